/** An API answer other than 2xx. `message` is the server's own words when it sent any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** True when `message` came from the server's JSON body rather than being made up here. */
    readonly fromServer: boolean,
  ) {
    super(message);
  }
}

/**
 * Calls the JSON API the way every screen does (spec §7): cookies always sent, a JSON
 * body only when there is one. A non-OK answer throws an ApiError carrying the
 * server's `message`, or "status: body text" when the server sent none.
 */
export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    credentials: "include",
    headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) {
    const serverMessage = readMessage(text);
    throw new ApiError(
      response.status,
      serverMessage ?? `${response.status}: ${text || response.statusText}`,
      serverMessage !== undefined,
    );
  }
  return (text ? JSON.parse(text) : null) as T;
}

function readMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === "string" && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}
