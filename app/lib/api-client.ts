/** An API answer other than 2xx. `message` is the server's own words when it sent any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** True when `message` came from the server's JSON body rather than being made up here. */
    readonly fromServer: boolean,
    /** The parsed JSON body, when there was one (e.g. `{ error }` from change-password). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  /** Extra request headers (e.g. If-Match). */
  headers?: Record<string, string>;
};

/**
 * Calls the JSON API the way every screen does (contract §2): cookies always sent, a JSON
 * body only when there is one. A non-OK answer throws an ApiError carrying the
 * server's `message`, or "status: body text" when the server sent none.
 */
async function send(path: string, init: RequestOptions) {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    credentials: "include",
    headers: {
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) {
    const body = parseJson(text);
    const serverMessage = messageOf(body);
    throw new ApiError(
      response.status,
      serverMessage ?? `${response.status}: ${text || response.statusText}`,
      serverMessage !== undefined,
      body,
    );
  }
  return { data: text ? JSON.parse(text) : null, headers: response.headers };
}

export async function apiRequest<T>(path: string, init: RequestOptions = {}): Promise<T> {
  return (await send(path, init)).data as T;
}

/**
 * A page of a list endpoint, with the total number of matches from `X-Total-Count`; `capped`
 * when the list counted only that far (a text search, ADR 026) and more match.
 */
export async function apiList<T>(
  path: string,
): Promise<{ items: T[]; total: number; capped: boolean }> {
  const { data, headers } = await send(path, {});
  const items = data as T[];
  return {
    items,
    total: Number(headers.get("X-Total-Count") ?? items.length),
    capped: headers.get("X-Total-Count-Capped") === "true",
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === "string" && message) return message;
  if (typeof error === "string" && error) return error;
  return undefined;
}
