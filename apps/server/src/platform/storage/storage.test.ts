import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageProcess } from './image-process.ts';
import { createLocalStorage } from './local-storage.ts';
import { isStorageKey, type MediaStorage } from './media-storage.ts';
import {
  PHOTO_FORMATS,
  PHOTO_SIZES,
  type PhotoSize,
  readPhotoHeader,
  UnreadableImageError,
} from './photo-variants.ts';

let root: string;
let storage: MediaStorage;
// The image worker, a child process as in the server.
const images = createImageProcess({ jobs: 1 });
const photoVariants = (input: Buffer, sizes: readonly PhotoSize[] = PHOTO_SIZES) =>
  images.variants(input, sizes);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shortlist-storage-'));
  storage = createLocalStorage(root);
});
afterAll(async () => {
  await images.close();
  await rm(root, { recursive: true, force: true });
});

describe('storage keys', () => {
  it('takes relative paths of safe segments only', () => {
    expect(isStorageKey('films/12/upload-by/3/size/origin/ab12.jpg')).toBe(true);
    for (const bad of [
      '',
      '/etc/passwd',
      '../x',
      'a/../b',
      'a/./b',
      'a//b',
      'a/b/',
      'a\\b',
      'a/.hidden',
      'é',
    ]) {
      expect(isStorageKey(bad), bad).toBe(false);
    }
  });
});

describe('local storage', () => {
  // What every store promises is in storage-contract.test.ts; this is the local disk's own.
  it('leaves no temporary file beside a written one', async () => {
    await storage.put('films/1/doc/a.txt', Buffer.from('first'));
    await storage.put('films/1/doc/a.txt', Buffer.from('second'));
    expect(await readdir(join(root, 'films/1/doc'))).toEqual(['a.txt']);
  });
});

/** A real photo: 3000x2000, stored sideways with EXIF orientation 6 (as phones do) and a GPS-like comment. */
async function sidewaysPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#884422' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: 'GPS 48.85N 2.35E' } } })
    .toBuffer();
}

/** A tiny PNG whose header claims `width` x `height` pixels (CRC fixed, so decoders believe it). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const patched = Buffer.from(png);
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows its 13 bytes.
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

describe('photo variants', () => {
  it('makes every size in JPEG and WebP, upright, within its box and without metadata', async () => {
    const processed = await photoVariants(await sidewaysPhoto());
    // Orientation 6 is turned upright: the 3000x2000 sensor image is a 2000x3000 portrait.
    expect({ width: processed.width, height: processed.height }).toEqual({ width: 2000, height: 3000 });
    expect(processed.variants).toHaveLength(PHOTO_SIZES.length * PHOTO_FORMATS.length);
    const sizes: Record<string, { width: number; height: number }> = {};
    for (const variant of processed.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe(variant.format === 'jpg' ? 'jpeg' : 'webp');
      expect(meta.exif, `${variant.size}.${variant.format}`).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      sizes[variant.size] = { width: meta.width ?? 0, height: meta.height ?? 0 };
    }
    expect(sizes).toEqual({
      origin: { width: 2000, height: 3000 },
      fullhd: { width: 720, height: 1080 },
      hdready: { width: 480, height: 720 },
      thumbnail: { width: 320, height: 480 },
    });
  });

  it('never enlarges a small photo', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    const processed = await photoVariants(small);
    for (const variant of processed.variants) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.width, meta.height]).toEqual([300, 200]);
    }
  });

  it('makes only the sizes asked for, with the same pixels as when all are made', async () => {
    const photo = await sidewaysPhoto();
    const some = await photoVariants(photo, ['hdready', 'thumbnail']);
    expect(some.variants.map((variant) => `${variant.size}.${variant.format}`)).toEqual([
      'hdready.jpg',
      'hdready.webp',
      'thumbnail.jpg',
      'thumbnail.webp',
    ]);
    const all = await photoVariants(photo);
    for (const variant of some.variants) {
      const same = all.variants.find((v) => v.size === variant.size && v.format === variant.format);
      expect(same?.data.equals(variant.data), `${variant.size}.${variant.format}`).toBe(true);
    }
  });

  it("reads a photo's dimensions from its header alone, whatever pixels it would decode to", async () => {
    const started = performance.now();
    expect(await readPhotoHeader(await pngClaiming(60_000, 60_000))).toEqual({
      width: 60_000,
      height: 60_000,
    });
    expect(await readPhotoHeader(await pngClaiming(7000, 7000))).toEqual({ width: 7000, height: 7000 });
    expect(performance.now() - started).toBeLessThan(500);
    await expect(readPhotoHeader(Buffer.from('not a picture at all'))).rejects.toThrow(UnreadableImageError);
  });

  it('refuses bytes that are not a decodable image, and a decompression bomb', async () => {
    await expect(photoVariants(Buffer.from('not a picture at all'))).rejects.toThrow(UnreadableImageError);
    const truncated = (await sidewaysPhoto()).subarray(0, 2000);
    await expect(photoVariants(truncated)).rejects.toThrow(UnreadableImageError);
    await expect(photoVariants(await pngClaiming(60_000, 60_000))).rejects.toThrow(UnreadableImageError);
  });
});
