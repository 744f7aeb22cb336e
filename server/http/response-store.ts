/** A rendered response kept in memory: its body, as every visitor gets it, and its validator. */
export type StoredResponse = {
  /** For HTML, the body with the CSP nonce replaced by a placeholder (see public-cache.ts). */
  body: string;
  contentType: string;
  etag: string;
  kind: "html" | "data";
};

type Entry = StoredResponse & { storedAt: number; size: number };

export type ResponseStoreOptions = {
  /** How many responses it keeps at most. */
  maxEntries: number;
  /** How many characters of bodies it keeps at most, all entries together. */
  maxChars: number;
  /** How long an entry is served; a missed invalidation is healed after this. */
  ttlMs: number;
  /** The clock (tests move it). */
  now?: () => number;
};

/**
 * A bounded, short-lived, in-process store of rendered public responses, keyed by URL
 * (path and query). Least recently used entries go first when it is full. `clear()` drops
 * everything and starts a new generation: a response rendered before the clear (it may hold
 * the old data) is then refused by `set`, so a slow render cannot bring stale data back.
 */
export class ResponseStore {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;
  private currentGeneration = 0;
  private readonly now: () => number;

  constructor(private readonly options: ResponseStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Taken when a request starts; handed back to `set` with the response it produced. */
  get generation() {
    return this.currentGeneration;
  }

  get size() {
    return this.entries.size;
  }

  get(key: string): StoredResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, response: StoredResponse, generation: number) {
    if (generation !== this.currentGeneration) return;
    const size = response.body.length;
    if (size > this.options.maxChars / 4) return; // one huge page must not flush the rest
    this.delete(key);
    this.entries.set(key, { ...response, storedAt: this.now(), size });
    this.chars += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.chars <= this.options.maxChars)
        break;
      this.entries.delete(oldest);
      this.chars -= entry.size;
    }
  }

  clear() {
    this.entries.clear();
    this.chars = 0;
    this.currentGeneration++;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.size;
  }
}
