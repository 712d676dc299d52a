import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { createImageQueue } from './image-queue.ts';
import { createUploadRate } from './upload-rate.ts';

/** A job that runs until `finish` is called, and says when it started. */
function heldJob() {
  let finish: (value: string) => void = () => {};
  let started = false;
  const job = () => {
    started = true;
    return new Promise<string>((resolve) => {
      finish = resolve;
    });
  };
  return {
    job,
    get started() {
      return started;
    },
    finish: (value: string) => finish(value),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('image queue (issue 29)', () => {
  it('runs `running` jobs at once, lines up `waiting` in order, and refuses the next with 503 and Retry-After', async () => {
    const queue = createImageQueue({ running: 2, waiting: 2 });
    const jobs = Array.from({ length: 4 }, heldJob);
    const results = jobs.map((held) => queue.run(held.job));
    await tick();
    expect(jobs.map((held) => held.started)).toEqual([true, true, false, false]);
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });

    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'IMAGE_QUEUE_FULL', status: 503 });
    const retryAfter = Number((refused as AppError).headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(() => queue.checkRoom()).toThrow(AppError);

    // The second finishes first: the first in line takes its place, then the next.
    jobs[1]?.finish('b');
    await tick();
    expect(jobs.map((held) => held.started)).toEqual([true, true, true, false]);
    expect(() => queue.checkRoom()).not.toThrow();
    for (const [i, held] of jobs.entries()) {
      if (i === 1) continue;
      await tick();
      expect(held.started).toBe(true);
      held.finish(String(i));
    }
    expect(await Promise.all(results)).toEqual(['0', 'b', '2', '3']);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a job that fails, however it fails', async () => {
    const queue = createImageQueue({ running: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('decode failed')))).rejects.toThrow(
      'decode failed',
    );
    await expect(
      queue.run(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect(await queue.run(async () => 'ran')).toBe('ran');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('upload rate (issue 29)', () => {
  it('takes `perMinute` uploads per account in any minute, then answers 429 with the seconds left', () => {
    const rate = createUploadRate({ perMinute: 3 });
    const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));
    rate.take(1, at(0));
    rate.take(1, at(20));
    rate.take(1, at(40));
    let refused: unknown;
    try {
      rate.take(1, at(45));
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', status: 429, headers: { 'retry-after': '15' } });
    // Another account has its own allowance; the first gets a place back once its oldest upload is a minute old.
    expect(() => rate.take(2, at(45))).not.toThrow();
    expect(() => rate.take(1, at(59))).toThrow(AppError);
    expect(() => rate.take(1, at(60))).not.toThrow();
  });
});
