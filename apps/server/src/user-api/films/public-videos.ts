import type { Db } from '@shortlist/db/client';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import type { PublicVideo } from '@shortlist/domain/films/api-contracts';
import { canPlayPublicly } from '@shortlist/domain/films/public-videos';
import type { Sharing } from '@shortlist/domain/films/publication-rules';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';

/** The frame size the technical check read (`Verification.facts`), whatever else it holds. */
const ZFrameSize = z.object({
  facts: z.object({ width: z.number().int().nullable(), height: z.number().int().nullable() }).nullable(),
});

/** The stable public path of a video's poster frame (served by `public-routes.ts`). */
export const publicPosterPath = (IdFilm: number, type: VideoType) =>
  `/api/public/films/${IdFilm}/video/${type}/poster`;

/**
 * The videos of a film its public page may play (spec §4, `canPlayPublicly`): a stored file only
 * (a Vimeo link or an expired file plays nothing here), the trailer first. The film area reads
 * the film-video area's rows, never writes them.
 */
export async function readPublicVideos(
  db: Db,
  options: { IdFilm: number; sharing: Sharing },
): Promise<PublicVideo[]> {
  const rows = await db
    .select({
      TypeVideo: filmVideo.TypeVideo,
      Affiche: filmVideo.Affiche,
      Verification: filmVideo.Verification,
    })
    .from(filmVideo)
    .where(and(eq(filmVideo.IdFilm, options.IdFilm), isNotNull(filmVideo.Fichier)));
  return rows
    .filter((row) => canPlayPublicly(row.TypeVideo, options.sharing))
    .sort((a, b) => Number(a.TypeVideo === 'film') - Number(b.TypeVideo === 'film'))
    .map((row) => {
      const facts = ZFrameSize.safeParse(row.Verification).data?.facts;
      return {
        type: row.TypeVideo,
        poster: row.Affiche ? publicPosterPath(options.IdFilm, row.TypeVideo) : null,
        width: facts?.width ?? null,
        height: facts?.height ?? null,
      };
    });
}

/**
 * The storage key of a video's poster frame when the public may see that video; 404 otherwise
 * (no poster, no file, or a film video the film's sharing keeps for festivals).
 */
export async function publicPosterKey(
  db: Db,
  options: { IdFilm: number; type: VideoType; sharing: Sharing },
): Promise<string> {
  if (!canPlayPublicly(options.type, options.sharing)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ Affiche: filmVideo.Affiche })
    .from(filmVideo)
    .where(
      and(
        eq(filmVideo.IdFilm, options.IdFilm),
        eq(filmVideo.TypeVideo, options.type),
        isNotNull(filmVideo.Fichier),
      ),
    );
  if (!row?.Affiche) throw new AppError('NOT_FOUND');
  return row.Affiche;
}
