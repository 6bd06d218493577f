/** One key's window: how many hits since it started. */
interface Window {
  count: number;
  startedAt: number;
}

/**
 * Fixed-window hit counters in this process's memory, at most `maxKeys` of them: when full, the key hit
 * longest ago is forgotten first. Used by the rate limits (plugins/rate-limit-store.ts) and the directory's
 * "record a search once a minute" (docs/decisions/0048).
 */
export class FixedWindowCounters {
  /** In order of last hit, oldest first (a hit moves its key to the end). */
  private readonly windows = new Map<string, Window>();

  constructor(private readonly maxKeys = 10_000) {}

  /** Counts a hit of `key`: its count in the current window (1 for the first) and the milliseconds left. */
  hit(key: string, windowMs: number, now = Date.now()): { count: number; remainingMs: number } {
    const found = this.windows.get(key);
    const current =
      found && found.startedAt + windowMs > now
        ? { count: found.count + 1, startedAt: found.startedAt }
        : { count: 1, startedAt: now };
    this.windows.delete(key);
    this.windows.set(key, current);
    if (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    return { count: current.count, remainingMs: current.startedAt + windowMs - now };
  }

  get size(): number {
    return this.windows.size;
  }
}
