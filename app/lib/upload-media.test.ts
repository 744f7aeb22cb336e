import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "@shared/schemas/media";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { postWithProgress } from "./post-with-progress";
import { uploadMedia } from "./upload-media";

vi.mock("./post-with-progress", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./post-with-progress")>()),
  postWithProgress: vi.fn(),
}));
const post = vi.mocked(postWithProgress);

afterEach(() => {
  post.mockReset();
});

const file = (size: number) => new File([new Uint8Array(size)], "field.png", { type: "image/png" });

describe("uploadMedia", () => {
  it("sends the file and its text, passes the progress on and answers the stored image", async () => {
    const stored = {
      id: "x",
      url: "/media/x/480.png",
      width: 480,
      height: 320,
      alt: "A",
      decorative: false,
    };
    post.mockImplementation(async (_url, _form, onProgress) => {
      onProgress({ sent: 50, total: 100 });
      return { status: 201, text: JSON.stringify(stored) };
    });
    const progress = vi.fn();
    await expect(
      uploadMedia(file(100), { alt: "A", decorative: false }, progress),
    ).resolves.toEqual(stored);
    const [url, form] = post.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/media");
    if (!form) throw new Error("nothing was sent");
    const sentFile = form.get("file");
    expect([form.get("alt"), form.get("decorative")]).toEqual(["A", "false"]);
    expect(sentFile instanceof File && sentFile.name).toBe("field.png");
    expect(progress).toHaveBeenCalledWith({ sent: 50, total: 100 });
  });

  it("refuses a file over the limit before sending it", async () => {
    const refusal = uploadMedia(file(MEDIA_MAX_BYTES + 1), { alt: "", decorative: true });
    await expect(refusal).rejects.toEqual(new ApiError(413, MEDIA_MESSAGES.tooLarge, false));
    expect(post).not.toHaveBeenCalled();
  });

  it("throws the server's words, or says the status when it sent none", async () => {
    post.mockResolvedValueOnce({
      status: 400,
      text: JSON.stringify({ message: MEDIA_MESSAGES.svg }),
    });
    const refused = await uploadMedia(file(10), { alt: "", decorative: true }).catch((e) => e);
    expect([refused.status, refused.message, refused.fromServer]).toEqual([
      400,
      MEDIA_MESSAGES.svg,
      true,
    ]);
    post.mockResolvedValueOnce({ status: 502, text: "<html>Bad gateway</html>" });
    const failed = await uploadMedia(file(10), { alt: "", decorative: true }).catch((e) => e);
    expect([failed.status, failed.message, failed.fromServer]).toEqual([
      502,
      "The image could not be uploaded (502).",
      false,
    ]);
  });
});
