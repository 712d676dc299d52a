import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { IMAGE_SIZE_BOX, type ImageSize } from '@shortlist/domain/festivals/image-sizes';
import { type DemoImage, demoImageSvg, parseDemoFilmPhoto, parseDemoImage } from './demo-art.ts';

/**
 * The demo catalogue's images are drawn when first asked for, not while seeding: the seed runs
 * for every test database, and most of them never show a picture. A drawing depends only on its
 * file name and this version, so one cache directory serves every database, test run and server
 * on the machine; bump the version when the drawings change.
 */
export const DEMO_IMAGES_VERSION = 1;

/** Where drawn demo images are kept unless the caller says otherwise: the system's temp folder. */
export function defaultDemoImageCache(): string {
  return join(tmpdir(), 'shortlist-demo-images', `v${DEMO_IMAGES_VERSION}`);
}

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** A demo image in one size: at its stored dimensions for `origin`, else fitted in the size's box. */
export async function renderDemoImage(image: DemoImage, size: ImageSize): Promise<Buffer> {
  // Loaded on first use: a production server (no demo catalogue) never needs it here.
  const { default: sharp } = await import('sharp');
  let pipeline = sharp(Buffer.from(demoImageSvg(image)));
  if (size !== 'origin') {
    const box = IMAGE_SIZE_BOX[size];
    pipeline = pipeline.resize({ ...box, fit: 'inside', withoutEnlargement: true });
  }
  if (image.format === 'png') return pipeline.png({ compressionLevel: 9, palette: true }).toBuffer();
  if (image.format === 'webp') return pipeline.webp({ quality: 80 }).toBuffer();
  return pipeline.jpeg({ quality: 82, progressive: true }).toBuffer();
}

const drawing = new Map<string, Promise<string>>();

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

/**
 * The cached file of a demo image in a size, drawn on first use, or undefined when `file` is not
 * a name the demo catalogue uses. Concurrent requests for one image draw it once; the file is
 * written under a temporary name and renamed, so another process never reads half of it.
 */
export async function demoImageFile(options: {
  file: string;
  size: ImageSize;
  cacheDir?: string;
  /** `webp`: the drawing as WebP, whatever format its name says (the server's `<file>.webp`). */
  format?: 'webp';
}): Promise<{ path: string; type: string } | undefined> {
  const parsed = parseDemoImage(options.file);
  if (!parsed) return undefined;
  const image = options.format ? { ...parsed, format: options.format } : parsed;
  const name = options.format ? `${options.file}.${options.format}` : options.file;
  return drawnFile({ image, size: options.size, cacheDir: options.cacheDir, name });
}

/**
 * The cached file of a demo film photo (`stem` as `parseDemoFilmPhoto` reads it) in a size and
 * format, drawn on first use, or undefined when `stem` is not a demo film photo's.
 */
export async function demoFilmPhotoFile(options: {
  stem: string;
  format: 'jpg' | 'webp';
  size: ImageSize;
  cacheDir?: string;
}): Promise<{ path: string; type: string } | undefined> {
  const image = parseDemoFilmPhoto(options.stem, options.format === 'jpg' ? 'jpeg' : 'webp');
  if (!image) return undefined;
  const name = `films/${options.stem}.${options.format}`;
  return drawnFile({ image, size: options.size, cacheDir: options.cacheDir, name });
}

async function drawnFile(options: {
  image: DemoImage;
  size: ImageSize;
  cacheDir: string | undefined;
  name: string;
}): Promise<{ path: string; type: string }> {
  const { image } = options;
  const path = join(options.cacheDir ?? defaultDemoImageCache(), options.size, options.name);
  const type = MIME[image.format];
  if (await exists(path)) return { path, type };
  let pending = drawing.get(path);
  if (!pending) {
    pending = (async () => {
      const data = await renderDemoImage(image, options.size);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, path);
      return path;
    })().finally(() => drawing.delete(path));
    drawing.set(path, pending);
  }
  return { path: await pending, type };
}
