import { AppError } from '../errors.ts';

export type ImageQueueSettings = {
  /** Image jobs processed at once (each one core: libvips works with one thread per image). */
  running: number;
  /** Jobs waiting for a place; one more answers 503 IMAGE_QUEUE_FULL. */
  waiting: number;
};

export type ImageQueue = {
  /** Throws what `run` would answer if a job given now would be refused (nothing is reserved). */
  checkRoom(): void;
  /**
   * Runs `job` once a place is free, in the order jobs came, or refuses it at once with 503
   * IMAGE_QUEUE_FULL and a `Retry-After` when `waiting` jobs already wait.
   */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now. */
  load(): { running: number; waiting: number };
};

/** What a job is taken to cost before one has finished (a 12 MP photo: about a second). */
const FIRST_ESTIMATE_SECONDS = 2;

/**
 * The image jobs of this instance (issue 29: eight 7000 x 7000 PNGs at once took every thread of
 * libuv's pool, and a sign-in waited 20 s for argon2). At most `running` decode and encode at
 * once, the rest wait in line up to `waiting`, so the CPU and memory images take are bounded
 * whatever arrives, and a burst beyond that is told when to come back instead of queued for
 * minutes. Per instance: each instance has its own cores to protect.
 */
export function createImageQueue(settings: ImageQueueSettings): ImageQueue {
  let running = 0;
  const line: (() => void)[] = [];
  // Seconds per job, averaged over the last few, for Retry-After.
  let jobSeconds = FIRST_ESTIMATE_SECONDS;

  const isFull = () => running >= settings.running && line.length >= settings.waiting;

  /** Roughly when what is held now has been processed: running and waiting jobs, `running` at a time. */
  const retryAfter = () => {
    const seconds = Math.ceil((jobSeconds * (running + line.length)) / settings.running);
    return Math.min(Math.max(seconds, 1), 120);
  };

  const finished = (started: number) => {
    running -= 1;
    jobSeconds = 0.7 * jobSeconds + 0.3 * ((performance.now() - started) / 1000);
    line.shift()?.();
  };

  const full = () => new AppError('IMAGE_QUEUE_FULL', { headers: { 'retry-after': String(retryAfter()) } });

  return {
    checkRoom() {
      if (isFull()) throw full();
    },
    load: () => ({ running, waiting: line.length }),
    run<T>(job: () => Promise<T>): Promise<T> {
      if (isFull()) return Promise.reject(full());
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1;
          const started = performance.now();
          // A job that throws at once still frees its place, before its caller hears back.
          Promise.resolve()
            .then(job)
            .then(
              (value) => {
                finished(started);
                resolve(value);
              },
              (error: unknown) => {
                finished(started);
                reject(error);
              },
            );
        };
        if (running < settings.running) start();
        else line.push(start);
      });
    },
  };
}
