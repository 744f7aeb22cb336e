import { paths } from "@shared/config/paths";
import type { UploadedMedia } from "@shared/schemas/media";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, toastText } from "./support/browser";

/** The media library screen (contract §15): thumbnails, where used, delete. */
const openPage = connectBrowser();
const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl()).href;

async function upload(page: Page, alt: string): Promise<UploadedMedia> {
  const buffer = await sharp({
    create: { width: 640, height: 400, channels: 3, background: "#7a5c2e" },
  })
    .jpeg()
    .toBuffer();
  const response = await page.request.post(url("/api/admin/media"), {
    multipart: { alt, file: { name: "field.jpg", mimeType: "image/jpeg", buffer } },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

describe("media library", () => {
  it("lists images with where they are used, edits alt text, refuses deleting a used one, deletes another", async () => {
    const { page, close } = await openPage("/admin/login");
    await signInThroughForm(page, "admin", inject("e2eAdminPassword"));
    const used = await upload(page, `Harvest ${run}`);
    const unused = await upload(page, `Spare ${run}`);
    const title = `Illustrated harvest ${run}`;
    const article = await page.request.post(url("/api/admin/perspectives"), {
      data: {
        title,
        summary: "A season of harvest, in pictures and words.",
        content: `<p>Harvest began early this year across every field we work.</p><img src="${used.url}" alt="Harvest ${run}">`,
        category: "market_analysis",
        authorName: "Dana Fields",
        authorTitle: "Venture Partner",
        published: false,
      },
    });
    expect(article.status()).toBe(201);

    await page.goto(url(paths.admin.dashboard), { waitUntil: "networkidle" });
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Media library" })
      .click();
    await page.getByRole("heading", { name: "Media library", level: 1 }).waitFor();
    const usedCard = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("img", { name: `Harvest ${run}` }) });
    await usedCard.getByRole("link", { name: title }).waitFor();
    await expect
      .poll(() => usedCard.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(480);
    await expectAccessible(page, "media library at 1280 px");
    await page.setViewportSize({ width: 375, height: 740 });
    await expectAccessible(page, "media library at 375 px");
    await page.setViewportSize({ width: 1280, height: 800 });

    await usedCard.getByRole("button", { name: /Delete image/ }).click();
    const confirm = page
      .getByRole("alertdialog", { name: "Delete image" })
      .or(page.getByRole("dialog", { name: "Delete image" }));
    await confirm.waitFor();
    await expectAccessible(page, "delete confirmation");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    expect(await toastText(page)).toContain(`used by “${title}”`);
    await usedCard.waitFor();

    const spareCard = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("img", { name: `Spare ${run}` }) });
    await spareCard.getByText("No article").waitFor();
    await spareCard.getByText("Edit alt text").click();
    // Neither alt text nor decorative: refused before it is sent.
    await spareCard.getByLabel("Alternative text").fill("");
    await spareCard.getByRole("button", { name: "Save alt text" }).click();
    await spareCard.getByText("Describe the image for readers who cannot see it").waitFor();
    await expectAccessible(page, "alt text form with its error");
    await spareCard.getByLabel("Alternative text").fill(`Spare ${run}, described again`);
    await expectAccessible(page, "alt text form");
    await spareCard.getByRole("button", { name: "Save alt text" }).click();
    await page.getByText("Alt text saved", { exact: true }).waitFor();
    await spareCard.getByText(`Spare ${run}, described again`).waitFor();
    await spareCard.getByRole("button", { name: /Delete image/ }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("Image deleted", { exact: true }).waitFor();
    await spareCard.waitFor({ state: "detached" });
    expect((await page.request.get(url(unused.url))).status()).toBe(404);
    await close();
  }, 90_000);
});
