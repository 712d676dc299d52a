import type { Db } from '@shortlist/db/client';
import { EXPIRES_SOON_DAYS } from '@shortlist/domain/expires-soon';
import type { FestivalCard } from '@shortlist/domain/festivals/api-contracts';
import { FESTIVAL_PAGE_SIZE } from '@shortlist/domain/festivals/festival-filter';
import type { Language } from '@shortlist/domain/languages';
import { sql } from 'drizzle-orm';
import { closingWithin, DIRECTORY_FROM, openCall } from './directory-sql.ts';
import { selectCards } from './festival-cards.ts';

type HomeOptions = { language: Language; now: Date };

/**
 * `public/festivals/last-date`: open calls the public can enter whose last deadline is today or
 * within EXPIRES_SOON_DAYS days (the "last days" badge), days on the festival's calendar,
 * soonest first.
 */
export function listLastDays(db: Db, options: HomeOptions): Promise<FestivalCard[]> {
  return selectCards(db, {
    from: DIRECTORY_FROM,
    where: sql`${openCall(options.now)} and not c."IsInvitationSeule"
      and ${closingWithin(options.now, EXPIRES_SOON_DAYS)}`,
    orderBy: sql`c."FermetureCampagne" asc, f."Id" asc`,
    skip: 0,
    take: FESTIVAL_PAGE_SIZE,
    ...options,
  });
}

/** `public/festivals/new-call`: the open calls the public can enter, most recently opened first. */
export function listNewCalls(db: Db, options: HomeOptions): Promise<FestivalCard[]> {
  return selectCards(db, {
    from: DIRECTORY_FROM,
    where: sql`${openCall(options.now)} and not c."IsInvitationSeule"
      and c."OuvertureCampagne" <= ${options.now.toISOString()}::timestamptz`,
    orderBy: sql`c."OuvertureCampagne" desc, f."Id" desc`,
    skip: 0,
    take: FESTIVAL_PAGE_SIZE,
    ...options,
  });
}
