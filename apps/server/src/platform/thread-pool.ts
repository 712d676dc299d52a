import { availableParallelism } from 'node:os';

/**
 * libuv's thread pool runs what Node does off the main thread: argon2's hashing (sign-in,
 * sign-up), sharp's image work, file system calls, zlib. It has 4 threads unless
 * UV_THREADPOOL_SIZE says otherwise, read once, when the pool first starts. Issue 29: eight
 * large images queued 64 sharp calls on those 4 threads, and a correct sign-in waited 20 s for
 * one. Two things keep that from happening again:
 * - the image queue (`storage/image-queue.ts`) runs at most IMAGE_JOBS jobs at once, each
 *   holding one pool thread at a time (its steps run one after the other, libvips with one
 *   thread per image);
 * - the pool gets IMAGE_JOBS threads on top of libuv's 4 (`sizeThreadPool`, first thing at
 *   start), so argon2 and the file system keep 4 threads whatever images are processed.
 * Raising the pool alone would not do: with more threads, more images would run at once and
 * take the cores instead. The queue bounds the cores images take, the pool size that they never
 * take a thread from the rest.
 */

/** libuv's own pool size, and what the server keeps beside the image jobs. */
const LIBUV_DEFAULT_THREADS = 4;

/** Threads the rest of the server keeps at the least when IMAGE_JOBS is set by hand. */
export const THREADS_KEPT_FROM_IMAGES = 2;

/** Half the cores for images, the other half for requests and sign-ins; at least one. */
export function defaultImageJobs(): number {
  return Math.max(1, Math.floor(availableParallelism() / 2));
}

/** The pool size this process has (or will have when it starts). */
export function threadPoolSize(env: Record<string, string | undefined> = process.env): number {
  const size = Number(env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? Math.min(size, 1024) : LIBUV_DEFAULT_THREADS;
}

/**
 * Sets UV_THREADPOOL_SIZE to IMAGE_JOBS (or its default) + 4 unless it is set. Called before
 * anything uses the pool: `main.ts` imports `thread-pool-start.ts` first (the bundle keeps that
 * order), and the benchmarks' app does too. Setting it later changes nothing.
 */
export function sizeThreadPool(env: Record<string, string | undefined> = process.env): void {
  if (env.UV_THREADPOOL_SIZE) return;
  const jobs = Number(env.IMAGE_JOBS);
  const images = Number.isInteger(jobs) && jobs > 0 ? jobs : defaultImageJobs();
  env.UV_THREADPOOL_SIZE = String(images + LIBUV_DEFAULT_THREADS);
}
