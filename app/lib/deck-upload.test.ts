import { DECK_MAX_BYTES, DECK_MESSAGES } from "@shared/schemas/decks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { deckProblem, sendDeckForm } from "./deck-upload";
import { postWithProgress } from "./post-with-progress";

vi.mock("./post-with-progress", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./post-with-progress")>()),
  postWithProgress: vi.fn(),
}));
const post = vi.mocked(postWithProgress);

afterEach(() => {
  post.mockReset();
});

const deckForm = (file: File) => {
  const form = new FormData();
  form.set("deck", file);
  return form;
};

describe("deckProblem", () => {
  it("takes a PDF by its type or its name, up to 25 MB", () => {
    expect(deckProblem({ name: "deck.pdf", type: "", size: 10 })).toBeNull();
    expect(deckProblem({ name: "deck", type: "application/pdf", size: DECK_MAX_BYTES })).toBeNull();
    expect(deckProblem({ name: "DECK.PDF", type: "application/octet-stream", size: 1 })).toBeNull();
  });

  it("names what is wrong in the server's words: not a PDF (or empty), too large", () => {
    expect(
      deckProblem({ name: "deck.pptx", type: "application/vnd.ms-powerpoint", size: 10 }),
    ).toBe(DECK_MESSAGES.notPdf);
    expect(
      deckProblem({ name: "deck.pdf", type: "application/pdf", size: DECK_MAX_BYTES + 1 }),
    ).toBe(DECK_MESSAGES.tooLarge);
    expect(deckProblem({ name: "deck.pdf", type: "application/pdf", size: 0 })).toBe(
      DECK_MESSAGES.notPdf,
    );
  });
});

describe("sendDeckForm", () => {
  it("refuses a file that is plainly no deck before sending a byte", async () => {
    const refusal = sendDeckForm("/api/ideas", deckForm(new File(["x"], "notes.txt")), () => {});
    await expect(refusal).rejects.toEqual(new ApiError(400, DECK_MESSAGES.notPdf, false));
    expect(post).not.toHaveBeenCalled();
  });

  it("answers the server's JSON and passes the progress on", async () => {
    post.mockImplementation(async (_url, _form, onProgress) => {
      onProgress({ sent: 5, total: 10 });
      return { status: 201, text: JSON.stringify({ state: "scanning", fileName: "d.pdf" }) };
    });
    const progress = vi.fn();
    const file = new File(["%PDF-1.7"], "d.pdf", { type: "application/pdf" });
    await expect(sendDeckForm("/api/status/t/deck", deckForm(file), progress)).resolves.toEqual({
      state: "scanning",
      fileName: "d.pdf",
    });
    expect(post.mock.calls[0]?.[0]).toBe("/api/status/t/deck");
    expect(progress).toHaveBeenCalledWith({ sent: 5, total: 10 });
  });

  it("throws the server's words; a 413 without any says the file is too large", async () => {
    const file = new File(["%PDF-1.7"], "d.pdf", { type: "application/pdf" });
    post.mockResolvedValueOnce({
      status: 400,
      text: JSON.stringify({ message: "The pitch deck has more than 60 pages" }),
    });
    const refused = await sendDeckForm<never>("/api/ideas", deckForm(file), () => {}).catch(
      (e: ApiError) => e,
    );
    expect([refused.status, refused.message, refused.fromServer]).toEqual([
      400,
      "The pitch deck has more than 60 pages",
      true,
    ]);
    post.mockResolvedValueOnce({ status: 413, text: "<html>Request Entity Too Large</html>" });
    const tooLarge = await sendDeckForm<never>("/api/ideas", deckForm(file), () => {}).catch(
      (e: ApiError) => e,
    );
    expect([tooLarge.status, tooLarge.message]).toEqual([413, DECK_MESSAGES.tooLarge]);
  });
});
