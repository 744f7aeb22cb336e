import { ApiError } from "./api-client";

/** How much of a request's body has gone: `sent` of `total` bytes. */
export type SendProgress = { sent: number; total: number };

/** What a POST sent by `postWithProgress` answered. */
export type PostAnswer = { status: number; text: string };

/**
 * POSTs `body` as `fetch` does for the API (same origin, cookies sent; the browser adds the
 * Origin header the server checks), reporting the bytes sent as they go: `fetch` cannot tell an
 * upload's progress, XMLHttpRequest's `upload` events can. Resolves with any answer the
 * server gave, 4xx and 5xx included; rejects only when none came (the connection failed).
 */
export function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (progress: SendProgress) => void,
): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    });
    request.addEventListener("load", () =>
      resolve({ status: request.status, text: request.responseText }),
    );
    for (const failure of ["error", "abort", "timeout"] as const) {
      request.addEventListener(failure, () =>
        reject(new TypeError("The connection failed before the server answered.")),
      );
    }
    request.send(body);
  });
}

/**
 * The JSON a POST sent by `postWithProgress` answered, or an ApiError: the server's `message`
 * when it sent one, else `fallback(status)` (a proxy's HTML error page is never shown).
 */
export function answerOf<T>(answer: PostAnswer, fallback: (status: number) => string): T {
  const body = parseJson(answer.text);
  if (answer.status >= 200 && answer.status <= 299) return body as T;
  const message = typeof body?.message === "string" && body.message ? body.message : undefined;
  throw new ApiError(
    answer.status,
    message ?? fallback(answer.status),
    message !== undefined,
    body,
  );
}

function parseJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
