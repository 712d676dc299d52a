import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { isStorageKey, type MediaStorage } from './media-storage.ts';
import { PHOTO_FORMATS, PHOTO_SIZES, photoVariants, UnreadableImageError } from './photo-variants.ts';

let root: string;
let storage: MediaStorage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shortlist-storage-'));
  storage = createLocalStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

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
  it('writes, reads, replaces and removes a file', async () => {
    await storage.put('films/1/doc/a.txt', Buffer.from('first'));
    await storage.put('films/1/doc/a.txt', Buffer.from('second'));
    const stored = await storage.get('films/1/doc/a.txt');
    expect(stored?.size).toBe(6);
    expect(stored && (await text(stored.open()))).toBe('second');
    // No temporary file is left beside it.
    expect(await readdir(join(root, 'films/1/doc'))).toEqual(['a.txt']);
    await storage.remove('films/1/doc/a.txt');
    await storage.remove('films/1/doc/a.txt');
    expect(await storage.get('films/1/doc/a.txt')).toBeUndefined();
  });

  it('moves a finished file in and reads part of it', async () => {
    const source = join(root, 'incoming.bin');
    await writeFile(source, '0123456789');
    await storage.putFile('films/4/video/v.mp4', source);
    const stored = await storage.get('films/4/video/v.mp4');
    expect(stored?.size).toBe(10);
    expect(stored && (await text(stored.open({ start: 2, end: 5 })))).toBe('2345');
    // The source is gone: the file moved, it was not copied.
    await expect(readFile(source)).rejects.toThrow();
  });

  it('removes a whole folder', async () => {
    await storage.put('films/2/a/b.txt', Buffer.from('x'));
    await storage.put('films/2/c.txt', Buffer.from('y'));
    await storage.put('films/3/c.txt', Buffer.from('z'));
    await storage.removeFolder('films/2/');
    expect(await storage.get('films/2/a/b.txt')).toBeUndefined();
    expect(await storage.get('films/2/c.txt')).toBeUndefined();
    expect(await storage.get('films/3/c.txt')).toBeDefined();
  });

  it('refuses a key that could leave its root', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get('a/../../etc/passwd')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.removeFolder('..')).rejects.toThrow(/unsafe storage key/);
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

  it('refuses bytes that are not a decodable image, and a decompression bomb', async () => {
    await expect(photoVariants(Buffer.from('not a picture at all'))).rejects.toThrow(UnreadableImageError);
    const truncated = (await sidewaysPhoto()).subarray(0, 2000);
    await expect(photoVariants(truncated)).rejects.toThrow(UnreadableImageError);
    await expect(photoVariants(await pngClaiming(60_000, 60_000))).rejects.toThrow(UnreadableImageError);
  });
});
