import type { Db } from '@shortlist/db/client';
import { festival, festivalPhoto } from '@shortlist/db/schema/festivals';
import { FESTIVAL_PHOTO_LIMIT, type FestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import { festivalImageUrl } from '@shortlist/domain/festivals/image-sizes';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

const image = (file: string | null) =>
  file ? { Fichier: file, Url: festivalImageUrl(file, 'thumbnail') ?? '' } : null;

/**
 * `GET festival-space/festivals/{id}/images` (through the festival-space area's port): the logo,
 * cover, banner and photos with their credits, in the public page's order, each with a small
 * size's URL to preview. FESTIVAL_NOT_FOUND for an unknown festival.
 */
export async function readFestivalImages(db: Db, options: { festivalId: number }): Promise<FestivalImages> {
  const [row] = await db
    .select({ Logo: festival.Logo, Couverture: festival.Couverture, Banniere: festival.Banniere })
    .from(festival)
    .where(eq(festival.Id, options.festivalId));
  if (!row) throw new AppError('FESTIVAL_NOT_FOUND');
  const photos = await db
    .select({ Id: festivalPhoto.Id, Fichier: festivalPhoto.Fichier, Credit: festivalPhoto.Credit })
    .from(festivalPhoto)
    .where(eq(festivalPhoto.IdFestival, options.festivalId))
    .orderBy(asc(festivalPhoto.Ordre), asc(festivalPhoto.Id));
  return {
    Logo: image(row.Logo),
    Couverture: image(row.Couverture),
    Banniere: image(row.Banniere),
    photos: photos.map((photo) => ({ ...photo, Url: festivalImageUrl(photo.Fichier, 'thumbnail') ?? '' })),
    limit: FESTIVAL_PHOTO_LIMIT,
  };
}
