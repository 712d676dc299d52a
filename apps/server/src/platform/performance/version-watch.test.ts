import { describe, expect, it } from 'vitest';
import { VersionWatch } from './version-watch.ts';

describe('VersionWatch', () => {
  it('tells its listeners when the version moves, at the first read too, and rides out a failed read', async () => {
    const versions: (number | Error)[] = [1, 1, 2, new Error('down'), 2, 3];
    const watch = new VersionWatch({
      intervalMs: 0,
      read: async () => {
        const next = versions.shift();
        if (next instanceof Error) throw next;
        return next ?? 3;
      },
    });
    let changes = 0;
    const stop = watch.onChange(() => changes++);
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      await watch.check();
      seen.push(changes);
    }
    expect(seen).toEqual([1, 1, 2, 2, 2, 3]);
    stop();
    versions.push(4);
    await watch.check();
    expect(changes).toBe(3);
  });

  it('reads on its own every interval until stopped', async () => {
    let reads = 0;
    const watch = new VersionWatch({ intervalMs: 10, read: async () => ++reads });
    let changes = 0;
    watch.onChange(() => changes++);
    watch.start();
    await new Promise((resolve) => setTimeout(resolve, 80));
    await watch.stop();
    const after = reads;
    expect(after).toBeGreaterThan(2);
    expect(changes).toBe(after);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(reads).toBe(after);
  });
});
