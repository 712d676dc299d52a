import { AppError } from '../errors.ts';

export type UploadRate = {
  /**
   * Counts one upload of `accountId` at `now`, or refuses it with 429 RATE_LIMITED and a
   * `Retry-After` (the seconds until its oldest upload of the window leaves it) when the account
   * already made `perMinute` in the last minute.
   */
  take(accountId: number, now: Date): void;
};

const WINDOW_MS = 60_000;

/** Accounts kept before the expired ones are swept (each holds at most `perMinute` times). */
const SWEEP_ABOVE = 10_000;

/**
 * How many photo uploads one account may have processed per minute (issue 29), on this instance:
 * the queue it protects is the instance's own (`image-queue.ts`), and a count kept in memory costs
 * no database round trip before the refusal. Behind a load balancer spreading one account's
 * requests over n instances, the account gets n times the allowance, each instance its share.
 * A sliding window: the times of the account's uploads of the last minute.
 */
export function createUploadRate(settings: { perMinute: number }): UploadRate {
  const times = new Map<number, number[]>();

  const sweep = (now: number) => {
    for (const [id, list] of times) {
      if ((list.at(-1) ?? 0) <= now - WINDOW_MS) times.delete(id);
    }
  };

  return {
    take(accountId, now) {
      const at = now.getTime();
      const recent = (times.get(accountId) ?? []).filter((time) => time > at - WINDOW_MS);
      if (recent.length >= settings.perMinute) {
        times.set(accountId, recent);
        const oldest = recent[0] ?? at;
        const seconds = Math.max(1, Math.ceil((oldest + WINDOW_MS - at) / 1000));
        throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(seconds) } });
      }
      recent.push(at);
      times.set(accountId, recent);
      if (times.size > SWEEP_ABOVE) sweep(at);
    },
  };
}
