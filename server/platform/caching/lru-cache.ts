/**
 * A bounded cache: once its entries' sizes add up to more than `maxSize`, the
 * least recently used go first. For answers derived from data that does not
 * change (a cache, never state: a miss only costs the work again).
 */
export class LruCache<Key, Value> {
  readonly #entries = new Map<Key, { value: Value; size: number }>();
  #size = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: Value) => number,
  ) {}

  get(key: Key): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // A Map keeps insertion order: moved to the end, it is the newest.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: Key, value: Value): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.#entries.set(key, { value, size });
    this.#size += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= entry.size;
    }
  }

  delete(key: Key): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }

  /** Forgets every entry whose value `matches` (all of them without it). */
  deleteWhere(matches: (value: Value) => boolean = () => true): void {
    for (const [key, entry] of this.#entries) {
      if (matches(entry.value)) this.delete(key);
    }
  }

  /** The sum of the entries' sizes. */
  get size(): number {
    return this.#size;
  }
}
