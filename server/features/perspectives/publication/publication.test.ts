import { describe, expect, it } from "vitest";
import {
  adminPerspectiveAnswer,
  publicationColumns,
  publicationStatus,
  requestedPublication,
} from "./publication";

const NOW = new Date("2026-03-29T06:00:00Z");
const LATER = "2026-03-30T06:00:00.000Z";
const EARLIER = "2026-03-28T06:00:00.000Z";

describe("publicationColumns", () => {
  it("schedules a publish with a future moment: not live, the moment kept", () => {
    expect(publicationColumns({ published: true, publishAt: LATER }, NOW)).toEqual({
      published: false,
      publishAt: new Date(LATER),
    });
  });

  it("publishes at once with a past moment, the very moment, or none", () => {
    for (const publishAt of [EARLIER, NOW.toISOString(), null, undefined]) {
      expect(publicationColumns({ published: true, publishAt }, NOW)).toEqual({
        published: true,
        publishAt: null,
      });
    }
  });

  it("keeps a draft a draft whatever its moment, the schedule cleared", () => {
    expect(publicationColumns({ published: false, publishAt: LATER }, NOW)).toEqual({
      published: false,
      publishAt: null,
    });
  });

  it("reads a moment in any offset", () => {
    const sameMoment = "2026-03-29T08:00:01+02:00";
    expect(publicationColumns({ published: true, publishAt: sameMoment }, NOW).published).toBe(
      false,
    );
  });
});

describe("requestedPublication", () => {
  const draft = { published: false, publishAt: null };
  const scheduled = { published: false, publishAt: new Date(LATER) };
  const live = { published: true, publishAt: null };

  it("is nothing when the PATCH says nothing of publication", () => {
    expect(requestedPublication({}, scheduled)).toBeUndefined();
  });

  it("takes `published` without a moment as at once", () => {
    expect(requestedPublication({ published: true }, scheduled)).toEqual({
      published: true,
      publishAt: null,
    });
  });

  it("keeps the stored intent for a moment sent alone", () => {
    expect(requestedPublication({ publishAt: LATER }, draft)?.published).toBe(false);
    expect(requestedPublication({ publishAt: LATER }, scheduled)?.published).toBe(true);
    expect(requestedPublication({ publishAt: LATER }, live)?.published).toBe(true);
  });
});

describe("answers", () => {
  const dates = { publishedAt: null as Date | null };

  it("names the status from what is stored", () => {
    expect(publicationStatus({ published: true, publishAt: null })).toBe("published");
    expect(publicationStatus({ published: false, publishAt: new Date(LATER) })).toBe("scheduled");
    expect(publicationStatus({ published: false, publishAt: null })).toBe("draft");
  });

  it("answers a scheduled one as intended to be published, at its moment, without the key", () => {
    const answer = adminPerspectiveAnswer({
      ...dates,
      published: false,
      publishAt: new Date(LATER),
      previewKey: "secret",
    });
    expect(answer).toEqual({
      status: "scheduled",
      published: true,
      publishAt: new Date(LATER),
      publishedAt: new Date(LATER),
    });
  });
});
