// The image worker: a child process of the server that turns uploaded photos into their sizes
// (`image-process.ts` starts it and talks to it). Plain JavaScript, so plain Node runs this very
// file from tests, `npm run dev` and the compiled server alike (the checkout ships `src`).
//
// Why a process of its own (issue 29, "images cannot stall the server"): a sign-in's argon2 runs
// on libuv's thread pool and on a core. Here images get a thread pool of their own (never the
// server's) and a lower CPU priority (nice 10: when both want a core, the kernel gives the
// server's threads about nine tenths of it), and their memory (a 40 MP photo's pixels, 120 MB)
// is freed and fragmented in this process, not the server's. Measured on 2 busy cores: argon2
// p95 while a 36 MP photo is processed 383-453 ms beside a child at nice 0, 140-193 ms at nice 10
// (idle 86-227 ms).
import { existsSync, readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import sharp from 'sharp';

/** How much lower than the server this process runs (0 normal, 19 lowest). */
const NICENESS = 10;

/**
 * Every thread of this process at NICENESS. On Linux a priority is per thread and new threads
 * take their creator's: libuv's pool is already running (the module loader uses it), so each
 * thread is set from /proc, and libvips' workers, created later, follow. Elsewhere the
 * process's priority is set. Best effort: a system that refuses leaves images at the normal one.
 */
function lowerPriority() {
  const threads = existsSync('/proc/self/task') ? readdirSync('/proc/self/task').map(Number) : [0];
  for (const thread of threads) {
    try {
      setPriority(thread, NICENESS);
    } catch {
      // Not allowed here: images run at the server's priority.
    }
  }
}

lowerPriority();
// libvips works on each image with one thread (its default on glibc, not on musl): an image job is
// one core, and how many run at once is the server's image queue's to say.
sharp.concurrency(1);

/**
 * The box each size fits inside (never enlarged); origin keeps the uploaded pixels. From the
 * largest down: each is resized from the one before (the boxes share full HD's 16:9, so fitting
 * HD ready's box from full HD's pixels gives the size fitting it from the original's).
 */
const BOXES = [
  ['fullhd', { width: 1920, height: 1080 }],
  ['hdready', { width: 1280, height: 720 }],
  ['thumbnail', { width: 480, height: 480 }],
];
const ORDER = ['origin', 'fullhd', 'hdready', 'thumbnail'];

/** @typedef {{ data: Buffer, width: number, height: number, channels: 1 | 2 | 3 | 4 }} Pixels */

/** @param {Pixels} source */
const from = (source) =>
  sharp(source.data, { raw: { width: source.width, height: source.height, channels: source.channels } });

/**
 * Every size in `sizes`, in JPEG and WebP. The file is decoded once: turned upright from its EXIF
 * orientation, flattened on white and stripped of its metadata (a phone photo carries the GPS
 * position of where it was taken), so not even `origin` keeps the uploaded bytes. Each step runs
 * after the other: a job is one thread.
 *
 * Before issue 29 each of the 8 outputs decoded the file again (a 7000 x 7000 PNG: 5.2 s of CPU)
 * and origin was encoded with mozjpeg and WebP's default effort: a 36 MP photo cost 9-11 s of
 * CPU, now about 3.5 s. At full size libjpeg-turbo without mozjpeg's trellis search (4.3 s ->
 * 0.5 s for 2.5 % more bytes) and WebP at effort 2 (4.5 s -> 2.1 s, 5 % more); the sizes shown on
 * pages keep mozjpeg and WebP's default effort.
 *
 * @param {Buffer} input
 * @param {{ sizes: string[], maxPixels: number }} options
 */
async function variants(input, options) {
  const wanted = new Set(options.sizes);
  /** @type {Pixels} */
  let pixels;
  try {
    // Decoding the whole image up front also finds truncated files before any variant is made.
    const { data, info } = await sharp(input, { limitInputPixels: options.maxPixels, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    pixels = { data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    throw Object.assign(new Error(error instanceof Error ? error.message : String(error)), {
      unreadable: true,
    });
  }
  const { width, height } = pixels;
  /** @type {{ size: string, format: 'jpg' | 'webp', data: Buffer }[]} */
  const made = [];
  /** @param {string} size @param {Pixels} source */
  const encode = async (size, source) => {
    if (!wanted.has(size)) return;
    const origin = size === 'origin';
    const jpg = origin
      ? from(source).jpeg({ quality: 90, progressive: true })
      : from(source).jpeg({ quality: 82, mozjpeg: true });
    made.push({ size, format: 'jpg', data: await jpg.toBuffer() });
    const webp = origin ? from(source).webp({ quality: 88, effort: 2 }) : from(source).webp({ quality: 80 });
    made.push({ size, format: 'webp', data: await webp.toBuffer() });
  };

  await encode('origin', pixels);
  const last = Math.max(...[...wanted].map((size) => ORDER.indexOf(size)));
  let source = pixels;
  for (const [size, box] of BOXES) {
    if (ORDER.indexOf(size) > last) break;
    const { data, info } = await from(source)
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    source = { data, width: info.width, height: info.height, channels: info.channels };
    await encode(size, source);
  }
  return { width, height, variants: made };
}

/**
 * One stored festival image in one size (`festivals/festival-image.ts`, served on first request):
 * upright, fitting `box` when given (never enlarged), in `format` (`same` keeps the file's own:
 * a PNG logo keeps its transparency). Unlike `variants`, nothing is flattened: this is a file the
 * platform already holds, not an upload.
 *
 * @param {Buffer} input
 * @param {{ box: { width: number, height: number } | null, format: 'same' | 'webp', maxPixels: number }} options
 */
async function resize(input, options) {
  let image;
  try {
    image = sharp(input, { limitInputPixels: options.maxPixels, failOn: 'error' }).rotate();
    if (options.box) image = image.resize({ ...options.box, fit: 'inside', withoutEnlargement: true });
    // The same quality as the photos' WebP above.
    if (options.format === 'webp') image = image.webp({ quality: 80 });
    return { data: await image.toBuffer() };
  } catch (error) {
    throw Object.assign(new Error(error instanceof Error ? error.message : String(error)), {
      unreadable: true,
    });
  }
}

/** A Buffer over what the channel delivered (a Uint8Array or a Buffer, depending on Node). */
const asBuffer = (/** @type {Uint8Array} */ bytes) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

process.on(
  'message',
  (
    /** @type {{ id: number, input: Uint8Array, maxPixels: number } & ({ kind?: 'variants', sizes: string[] } | { kind: 'resize', box: { width: number, height: number } | null, format: 'same' | 'webp' })} */ job,
  ) => {
    const work =
      job.kind === 'resize' ? resize(asBuffer(job.input), job) : variants(asBuffer(job.input), job);
    work.then(
      (result) => process.send?.({ id: job.id, ok: true, result }),
      (error) =>
        process.send?.({
          id: job.id,
          ok: false,
          unreadable: Boolean(error?.unreadable),
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  },
);
// The server went away: so does this process.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
