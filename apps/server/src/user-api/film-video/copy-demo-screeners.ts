import { readFile } from 'node:fs/promises';
import type { Db } from '@shortlist/db/client';
import { filmVideo, filmVideoSousTitre } from '@shortlist/db/schema/film-videos';
import { demoScreenerAsset } from '@shortlist/db/seed/demo/demo-screener';
import { like } from 'drizzle-orm';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';

/**
 * The demo screener's files into media storage (issue 31), run at start when the demo is loaded:
 * every key a film video or subtitle row names that is one of the demo's (`demoScreenerAsset`) and
 * that the storage lacks (a fresh data folder or bucket, a folder cleared) is copied from the
 * committed file through `put`, on the local disk or S3 alike. A key already there is left as it
 * is, so a start costs one look per key. Answers how many files were copied.
 */
export async function copyDemoScreeners(db: Db, options: { storage: MediaStorage }): Promise<number> {
  const videos = await db
    .selectDistinct({ key: filmVideo.Fichier })
    .from(filmVideo)
    .where(like(filmVideo.Fichier, '%demo-screener%'));
  const subtitles = await db
    .selectDistinct({ key: filmVideoSousTitre.Fichier })
    .from(filmVideoSousTitre)
    .where(like(filmVideoSousTitre.Fichier, '%demo-screener%'));
  let copied = 0;
  for (const { key } of [...videos, ...subtitles]) {
    const asset = key ? demoScreenerAsset(key) : undefined;
    if (!key || !asset || (await options.storage.get(key))) continue;
    await options.storage.put(key, await readFile(asset));
    copied += 1;
  }
  return copied;
}
