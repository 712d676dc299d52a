import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('the open calls cache', () => {
  it('shares one load, answers the old value while reloading after its time, then the new one', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    clock = 1500;
    expect(await cache.get('k', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(2);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets a failed first load and keeps the old value when a reload fails', async () => {
    let clock = 0;
    const cache = new TtlCache<number>(1000, () => clock);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
    clock = 2000;
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', async () => 8)).toBe(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', async () => 9)).toBe(8);
  });

  it('loads every time with no lifetime', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(0);
    await cache.get('k', async () => ++loads);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });
});
