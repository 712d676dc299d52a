import type { Language } from '@shortlist/domain/languages';
import { LoadingCache } from '../../platform/performance/loading-cache.ts';

/** Dictionaries change with a deployment or a seed, not per request: keep each answer a few minutes. */
export const DICTIONARY_TTL_MS = 5 * 60 * 1000;

/** An in-process cache per dictionary and language (`LoadingCache`); one per app, so tests never share it. */
export class DictionaryCache {
  readonly #cache: LoadingCache;

  constructor(clock: () => number = Date.now) {
    this.#cache = new LoadingCache({ ttlMs: DICTIONARY_TTL_MS, max: 1_000, clock });
  }

  /** The cached answer, or `load()`'s (kept only when it succeeds). */
  get<T>(name: string, language: Language, load: () => Promise<T>): Promise<T> {
    return this.#cache.get(`${name}:${language}`, load);
  }

  clear(): void {
    this.#cache.clear();
  }
}
