import { type ChildProcess, fork } from 'node:child_process';
import { PHOTO_MAX_PIXELS } from '@shortlist/domain/media/photo-dimensions';
import {
  type PhotoFormat,
  type PhotoSize,
  type ProcessedPhoto,
  UnreadableImageError,
} from './photo-variants.ts';

/** The worker's file: plain JavaScript beside this one, run by plain Node wherever the server runs. */
const WORKER = new URL('./image-worker.mjs', import.meta.url);

export type ImageProcess = {
  /**
   * `sizes` of one uploaded photo in JPEG and WebP, made by the image worker (started on first
   * use); UnreadableImageError when the bytes do not decode or decode to over 40 megapixels.
   */
  variants(input: Buffer, sizes: readonly PhotoSize[]): Promise<ProcessedPhoto>;
  /**
   * A stored image upright, fitting `box` (never enlarged; null keeps its size), in its own format
   * or as WebP: a festival image's smaller size (`festivals/festival-image.ts`). UnreadableImageError
   * as `variants`.
   */
  resize(input: Buffer, options: ResizeOptions): Promise<Buffer>;
  /** Stops the worker (the app's close). */
  close(): Promise<void>;
  /** The worker's process id while it runs (tests). */
  workerPid(): Promise<number | undefined>;
};

export type ResizeOptions = { box: { width: number; height: number } | null; format: 'same' | 'webp' };

type VariantsResult = {
  width: number;
  height: number;
  variants: { size: PhotoSize; format: PhotoFormat; data: Uint8Array }[];
};

type Reply =
  | { ready: true }
  | {
      id: number;
      ok: true;
      result: VariantsResult | { data: Uint8Array };
    }
  | { id: number; ok: false; unreadable: boolean; message: string };

/** How long the worker stays without a job before it stops (the next photo starts it again in ~0.3 s). */
const IDLE_MS = 60_000;

type Pending = {
  resolve: (result: Extract<Reply, { ok: true }>['result']) => void;
  reject: (error: Error) => void;
};

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The server's side of the image worker (`image-worker.mjs`, which says why images are processed
 * in a process of their own, at a lower priority). One worker per server process, started on the
 * first photo and again after it stopped: after a minute without a job, or a crash (which fails
 * the jobs it held, not the server). `jobs` is how many the image queue sends at once: the worker's thread pool gets one
 * thread per job and one to spare. Bytes travel over the IPC channel with V8's serialisation (a
 * 5 MB upload in, about 20 MB of variants back for a 36 MP photo: tens of milliseconds beside
 * seconds of processing).
 */
export function createImageProcess(options: { jobs: number; idleMs?: number }): ImageProcess {
  /** The running worker (or the one starting) and the jobs it holds. */
  type Worker = { child: ChildProcess; ready: Promise<void>; pending: Map<number, Pending> };
  let current: Worker | undefined;
  let nextId = 0;
  let idle: NodeJS.Timeout | undefined;

  /** No job for a while: the worker goes, and its memory (a few hundred MB after large photos) with it. */
  const stopWhenIdle = (worker: Worker) => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (worker.pending.size > 0) return;
      if (current === worker) current = undefined;
      worker.child.kill();
    }, options.idleMs ?? IDLE_MS);
    idle.unref();
  };

  const start = (): Worker => {
    const child = fork(WORKER, [], {
      // Not the server's flags (a test runner's loaders, the server's young generation).
      execArgv: [],
      serialization: 'advanced',
      env: {
        ...process.env,
        UV_THREADPOOL_SIZE: String(options.jobs + 1),
        // glibc's per-thread arenas kept growing with each 36 MP photo (6 in a row: 668 MB peak);
        // two arenas hold it near one photo's need (505 MB), for images only.
        MALLOC_ARENA_MAX: '2',
      },
    });
    const pending = new Map<number, Pending>();
    // A send on a closing channel: the exit that follows fails the jobs held.
    child.on('error', () => undefined);
    const stopped = new Promise<never>((_, reject) => {
      child.once('exit', (code, signal) => {
        if (current?.child === child) current = undefined;
        const error = new Error(`the image worker stopped (${signal ?? `exit ${code}`})`);
        for (const job of pending.values()) job.reject(error);
        pending.clear();
        reject(error);
      });
    });
    stopped.catch(() => undefined);
    const ready = Promise.race([
      new Promise<void>((resolve, reject) => {
        child.once('message', () => resolve());
        child.once('error', reject);
      }),
      stopped,
    ]);
    const worker: Worker = { child, ready, pending };
    child.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      const job = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) {
        child.channel?.unref();
        stopWhenIdle(worker);
      }
      if (!job) return;
      if (reply.ok) {
        job.resolve(reply.result);
      } else if (reply.unreadable) {
        job.reject(new UnreadableImageError(reply.message));
      } else {
        job.reject(new Error(`image worker: ${reply.message}`));
      }
    });
    // The worker never keeps the server's process alive; a job in progress does (see `variants`).
    child.unref();
    child.channel?.unref();
    return worker;
  };

  /** One job sent to the worker (started if need be); its raw result. */
  const send = async (job: Record<string, unknown>) => {
    clearTimeout(idle);
    current ??= start();
    const worker = current;
    await worker.ready;
    const id = nextId++;
    return new Promise<Extract<Reply, { ok: true }>['result']>((resolve, reject) => {
      // Stopped between its start and this job: the next job starts another.
      if (!worker.child.connected) return reject(new Error('the image worker stopped'));
      worker.pending.set(id, { resolve, reject });
      worker.child.channel?.ref();
      worker.child.send({ ...job, id, maxPixels: PHOTO_MAX_PIXELS });
    });
  };

  return {
    async variants(input, sizes) {
      const result = (await send({ kind: 'variants', input, sizes: [...sizes] })) as VariantsResult;
      return {
        width: result.width,
        height: result.height,
        variants: result.variants.map((variant) => ({ ...variant, data: asBuffer(variant.data) })),
      };
    },
    async resize(input, options) {
      const result = (await send({ kind: 'resize', input, box: options.box, format: options.format })) as {
        data: Uint8Array;
      };
      return asBuffer(result.data);
    },
    async workerPid() {
      await current?.ready.catch(() => undefined);
      return current?.child.pid;
    },
    async close() {
      clearTimeout(idle);
      const worker = current;
      current = undefined;
      if (!worker || worker.child.exitCode !== null || worker.child.signalCode !== null) return;
      const exited = new Promise((resolve) => worker.child.once('exit', resolve));
      worker.child.kill();
      await exited;
    },
  };
}
