import { afterEach, describe, expect, it, vi } from "vitest";
import { postWithProgress, type SendProgress } from "./post-with-progress";

/**
 * A stand-in for the browser's XMLHttpRequest: records what was sent and lets the test play
 * the upload's progress and the answer.
 */
class FakeRequest extends EventTarget {
  static last: FakeRequest | undefined;
  readonly upload = new EventTarget();
  method = "";
  url = "";
  withCredentials = false;
  body: unknown;
  status = 0;
  responseText = "";
  constructor() {
    super();
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(
      Object.assign(new Event("progress"), { loaded, total, lengthComputable }),
    );
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.dispatchEvent(new Event("load"));
  }
}

const sent = () => {
  if (!FakeRequest.last) throw new Error("nothing was sent");
  return FakeRequest.last;
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRequest.last = undefined;
});

describe("postWithProgress", () => {
  it("POSTs the form with the cookies, tells the bytes sent, and resolves with the answer", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    const form = new FormData();
    form.set("alt", "Rows of maize");
    const seen: SendProgress[] = [];
    const answer = postWithProgress("/api/admin/media", form, (progress) => seen.push(progress));
    expect([sent().method, sent().url, sent().withCredentials, sent().body]).toEqual([
      "POST",
      "/api/admin/media",
      true,
      form,
    ]);
    sent().progress(4_200_000, 9_600_000);
    sent().progress(0, 0, false);
    sent().progress(9_600_000, 9_600_000);
    sent().answer(201, '{"id":"x"}');
    await expect(answer).resolves.toEqual({ status: 201, text: '{"id":"x"}' });
    // A progress event that cannot tell its total is left out.
    expect(seen).toEqual([
      { sent: 4_200_000, total: 9_600_000 },
      { sent: 9_600_000, total: 9_600_000 },
    ]);
  });

  it("resolves with a refusal too, and rejects only when no answer came", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    const refused = postWithProgress("/x", new FormData(), () => {});
    sent().answer(413, '{"message":"too large"}');
    await expect(refused).resolves.toEqual({ status: 413, text: '{"message":"too large"}' });

    const cut = postWithProgress("/x", new FormData(), () => {});
    sent().dispatchEvent(new Event("error"));
    await expect(cut).rejects.toThrow("The connection failed before the server answered.");
  });
});
