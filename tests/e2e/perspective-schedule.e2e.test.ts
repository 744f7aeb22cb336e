import { site } from "@shared/config/site";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { fromZonedInput } from "~/lib/zoned-time";
import { signInThroughForm } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, toastText } from "./support/browser";

/**
 * Scheduling and preview links in the editor (contract §15): schedule an article in the
 * company's time, see it listed as Scheduled and not public, see it go live once its moment
 * comes (the server's worker looks every 5 s), and share a draft through a preview link that a
 * signed-out browser opens.
 */
const openPage = connectBrowser();
const run = Date.now().toString(36);
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

async function signedInPage(path: string, options?: Parameters<typeof openPage>[1]) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, "admin", inject("e2eAdminPassword"));
  await opened.page.goto(new URL(path, baseUrl()).href, { waitUntil: "networkidle" });
  return opened;
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function writeArticle(page: Page, title: string) {
  await field(page, "Title").fill(title);
  await field(page, "Summary").fill(
    "What a planting calendar tells an investor, season by season.",
  );
  await field(page, "Content").click();
  await page.keyboard.type("Planting dates move with the soil temperature. ".repeat(3));
  // What was typed while the editor loaded is the form's once the editor has taken over.
  await page.locator(".ProseMirror").getByText("Planting dates move").waitFor();
  await field(page, "Author Name").fill("Dana Fields");
  await field(page, "Author Title").fill("Venture Partner");
}

/** Tomorrow at 08:00 in the company's time zone, as the field takes it. */
function tomorrowAtEight() {
  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone }).format(tomorrow);
  return `${day}T08:00`;
}

