/**
 * The open leagues of each city page, kept in memory for at most `ttlMs` (issue 20): a city page is
 * the operator's most visited page, and a crawler or a busy evening must not cost a statement per
 * view. The marketplace's own listing-changed events drop a city's entry at once where they are
 * handled (the workers' process); every other process (the API's, in production) sees the change
 * when its entry expires. A concurrent miss shares one read.
 */
export class OpenLeaguesCache<T> {
  private readonly entries = new Map<string, { until: number; value: Promise<T> }>();

  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(ttlMs: number, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.until > this.now()) return entry.value;
    const value = load();
    this.entries.set(key, { until: this.now() + this.ttlMs, value });
    // A failed read is not kept: the next view tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Drops the entries of these keys, so the next view reads again. */
  invalidate(...keys: string[]): void {
    for (const key of keys) this.entries.delete(key);
  }
}
