import sharp from "sharp";

/**
 * A photo-like JPEG for the benchmarks: a green field of gaussian noise, which compresses
 * about as badly as a real photo of one (`sigma` sets how badly).
 */
export function noisyPhoto(width: number, height: number, sigma: number, quality: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 90, g: 130, b: 60 },
      noise: { type: "gaussian", mean: 115, sigma },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}
