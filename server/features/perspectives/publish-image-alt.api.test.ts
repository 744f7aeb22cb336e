import { PERSPECTIVE_MESSAGES, type PerspectiveRecord } from "@shared/schemas/perspective";
import { describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import { png, testImage, uploaded } from "../../../tests/support/media-api";
import { expectFieldError } from "../../../tests/support/perspective-admin-api";
import { validPerspective } from "../../../tests/support/submission-payloads";
import { unlabelledImageMessage } from "./refuse-unlabelled-images";

/** Perspectives and uploaded images (contract §15): the URLs they take, and alt text to publish. */
const api = adminApiAppForThisFile();
const create = (overrides: Record<string, unknown>) =>
  api.call("POST", "/api/admin/perspectives", validPerspective(overrides));
const update = (id: number, body: unknown) =>
  api.call("PATCH", `/api/admin/perspectives/${id}`, body);
async function created(overrides: Record<string, unknown>): Promise<PerspectiveRecord> {
  const response = await create(overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const TEXT = "<p>Soil biology is the next frontier for growers everywhere.</p>";

describe("uploaded images in perspectives", () => {
  it("takes /media/ URLs as cover and author photo, and refuses other site paths", async () => {
    const image = await uploaded(api, png(await testImage(500, 300)));
    const record = await created({
      coverImage: image.url,
      authorImage: `/media/${image.id}/480.webp`,
    });
    expect([record.coverImage, record.authorImage]).toEqual([
      image.url,
      `/media/${image.id}/480.webp`,
    ]);
    for (const url of [
      "/media/x/480.webp",
      `/media/${image.id}/480.svg`,
      `/media/${image.id}/../480.png`,
    ]) {
      expectFieldError(
        await create({ title: "Bad cover", coverImage: url }),
        "coverImage",
        PERSPECTIVE_MESSAGES.url,
      );
    }
  });

  it("keeps an uploaded image in the content, with its alt", async () => {
    const image = await uploaded(api, png(await testImage(500, 300)));
    const record = await created({
      content: `${TEXT}<img src="${image.url}" alt="Wheat &amp; barley" onerror="x">`,
    });
    expect(record.content).toBe(`${TEXT}<img src="${image.url}" alt="Wheat &amp; barley" />`);
  });

  it("refuses to publish an image without alt text, naming it; a draft may have one", async () => {
    const image = await uploaded(api, png(await testImage(500, 300)), { alt: "" });
    const content = `${TEXT}<img src="${image.url}" alt="">`;
    expectFieldError(await create({ content }), "content", unlabelledImageMessage(image.url));
    expectFieldError(
      await create({ content: `${TEXT}<img src="${image.url}">` }),
      "content",
      unlabelledImageMessage(image.url),
    );

    const draft = await created({ content, published: false });
    expectFieldError(
      await update(draft.id, { published: true }),
      "content",
      unlabelledImageMessage(image.url),
    );
    expect((await api.call("GET", `/api/admin/perspectives/${draft.id}`)).json().published).toBe(
      false,
    );
    const labelled = await update(draft.id, {
      published: true,
      content: `${TEXT}<img src="${image.url}" alt="Rows of wheat">`,
    });
    expect(labelled.statusCode, labelled.body).toBe(200);
  });

  it("publishes an image marked decorative with an empty alt", async () => {
    const image = await uploaded(api, png(await testImage(500, 300)), { decorative: "true" });
    expect((await create({ content: `${TEXT}<img src="${image.url}" alt="">` })).statusCode).toBe(
      201,
    );
  });
});
