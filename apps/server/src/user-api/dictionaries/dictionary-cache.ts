import type { Language } from '@shortlist/domain/languages';

/** Dictionaries change with a deployment or a seed, not per request: keep each answer a few minutes. */
export const DICTIONARY_TTL_MS = 5 * 60 * 1000;

type Entry = { expires: number; value: Promise<unknown> };

/** An in-process cache per dictionary and language; one per app, so tests never share it. */
export class DictionaryCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly clock: () => number = Date.now) {}

  /** The cached answer, or `load()`'s (kept only when it succeeds). */
  get<T>(name: string, language: Language, load: () => Promise<T>): Promise<T> {
    const key = `${name}:${language}`;
    const now = this.clock();
    const entry = this.#entries.get(key);
    if (entry && entry.expires > now) return entry.value as Promise<T>;
    const value = load();
    this.#entries.set(key, { expires: now + DICTIONARY_TTL_MS, value });
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
