import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import type { Db } from '@shortlist/db/client';
import { festival } from '@shortlist/db/schema/festivals';
import { demoImageFile } from '@shortlist/db/seed/demo/demo-images';
import { IMAGE_SIZE_BOX, type ImageSize, WEBP_SUFFIX } from '@shortlist/domain/festivals/image-sizes';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { MediaStorage, StoredFile } from '../../platform/storage/media-storage.ts';
import { UnreadableImageError } from '../../platform/storage/photo-variants.ts';
import type { PhotoIntake } from '../../platform/storage/uploaded-photo.ts';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/** Types sharp resizes into the smaller sizes; a GIF or an SVG is served as stored in every size. */
const RESIZABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Stored sizes are kept beside the originals, under a folder no upload name can take. */
export const SIZES_FOLDER = '.sizes';

/**
 * The name of an image a manager uploaded (`festival-image-files.ts`), `<festival>-<use>-<16
 * hex>.jpg`, stored with its WebP sibling `<name>.webp` under `festivals/` in the media store.
 * A name is new at each upload, so the year-long cache of the public path never shows an old
 * image: the page points at the new name as soon as it is saved.
 */
export const UPLOADED_IMAGE = /^\d+-(logo|couverture|banniere|photo)-[a-f0-9]{16}\.jpg$/;

export type FestivalImage =
  /** `passing`: the original served while the image queue is full, for a short while only. */
  | { kind: 'file'; path: string; size: number; type: string; passing?: true }
  /** An uploaded original read from the media store (S3), not from this instance's disk. */
  | { kind: 'stored'; file: StoredFile; type: string; passing?: true }
  | { kind: 'placeholder'; svg: string };

type Options = {
  mediaDir: string;
  file: string;
  size: ImageSize;
  /** Festival names by logo file, so a missing logo's placeholder costs one query per file. */
  names: Map<string, string | null>;
  /** Where drawn demo images are kept (default: the system's temp folder, see demo-images.ts). */
  demoImageDir?: string;
  /** The instance's image queue and worker: sizes are made there, never in the server's process. */
  intake: Pick<PhotoIntake, 'queue' | 'images'>;
  /**
   * The media store uploads go to: with MEDIA_STORAGE=s3 an uploaded image is in the bucket, not
   * under `mediaDir`; its smaller sizes are still made once and kept on this instance's disk.
   */
  storage?: Pick<MediaStorage, 'get'>;
};

async function fileInfo(path: string) {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? info : undefined;
}

/**
 * A stored image in a smaller size, or as WebP (`file` then ends in `.webp`), made on first
 * request and kept beside it. It is made by the image worker through the instance's image queue
 * (issue 29: a burst of first requests for large images must not take the server's threads),
 * like an uploaded photo. While the queue is full the original is served, marked `passing`, and
 * the size is made by a later request; an original that does not decode is NOT_FOUND.
 */
async function storedSize(options: {
  base: string;
  /** The original's bytes. */
  read: () => Promise<Buffer>;
  /** The original as served while the image queue is full. */
  passing: () => Promise<FestivalImage>;
  type: string;
  file: string;
  size: ImageSize;
  webp: boolean;
  intake: Options['intake'];
}): Promise<FestivalImage> {
  const target = resolve(options.base, SIZES_FOLDER, options.size, options.file);
  const existing = await fileInfo(target);
  const type = options.webp ? 'image/webp' : options.type;
  if (existing) return { kind: 'file', type, path: target, size: existing.size };
  const { queue, images } = options.intake;
  const box = options.size === 'origin' ? null : IMAGE_SIZE_BOX[options.size];
  let data: Buffer;
  try {
    queue.checkRoom();
    const input = await options.read();
    data = await queue.run(() => images.resize(input, { box, format: options.webp ? 'webp' : 'same' }));
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new AppError('NOT_FOUND');
    if (error instanceof AppError && error.code === 'IMAGE_QUEUE_FULL') return options.passing();
    throw error;
  }
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { kind: 'file', type, path: target, size: data.length };
}

/** A local original for `storedSize`. */
const localOriginal = (path: string, type: string) => ({
  read: () => readFile(path),
  passing: async (): Promise<FestivalImage> => ({
    kind: 'file',
    path,
    size: (await fileInfo(path))?.size ?? 0,
    type,
    passing: true,
  }),
});

