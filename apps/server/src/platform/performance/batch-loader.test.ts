import { describe, expect, it } from 'vitest';
import { batchLoader } from './batch-loader.ts';

function recordingLoader(maxBatch: number) {
  const loads: number[][] = [];
  const load = batchLoader(
    async (keys: readonly number[]) => {
      loads.push([...keys]);
      return new Map(keys.map((key) => [key, key * 10]));
    },
    { maxBatch },
  );
  return { loads, load };
}

describe('batchLoader', () => {
  it('answers the calls of one turn with one load, each from the whole answer', async () => {
    const { loads, load } = recordingLoader(10);
    const answers = await Promise.all([1, 2, 3].map(async (key) => (await load(key)).get(key)));
    expect(answers).toEqual([10, 20, 30]);
    expect(loads).toEqual([[1, 2, 3]]);
  });

  it('starts another load past the batch size, and another turn gets a load of its own', async () => {
    const { loads, load } = recordingLoader(2);
    await Promise.all([1, 2, 3, 4, 5].map((key) => load(key)));
    await load(6);
    expect(loads).toEqual([[1, 2], [3, 4], [5], [6]]);
  });

  it('rejects every call of a load that fails, and the next turn loads again', async () => {
    let fail = true;
    const load = batchLoader(
      async (keys: readonly number[]) => {
        if (fail) throw new Error('database gone');
        return keys.length;
      },
      { maxBatch: 8 },
    );
    const failed = await Promise.allSettled([load(1), load(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load(3)).toBe(1);
  });
});
