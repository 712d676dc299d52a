import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import { utcSoonWindowEnd } from '@shortlist/domain/expires-soon';
import { LANGUAGES } from '@shortlist/domain/languages';
import {
  DEFAULT_VIDEO_RETENTION,
  isVideoExpired,
  isVideoExpiringSoon,
  videoLimitDate,
} from '@shortlist/domain/media/video-retention';
import { localizedPath } from '@shortlist/i18n/routes';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { accountLanguage } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { catalogueText, renderEmail } from '../../platform/mail/render-email.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';

/**
 * The daily retention pass (spec §1, §4; issue 13): the owner of a video whose limit date falls
 * within 14 days is emailed once (`DateAvertissement`, cleared by a new upload); a video whose
 * limit has passed loses its file, and the deletion is recorded (`DateSuppression`, `Fichier`
 * null), so it cannot be submitted until uploaded again. Returns what it did.
 */
export async function expireVideos(
  db: Db,
  options: { storage: MediaStorage; now: Date; publicUrl: string },
): Promise<{ warned: number; deleted: number }> {
  const { now } = options;
  // Rows whose limit falls before the window's end; `isVideoExpiringSoon` decides each.
  const horizon = utcSoonWindowEnd(now, DEFAULT_VIDEO_RETENTION.warnDays);
  const rows = await db
    .select({
      Id: filmVideo.Id,
      IdFilm: filmVideo.IdFilm,
      TypeVideo: filmVideo.TypeVideo,
      Fichier: filmVideo.Fichier,
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
  let warned = 0;
  let deleted = 0;
  for (const row of rows) {
    if (isVideoExpired(row, now) && row.Fichier) {
      // The row first: a crash after it leaves an orphan file, never a row naming a missing file.
      await db
        .update(filmVideo)
        .set({ Fichier: null, DateSuppression: now })
        .where(and(eq(filmVideo.Id, row.Id), eq(filmVideo.Fichier, row.Fichier)));
      await options.storage.remove(row.Fichier);
      deleted += 1;
    } else if (isVideoExpiringSoon(row, now) && row.DateAvertissement === null) {
      const language = accountLanguage(row);
      const limit = videoLimitDate(row) as Date;
      const linkLanguage = language === 'fr' || language === 'es' ? language : 'en';
      const path = localizedPath('filmEdit', linkLanguage, { id: String(row.IdFilm), tab: 'media' });
      const values = {
        title: row.TitreOriginal,
        type: catalogueText({ language, key: `videoExpiry.type.${row.TypeVideo}` }),
        date: new Intl.DateTimeFormat(LANGUAGES[language].locale, {
          dateStyle: 'long',
          timeZone: 'UTC',
        }).format(limit),
      };
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(filmVideo)
          .set({ DateAvertissement: now })
          .where(and(eq(filmVideo.Id, row.Id), isNull(filmVideo.DateAvertissement)))
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