/** A stored file's bytes (a festival image: at most a few megabytes). */
async function bytesOf(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.open()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * An image a manager uploaded, from the media store (with MEDIA_STORAGE=s3 it is in the bucket,
 * not on this instance's disk): the JPEG or its WebP as stored, or a smaller size made from it
 * and kept on this disk as the local ones are. Undefined for any other name or a missing file.
 */
async function uploadedImage(options: Options, base: string): Promise<FestivalImage | undefined> {
  const { storage, file, size } = options;
  const webp = file.endsWith(WEBP_SUFFIX);
  if (!storage || !UPLOADED_IMAGE.test(webp ? file.slice(0, -WEBP_SUFFIX.length) : file)) return undefined;
  const stored = await storage.get(`festivals/${file}`);
  if (!stored) return undefined;
  const type = webp ? 'image/webp' : 'image/jpeg';
  if (size === 'origin') return { kind: 'stored', file: stored, type };
  return storedSize({
    base,
    read: () => bytesOf(stored),
    passing: async () => ({ kind: 'stored', file: stored, type, passing: true }),
    type,
    file,
    size,
    // Made from the stored WebP itself, in its own format.
    webp: false,
    intake: options.intake,
  });
}

/** A stored file under `base` (never in the sizes folder) of a known type, or undefined. */
async function storedFile(base: string, file: string) {
  const path = resolve(base, file);
  const type = TYPES[extname(path).toLowerCase()];
  const inside =
    path.startsWith(base + sep) && !path.slice(base.length + 1).startsWith(`${SIZES_FOLDER}${sep}`);
  const info = inside && type ? await fileInfo(path) : undefined;
  return info && type ? { path, type, size: info.size, file: path.slice(base.length + 1) } : undefined;
}

/**
 * A festival image in one size (`file` is the value of Logo, Couverture, Banniere, Fichier or
 * Img): the stored file (`mediaDir/festivals/<file>`) or its smaller size; else, for a name of
 * the demo catalogue, its drawing (demo-images.ts); else, for a festival's logo, a tile with the
 * festival's initials, so a card never shows a broken logo. Anything else is NOT_FOUND.
 * `<file>.webp` is the WebP made from a PNG, JPEG or WebP `<file>` (a phone's banner in half
 * the bytes), unless a file of that very name is stored.
 */
export async function findFestivalImage(db: Db, options: Options): Promise<FestivalImage> {
  const { file, size } = options;
  const base = resolve(options.mediaDir, 'festivals');
  const stored = await storedFile(base, file);
  if (stored) {
    const { path, type } = stored;
    if (size === 'origin' || !RESIZABLE.has(type)) return { kind: 'file', path, size: stored.size, type };
    return storedSize({
      base,
      ...localOriginal(path, type),
      type,
      file: stored.file,
      size,
      webp: false,
      intake: options.intake,
    });
  }
  const uploaded = await uploadedImage(options, base);
  if (uploaded) return uploaded;
  const webpOf = file.endsWith(WEBP_SUFFIX) ? file.slice(0, -WEBP_SUFFIX.length) : undefined;
  const original = webpOf ? await storedFile(base, webpOf) : undefined;
  if (original && RESIZABLE.has(original.type)) {
    return storedSize({
      base,
      ...localOriginal(original.path, original.type),
      type: original.type,
      file: `${original.file}${WEBP_SUFFIX}`,
      size,
      webp: true,
      intake: options.intake,
    });
  }
  const demo = webpOf
    ? await demoImageFile({ file: webpOf, size, cacheDir: options.demoImageDir, format: 'webp' })
    : await demoImageFile({ file, size, cacheDir: options.demoImageDir });
  if (demo) {
    const info = await fileInfo(demo.path);
    if (info) return { kind: 'file', path: demo.path, size: info.size, type: demo.type };
  }
  const name = await logoOwner(db, { file, names: options.names });
  if (name !== null) return { kind: 'placeholder', svg: placeholderSvg(name) };
  throw new AppError('NOT_FOUND');
}

export function openImage(path: string) {
  return createReadStream(path);
}

/** The name of the festival whose logo is `file`, or null when no festival's logo is. */
async function logoOwner(db: Db, options: { file: string; names: Map<string, string | null> }) {
  const { file, names } = options;
  const known = names.get(file);
  if (known !== undefined) return known;
  const [row] = await db.select({ Nom: festival.Nom }).from(festival).where(eq(festival.Logo, file)).limit(1);
  const name = row?.Nom ?? null;
  if (names.size > 10_000) names.clear();
  names.set(file, name);
  return name;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two initials of the significant words of a name ("Festival du Court de Lyon" -> "FC"). */
export function initials(name: string): string {
  const words = name
    .split(/[\s\-–—_/]+/)
    .filter((w) => /^\p{L}/u.test(w) && (w.length > 3 || /^\p{Lu}/u.test(w)));
  const letters = words.map((w) => w[0]?.toLocaleUpperCase() ?? '').join('');
  return letters.slice(0, 2) || '?';
}

export function placeholderSvg(name: string): string {
  let hash = 0;
  for (const c of name) hash = (hash * 31 + (c.codePointAt(0) ?? 0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeXml(name)}"><rect width="200" height="200" fill="hsl(${hue} 45% 42%)"/><text x="100" y="100" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="72" font-weight="600" fill="#fff">${escapeXml(initials(name))}</text></svg>`;
}