describe("scheduling and preview links", () => {
  it("schedules an article in company time, lists it as Scheduled, and it goes live at its moment", async () => {
    const title = `Planting calendars ${run}`;
    const { page, problems, close } = await signedInPage("/admin/perspectives/new");
    await writeArticle(page, title);
    const when = page.getByRole("group", { name: "When" });
    expect(await when.getByRole("radio", { name: "Publish now" }).isChecked()).toBe(true);
    await when.getByRole("radio", { name: "Schedule" }).check();
    const publishAt = page.getByLabel(/^Publish at \(Eastern Time, America\/Detroit\)$/);
    const local = tomorrowAtEight();
    await publishAt.fill(local);
    await page.getByRole("button", { name: "Create Perspective" }).click();
    expect(await toastText(page)).toContain("Perspective created");
    await page.waitForURL(/\/admin\/perspectives\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByText(/^Scheduled · .* at 8:00 AM E[SD]T$/).waitFor();
    // After the reload the field shows the same wall-clock time.
    expect(await publishAt.inputValue()).toBe(local);

    const cookie = await apiSession();
    const record = await (await adminApi(cookie, "GET", `/api/admin/perspectives/${id}`)).json();
    expect(record).toMatchObject({
      status: "scheduled",
      publishAt: fromZonedInput(local, site.timeZone),
    });
    expect((await fetch(new URL(`/perspectives/${record.slug}`, baseUrl()))).status).toBe(404);

    await page.goto(new URL("/admin/perspectives", baseUrl()).href, { waitUntil: "networkidle" });
    await page
      .getByRole("row", { name: new RegExp(title) })
      .getByText(/^Scheduled · /)
      .waitFor();

    // Its moment comes a few seconds from now: the worker publishes it, the public list shows it.
    const soon = new Date(Date.now() + 3_000).toISOString();
    const moved = await adminApi(cookie, "PATCH", `/api/admin/perspectives/${id}`, {
      publishAt: soon,
    });
    expect(moved.status).toBe(200);
    const publicList = await openPage("/perspectives");
    await expect
      .poll(
        async () => {
          await publicList.page.reload({ waitUntil: "networkidle" });
          return publicList.page.getByRole("heading", { name: title }).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    await publicList.close();
    await close();
  }, 90_000);

  it("shares a draft through a preview link that a signed-out browser opens, then revokes it", async () => {
    const title = `Draft for a colleague ${run}`;
    const { page, close } = await signedInPage("/admin/perspectives/new");
    await writeArticle(page, title);
    await page.getByRole("switch", { name: "Published" }).click();
    await page.getByRole("button", { name: "Create Perspective" }).click();
    await page.waitForURL(/\/admin\/perspectives\/\d+$/);

    // Preview of a draft opens a preview link in a new tab (its public address is a 404).
    const [previewTab] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("button", { name: /^Preview/ }).click(),
    ]);
    await previewTab.waitForURL(/\/preview\//);
    await previewTab.getByRole("heading", { name: title, level: 1 }).waitFor();
    await previewTab.getByRole("region", { name: "Preview" }).waitFor();
    await previewTab.close();

    await page.getByRole("button", { name: "Share preview" }).click();
    const dialog = page.getByRole("dialog", { name: "Share preview" });
    const linkField = dialog.getByRole("textbox", { name: "Preview link" });
    await expect.poll(() => linkField.inputValue()).toMatch(/\/preview\//);
    const url = await linkField.inputValue();
    await dialog.getByText(/^Works until .* at /).waitFor();
    expect(await dialog.getByRole("link", { name: /^Open preview/ }).getAttribute("href")).toBe(
      url,
    );
    await expectAccessible(page, "share preview dialog at 1280 px");
    await page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(page, "share preview dialog at 375 px");
    await page.setViewportSize({ width: 1280, height: 900 });

    for (const options of [{}, PHONE]) {
      // A fresh context: no session.
      const preview = await openPage(new URL(url).pathname, options);
      expect(preview.response?.status()).toBe(200);
      expect(preview.response?.headers()["cache-control"]).toBe("no-store");
      expect(preview.response?.headers()["x-robots-tag"]).toBe("noindex");
      await preview.page
        .getByRole("region", { name: "Preview" })
        .getByText(/not public/)
        .waitFor();
      await preview.page.getByRole("heading", { name: title, level: 1 }).waitFor();
      expect(await preview.page.locator('meta[name="robots"]').getAttribute("content")).toBe(
        "noindex",
      );
      await expectAccessible(preview.page, `preview page at ${options === PHONE ? 375 : 1280} px`);
      expect(preview.problems).toEqual([]);
      await preview.close();
    }

    await dialog.getByRole("button", { name: "Revoke all links" }).click();
    expect(await toastText(page)).toContain("Preview links revoked");
    const revoked = await openPage(new URL(url).pathname);
    expect(revoked.response?.status()).toBe(404);
    await revoked.close();
    await close();
  }, 90_000);

  it("carries JSON-LD on an article page and the home page, within the CSP", async () => {
    const cookie = await apiSession();
    const title = `Soil </script><b>data</b> ${run}`;
    const created = await adminApi(cookie, "POST", "/api/admin/perspectives", {
      title,
      summary: "Structured data that search engines read.",
      content: `<p>${"Healthy soil feeds the crop and the balance sheet. ".repeat(2)}</p>`,
      category: "market_analysis",
      authorName: "Dana Fields",
      authorTitle: "Venture Partner",
      coverImage: new URL("/favicon.svg", baseUrl()).href,
    });
    const { slug } = await created.json();
    const article = await openPage(`/perspectives/${slug}`);
    const data = JSON.parse(
      (await article.page.locator('script[type="application/ld+json"]').textContent()) ?? "",
    );
    expect(data).toMatchObject({
      "@type": "Article",
      headline: title,
      author: { "@type": "Person", name: "Dana Fields", jobTitle: "Venture Partner" },
      image: new URL("/favicon.svg", baseUrl()).href,
    });
    expect(await article.page.locator("b", { hasText: "data" }).count()).toBe(0);
    expect(article.problems).toEqual([]);
    await article.close();

    const home = await openPage("/");
    const organization = JSON.parse(
      (await home.page.locator('script[type="application/ld+json"]').textContent()) ?? "",
    );
    expect(organization).toMatchObject({ "@type": "Organization", name: site.name });
    expect(home.problems).toEqual([]);
    await home.close();
  });
});
