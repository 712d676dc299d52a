import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Db } from '@shortlist/db/client';
import { festival } from '@shortlist/db/schema/festivals';
import { eq } from 'drizzle-orm';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

export type FestivalImage =
  | { kind: 'file'; path: string; size: number; type: string }
  | { kind: 'placeholder'; svg: string };

/**
 * A stored festival image (`mediaDir/festivals/<file>`) or, when there is none (the demo rows
 * name files nobody uploaded), a small SVG placeholder: the festival's initials on a colour
 * derived from its name. `file` is the value of Logo, Couverture, Banniere, Fichier or Img.
 */
export async function findFestivalImage(
  db: Db,
  options: { mediaDir: string; file: string; names: Map<number, string> },
): Promise<FestivalImage> {
  const base = resolve(options.mediaDir, 'festivals');
  const path = resolve(base, options.file);
  if (path.startsWith(base + sep)) {
    const info = await stat(path).catch(() => undefined);
    const type = TYPES[extname(path).toLowerCase()];
    if (info?.isFile() && type) return { kind: 'file', path, size: info.size, type };
  }
  return {
    kind: 'placeholder',
    svg: placeholderSvg(await placeholderName(db, { file: options.file, names: options.names })),
  };
}

export function openImage(path: string) {
  return createReadStream(path);
}

/** The festival's name when the file name carries its id (`festival-12-logo.png`), else the file's words. */
async function placeholderName(
  db: Db,
  options: { file: string; names: Map<number, string> },
): Promise<string> {
  const { file, names } = options;
  const match = /festival-(\d+)-/.exec(file);
  const id = match ? Number(match[1]) : undefined;
  if (id !== undefined && Number.isSafeInteger(id)) {
    let name = names.get(id);
    if (name === undefined) {
      const [row] = await db.select({ Nom: festival.Nom }).from(festival).where(eq(festival.Id, id));
      name = row?.Nom ?? '';
      if (names.size > 10_000) names.clear();
      names.set(id, name);
    }
    if (name) return name;
  }
  const stem =
    file
      .split('/')
      .pop()
      ?.replace(/\.[a-z0-9]+$/i, '') ?? '';
  return stem.replace(/[-_]+/g, ' ');
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
