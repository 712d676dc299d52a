import { describe, expect, it } from 'vitest';
import { LoadingCache } from './loading-cache.ts';

// The stale-while-reload mode is held to its contract by user-api/submissions/ttl-cache.test.ts.
describe('LoadingCache', () => {
  it('shares one load between concurrent misses and keeps the value its time', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new LoadingCache<number>({ ttlMs: 1000, max: 10, clock: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1000;
    // Past its time, the caller waits for the new load.
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets a failed load, and keeps null answers', async () => {
    const cache = new LoadingCache<number | null>({ ttlMs: 1000, max: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
    expect(await cache.get('none', async () => null)).toBeNull();
    expect(await cache.get('none', async () => 3)).toBeNull();
  });

  it('drops the least recently used key past its size, and everything on clear', async () => {
    const cache = new LoadingCache<string>({ ttlMs: 60_000, max: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    cache.clear();
    expect(await cache.get('a', async () => 'a4')).toBe('a4');
  });

  it('answers a load under way at a clear to its callers, but does not keep it', async () => {
    for (const staleWhileReload of [false, true]) {
      const cache = new LoadingCache<string>({ ttlMs: 60_000, max: 10, staleWhileReload });
      let finish: (value: string) => void = () => {};
      const before = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
      cache.clear();
      finish('old');
      expect(await before).toBe('old');
      // Loaded before the clear, so perhaps before the change that asked for it: not kept.
      expect(await cache.get('k', async () => 'new')).toBe('new');
    }
  });

  it('loads every time with no lifetime', async () => {
    let loads = 0;
    const cache = new LoadingCache<number>({ ttlMs: 0, max: 10 });
    await cache.get('k', async () => ++loads);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });
});
