import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { pays } from '@shortlist/db/schema/dictionaries';
import { festival } from '@shortlist/db/schema/festivals';
import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/** The festival's name and clock (its zone follows its city, as its deadlines do). */
export async function festivalClock(db: Db, festivalId: number): Promise<{ name: string; timeZone: string }> {
  const [row] = await db
    .select({
      name: festival.Nom,
      Iso2: pays.Iso2,
      latitude: festival.GpsLatitude,
      longitude: festival.GpsLongitude,
    })
    .from(festival)
    .leftJoin(pays, eq(pays.Id, festival.IdPays))
    .where(eq(festival.Id, festivalId));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    name: row.name,
    timeZone: festivalTimeZone({ iso2: row.Iso2, latitude: row.latitude, longitude: row.longitude }),
  };
}

/** Refuses a section that is not one of this festival's calls' (404, field `IdCampagneSection`). */
export async function requireFestivalSection(
  db: Db,
  options: { festivalId: number; sectionId: number },
): Promise<void> {
  const [row] = await db
    .select({ Id: campagneSection.Id })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .where(and(eq(campagneSection.Id, options.sectionId), eq(campagne.IdFestival, options.festivalId)));
  if (!row) {
    throw new AppError('NOT_FOUND', {
      fields: [{ path: 'IdCampagneSection', code: 'NOT_FOUND', message: 'NOT_FOUND' }],
    });
  }
}
