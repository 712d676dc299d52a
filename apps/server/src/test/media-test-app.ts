import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { film } from '@shortlist/db/schema/films';
import { insertAccount, type Signed, signInAs } from './test-accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * An app whose uploads land in a folder of its own (each test file gets a fresh database whose
 * ids start at 1, so a shared media folder would mix their files), with two signed-in accounts:
 * `ada` owns what is tested, `bob` is the other account that must see none of it.
 */
export type MediaTestApp = {
  t: TestApp;
  mediaDir: string;
  ada: { Id: number; signed: Signed };
  bob: { Id: number; signed: Signed };
  /** Every file under the media folder, relative to it, sorted. */
  files(): Promise<string[]>;
  close(): Promise<void>;
};

export async function createMediaTestApp(
  options: { env?: Record<string, string>; now?: () => Date } = {},
): Promise<MediaTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-media-'));
  const t = await createTestApp({
    // A test file uploads more photos a minute than an account may (`photo-intake.test.ts` tests that rate).
    env: { DATA_DIR: dataDir, PHOTO_UPLOADS_PER_MINUTE: '1000', ...options.env },
    ...(options.now ? { now: options.now } : {}),
  });
  const adaId = await insertAccount(t, 'ada@example.com');
  const bobId = await insertAccount(t, 'bob@example.com');
  const mediaDir = t.config.mediaDir;
  return {
    t,
    mediaDir,
    ada: { Id: adaId, signed: await signInAs(t.app, 'ada@example.com') },
    bob: { Id: bobId, signed: await signInAs(t.app, 'bob@example.com') },
    async files() {
      const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(mediaDir, join(entry.parentPath, entry.name)))
        .sort();
    },
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A film row of `IdCompte`, written directly (the films area's own calls are tested there). */
export async function insertFilm(
  t: TestApp,
  IdCompte: number,
  values: Partial<typeof film.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(film)
    .values({
      IdCompte,
      TitreOriginal: 'La Jetée',
      TitreRecherche: 'la jetee',
      DateDeclarationDroits: new Date(),
      ...values,
    })
    .returning({ Id: film.Id });
  if (!row) throw new Error('no film');
  return row.Id;
}

/** A real image of the given format and size. */
export async function testImage(
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
  size: { width: number; height: number } = { width: 64, height: 48 },
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { ...size, channels: 3, background: '#c04020' } })
    .toFormat(format)
    .toBuffer();
}

export const UPLOAD_HEADERS = { 'content-type': 'application/octet-stream' };
