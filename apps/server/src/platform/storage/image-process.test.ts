import { existsSync, readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageProcess } from './image-process.ts';
import { PHOTO_SIZES, UnreadableImageError } from './photo-variants.ts';

const images = createImageProcess({ jobs: 2 });
afterAll(() => images.close());

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#204080' } })
    .jpeg()
    .toBuffer();

/** Each thread's nice value (field 19 of /proc/<pid>/task/<tid>/stat). */
function niceValues(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('the image worker (issue 29)', () => {
  it('makes the photos in a process of its own, every thread of it at a lower priority', async () => {
    const made = await Promise.all([
      images.variants(await photo(), PHOTO_SIZES),
      images.variants(await photo(), ['thumbnail']),
    ]);
    expect(made[0]?.variants).toHaveLength(8);
    expect(made[1]?.variants.map((variant) => variant.size)).toEqual(['thumbnail', 'thumbnail']);
    const pid = await images.workerPid();
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    if (process.platform === 'linux') {
      // libvips' workers, made during the jobs, took the priority of the thread that made them.
      const values = niceValues(pid as number);
      expect(values.length).toBeGreaterThan(4);
      expect(new Set(values)).toEqual(new Set([Math.min(19, (niceValues(process.pid)[0] as number) + 10)]));
    }
  });

  it('answers UnreadableImageError for bytes that do not decode, and keeps working', async () => {
    await expect(images.variants(Buffer.from('not a picture'), PHOTO_SIZES)).rejects.toThrow(
      UnreadableImageError,
    );
    expect((await images.variants(await photo(), ['thumbnail'])).width).toBe(1200);
  });

  it('resizes a stored image in its own format or as WebP, keeping a PNG transparent', async () => {
    const png = await sharp({
      create: { width: 1000, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const small = await sharp(
      await images.resize(png, { box: { width: 400, height: 400 }, format: 'same' }),
    ).metadata();
    expect(small).toMatchObject({ format: 'png', width: 400, height: 200, hasAlpha: true });
    const webp = await sharp(await images.resize(png, { box: null, format: 'webp' })).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 1000 });
    await expect(images.resize(Buffer.from('not a picture'), { box: null, format: 'same' })).rejects.toThrow(
      UnreadableImageError,
    );
  });

  it('fails the jobs of a worker that stops, and starts another for the next', async () => {
    const pid = await images.workerPid();
    const held = images.variants(await photo(), PHOTO_SIZES);
    process.kill(pid as number, 'SIGKILL');
    await expect(held).rejects.toThrow(/image worker stopped/);
    const next = await images.variants(await photo(), ['thumbnail']);
    expect(next.variants).toHaveLength(2);
    expect(await images.workerPid()).not.toBe(pid);
  });

  it('stops the worker after a while without a job, and starts it again for the next', async () => {
    const quick = createImageProcess({ jobs: 1, idleMs: 100 });
    try {
      await quick.variants(await photo(), ['thumbnail']);
      const pid = (await quick.workerPid()) as number;
      const gone = Date.now() + 5000;
      while (existsSync(`/proc/${pid}`) && Date.now() < gone) await new Promise((r) => setTimeout(r, 50));
      expect(await quick.workerPid()).toBeUndefined();
      expect((await quick.variants(await photo(), ['thumbnail'])).variants).toHaveLength(2);
      expect(await quick.workerPid()).not.toBe(pid);
    } finally {
      await quick.close();
    }
  });
});
