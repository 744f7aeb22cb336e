import { paths } from "@shared/config/paths";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, toastText } from "./support/browser";

/** Uploading into the article editor (contract §15): paste, describe, publish, see srcset. */
const openPage = connectBrowser();
const run = Date.now().toString(36);

async function signedInPage(path: string, width = 1280) {
  const opened = await openPage("/admin/login", { viewport: { width, height: 900 } });
  await signInThroughForm(opened.page, "admin", inject("e2eAdminPassword"));
  await opened.page.goto(new URL(path, baseUrl()).href, { waitUntil: "networkidle" });
  return opened;
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** The bytes a throttled connection sends a second while the upload's progress is watched. */
const SLOW_UPLOAD_BYTES_PER_SECOND = 400 * 1024;

/** Pastes an image file into the article editor, as a browser does from the clipboard. */
async function pasteImage(page: Page, bytes: Buffer) {
  // The editor loads when the article is used, and takes the focus.
  await field(page, "Content").click();
  await page.locator(".ProseMirror:focus").waitFor();
  await page.evaluate((base64) => {
    const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([data], "field.png", { type: "image/png" }));
    const editor = document.querySelector(".ProseMirror");
    editor?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, bytes.toString("base64"));
}

const photo = () =>
  sharp({ create: { width: 1800, height: 900, channels: 3, background: "#3a7d44" } })
    .png()
    .toBuffer();

describe("uploading images in the editor", () => {
  it("pastes an image, asks its alt text, publishes it with srcset and size", async () => {
    const { page, problems, close } = await signedInPage(paths.admin.perspective("new"));
    await field(page, "Title").fill(`Cover crops in pictures ${run}`);
    await field(page, "Summary").fill("What a season of cover crops looks like, field by field.");
    await field(page, "Author Name").fill("Dana Fields");
    await field(page, "Author Title").fill("Venture Partner");
    await field(page, "Content").click();
    await page.keyboard.type("Rye and vetch after the wheat harvest, three weeks in.");
    await page.keyboard.press("Enter");

    await pasteImage(page, await photo());
    const dialog = page.getByRole("dialog", { name: "Upload image" });
    await dialog.waitFor();
    await dialog.getByText("Selected: field.png").waitFor();
    await expectAccessible(page, "upload dialog at 1280 px");
    // Without alt text (and not decorative) nothing is uploaded.
    await dialog.getByRole("button", { name: "Upload and insert" }).click();
    await dialog.getByText("Describe the image").waitFor();
    await dialog.getByRole("textbox", { name: "Alternative text" }).fill("Rye between wheat rows");
    await dialog.getByRole("button", { name: "Upload and insert" }).click();
    await dialog.waitFor({ state: "detached" });
    const inserted = page.locator(".ProseMirror img");
    expect(await inserted.getAttribute("alt")).toBe("Rye between wheat rows");
    expect(await inserted.getAttribute("src")).toMatch(/^\/media\/[0-9a-f-]{36}\/1600\.png$/);
    // Typing goes on after the image; it does not replace it.
    await page.keyboard.type("The vetch came up a week later.");
    expect(await inserted.count()).toBe(1);
    expect(await page.locator(".ProseMirror img + p").textContent()).toBe(
      "The vetch came up a week later.",
    );

    await page.getByRole("button", { name: "Create Perspective" }).click();
    expect(await toastText(page)).toContain("Perspective created");
    await page.waitForURL(/\/admin\/perspectives\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const stored = await page.request.get(new URL(`/api/admin/perspectives/${id}`, baseUrl()).href);
    const { slug } = (await stored.json()) as { slug: string };

    await page.goto(new URL(paths.perspective(slug), baseUrl()).href, { waitUntil: "networkidle" });
    const image = page.getByRole("img", { name: "Rye between wheat rows" });
    expect(await image.getAttribute("srcset")).toMatch(
      /\/480\.webp 480w, .*\/720\.webp 720w, .*\/960\.webp 960w, .*\/1600\.webp 1600w$/,
    );
    expect(await image.getAttribute("width")).toBe("1600");
    expect(await image.getAttribute("height")).toBe("800");
    expect(await image.getAttribute("loading")).toBe("lazy");
    // The browser chose a WebP and it loaded.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
    // The sign-in page asks for a session first (401); nothing else may fail.
    expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    await close();
  }, 90_000);

  it("shows the bytes sent while a photo uploads over a slow connection, and stays accessible", async () => {
    const { page, problems, close } = await signedInPage(paths.admin.perspective("new"), 375);
    // Noise does not compress: about 2 MB, some five seconds at the throttled pace.
    const bytes = await sharp({
      create: {
        width: 900,
        height: 750,
        channels: 3,
        background: "#3a7d44",
        noise: { type: "gaussian", mean: 120, sigma: 40 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await pasteImage(page, bytes);
    const dialog = page.getByRole("dialog", { name: "Upload image" });
    await dialog.getByRole("checkbox", { name: /Decorative/ }).check();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 40,
      downloadThroughput: -1,
      uploadThroughput: SLOW_UPLOAD_BYTES_PER_SECOND,
    });
    await dialog.getByRole("button", { name: "Upload and insert" }).click();
    const bar = dialog.getByRole("progressbar", { name: "Upload progress" });
    await dialog.getByRole("button", { name: "Uploading…" }).waitFor();
    // Part of the file sent, said as a share and in bytes ("1.1 MB of 1.9 MB": the form's whole
    // body, the file and a few hundred bytes of its fields), the text beside the bar the same.
    await expect
      .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 10_000 })
      .toBeGreaterThan(10);
    const now = Number(await bar.getAttribute("aria-valuenow"));
    expect(now).toBeLessThan(100);
    const said = /^(\d+(?:\.\d)?) (KB|MB) of (\d+\.\d) MB$/.exec(
      (await bar.getAttribute("aria-valuetext")) ?? "",
    );
    expect(said).not.toBeNull();
    expect(Math.abs(Number(said?.[3]) - bytes.length / (1024 * 1024))).toBeLessThanOrEqual(0.1);
    await dialog.getByText(/^\d+(\.\d)? (KB|MB) of \d+\.\d MB$/).waitFor();
    await expectAccessible(page, "upload dialog while the photo uploads at 375 px");

    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await dialog.waitFor({ state: "detached", timeout: 30_000 });
    expect(await page.locator(".ProseMirror img").getAttribute("src")).toMatch(
      /^\/media\/[0-9a-f-]{36}\/900\.png$/,
    );
    expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    await close();
  }, 90_000);

  it("shows a refusal in the dialog, and is accessible on a phone", async () => {
    const { page, close } = await signedInPage(paths.admin.perspective("new"), 375);
    await pasteImage(page, Buffer.from("<!doctype html><p>not an image</p>"));
    const dialog = page.getByRole("dialog", { name: "Upload image" });
    await dialog.waitFor();
    await expectAccessible(page, "upload dialog at 375 px");
    await dialog.getByRole("checkbox", { name: /Decorative/ }).check();
    await dialog.getByRole("button", { name: "Upload and insert" }).click();
    await dialog.getByRole("alert").getByText("not a JPEG, PNG, WebP, AVIF or GIF").waitFor();
    await expectAccessible(page, "upload dialog with its error at 375 px");
    await close();
  }, 60_000);
});
