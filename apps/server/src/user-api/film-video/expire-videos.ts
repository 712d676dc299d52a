import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import { utcSoonWindowEnd } from '@shortlist/domain/expires-soon';
import { LANGUAGES } from '@shortlist/domain/languages';
import { retentionAction, screenerRetention } from '@shortlist/domain/media/screener-retention';
import { DEFAULT_VIDEO_RETENTION } from '@shortlist/domain/media/video-retention';
import { localizedPath } from '@shortlist/i18n/routes';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { accountLanguage } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { catalogueText, renderEmail } from '../../platform/mail/render-email.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { retentionEntriesByFilm } from '../../shared-kernel/retention-entries.ts';

/**
 * The daily retention pass (spec §1, §4; issues 13 and 32; docs/decisions.md "Screener
 * retention"): each stored video whose dates fall within 14 days is judged by `retentionAction`
 * with its film's entries as they stand. While an entry awaits its decision nothing happens. The
 * owner is emailed once per limit (`DateAvertissement`), with the day it will be deleted; the file
 * goes only after its limit has passed and that warning is 14 days old, with its poster frame,
 * and the deletion is recorded (`DateSuppression`, `Fichier` and `Affiche` null), so it cannot be
 * submitted until uploaded again. Returns what it did.
 */
export async function expireVideos(
  db: Db,
  options: { storage: MediaStorage; now: Date; publicUrl: string },
): Promise<{ warned: number; deleted: number }> {
  const { now } = options;
  // Rows whose stored dates fall before the window's end (the entries only ever keep a video
  // longer, so no other row can be due); `retentionAction` decides each.
  const horizon = utcSoonWindowEnd(now, DEFAULT_VIDEO_RETENTION.warnDays);
  const rows = await db
    .select({
      Id: filmVideo.Id,
      IdFilm: filmVideo.IdFilm,
      TypeVideo: filmVideo.TypeVideo,
      Fichier: filmVideo.Fichier,
      Affiche: filmVideo.Affiche,
      DateExpiration: filmVideo.DateExpiration,
      DateProlongation: filmVideo.DateProlongation,
      DateAvertissement: filmVideo.DateAvertissement,
      TitreOriginal: film.TitreOriginal,
      Login: compte.Login,
      IdLangue: compte.IdLangue,
    })
    .from(filmVideo)
    .innerJoin(film, eq(film.Id, filmVideo.IdFilm))
    .innerJoin(compte, eq(compte.Id, film.IdCompte))
    .where(
      and(
        isNotNull(filmVideo.Fichier),
        sql`greatest(${filmVideo.DateExpiration}, ${filmVideo.DateProlongation}) < ${horizon.toISOString()}`,
      ),
    );
  const entriesOf = await retentionEntriesByFilm(
    db,
    rows.map((row) => row.IdFilm),
  );
  let warned = 0;
  let deleted = 0;
  for (const row of rows) {
    const entries = entriesOf.get(row.IdFilm) ?? [];
    const action = retentionAction({ video: row, entries, now });
    if (action === 'delete' && row.Fichier) {
      // The row first: a crash after it leaves orphan files, never a row naming a missing file.
      const [gone] = await db
        .update(filmVideo)
        .set({ Fichier: null, Affiche: null, DateSuppression: now })
        .where(and(eq(filmVideo.Id, row.Id), eq(filmVideo.Fichier, row.Fichier)))
        .returning({ Id: filmVideo.Id });
      if (!gone) continue;
      await options.storage.remove(row.Fichier);
      if (row.Affiche) await options.storage.remove(row.Affiche);
      deleted += 1;
    } else if (action === 'warn') {
      const language = accountLanguage(row);
      // The day it will go, as the rule counts it once this warning is sent.
      const until =
        screenerRetention({ video: { ...row, DateAvertissement: now }, entries, now }).until ?? now;
      const linkLanguage = language === 'fr' || language === 'es' ? language : 'en';
      const path = localizedPath('filmEdit', linkLanguage, { id: String(row.IdFilm), tab: 'media' });
      const values = {
        title: row.TitreOriginal,
        type: catalogueText({ language, key: `videoExpiry.type.${row.TypeVideo}` }),
        date: new Intl.DateTimeFormat(LANGUAGES[language].locale, {
          dateStyle: 'long',
          timeZone: 'UTC',
        }).format(until),
      };
      await db.transaction(async (tx) => {
        // Claimed against the value read: two passes at once send one email.
        const [claimed] = await tx
          .update(filmVideo)
          .set({ DateAvertissement: now })
          .where(
            and(
              eq(filmVideo.Id, row.Id),
              row.DateAvertissement === null
                ? isNull(filmVideo.DateAvertissement)
                : eq(filmVideo.DateAvertissement, row.DateAvertissement),
            ),
          )
          .returning({ Id: filmVideo.Id });
        if (!claimed) return;
        await enqueueEmail(
          tx,
          renderEmail({
            language,
            to: row.Login,
            subject: 'videoExpiry.subject',
            paragraphs: [
              { key: 'videoExpiry.intro' },
              { key: 'videoExpiry.action', url: `${options.publicUrl}${path}` },
              { key: 'videoExpiry.outro' },
            ],
            values,
          }),
        );
        warned += 1;
      });
    }
  }
  return { warned, deleted };
}
