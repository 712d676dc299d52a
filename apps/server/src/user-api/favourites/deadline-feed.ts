import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { calendrierFavoris } from '@shortlist/db/schema/favourites';
import { buildCalendar } from '@shortlist/domain/favourites/icalendar';
import { languageFromId } from '@shortlist/domain/languages';
import { formatDeadline, zonedIsoDay } from '@shortlist/i18n/deadline-format';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { calendarTexts } from './deadline-texts.ts';
import { favouriteDeadlines } from './favourite-deadlines.ts';
import { festivalUrl } from './festival-url.ts';

const DAY_MS = 86_400_000;
const FUTURE_DAYS = 400;

/**
 * The iCalendar feed behind a private token: one all-day event per deadline of a favourite
 * festival's section, in the account's language. An unknown or revoked token is NOT_FOUND.
 */
export async function deadlineFeed(
  db: Db,
  options: { token: string; now: Date; publicUrl: string },
): Promise<string> {
  const [account] = await db
    .select({ Id: compte.Id, IdLangue: compte.IdLangue })
    .from(calendrierFavoris)
    .innerJoin(compte, eq(compte.Id, calendrierFavoris.IdCompte))
    .where(and(eq(calendrierFavoris.JetonCalendrier, options.token), isNull(compte.DateSuppression)));
  if (!account) throw new AppError('NOT_FOUND');
  const language = languageFromId(account.IdLangue) ?? 'en';
  const texts = calendarTexts(language);
  const deadlines = await favouriteDeadlines(db, {
    who: sql`fa."IdCompte" = ${account.Id}`,
    // Only deadlines still to come (issue 32): a passed one is no longer something to act on.
    from: options.now,
    to: new Date(options.now.getTime() + FUTURE_DAYS * DAY_MS),
  });
  const { label } = await loadTranslations(db, {
    language,
    labels: deadlines.flatMap((d) => [d.IdLibelleSection, d.IdLibelleEvent]),
    texts: [],
  });
  // One event per deadline, named by its kind (the festival's own name of it when it gave one, as
  // its page shows: "Early deadline"), section and festival, so a calendar shows which deadline
  // of which section it is ("Extended deadline, International competition, Festival X").
  // The event sits on the deadline's day where the festival is, and says the time and zone
  // there, as the festival page does (docs/decisions.md, deadline times).
  const events = deadlines.map((deadline) => {
    // The uid keeps the UTC day it always had, so subscribed calendars update, not duplicate.
    const utcDay = deadline.DateEvent.toISOString().slice(0, 10);
    const url = festivalUrl({
      publicUrl: options.publicUrl,
      language,
      id: deadline.IdFestival,
      name: deadline.NomFestival,
    });
    return {
      uid: `deadline-${deadline.IdFestival}-${deadline.IdSection}-${deadline.TypeEvent}-${utcDay}@shortlist`,
      day: zonedIsoDay(deadline.DateEvent, deadline.timeZone),
      summary: texts.summary({
        kind: deadline.TypeEvent,
        name: label(deadline.IdLibelleEvent) ?? undefined,
        section: label(deadline.IdLibelleSection) ?? '',
        festival: deadline.NomFestival,
      }),
      description: `${formatDeadline(deadline.DateEvent, language, deadline.timeZone, 'long')}\n${url}`,
      url,
    };
  });
  return buildCalendar({ name: texts.name, now: options.now, events });
}
