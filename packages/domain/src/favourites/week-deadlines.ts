import { z } from 'zod';
import { ZId } from '../fields/ids.ts';

/** How far ahead the dashboard's "deadlines this week" card looks. */
export const WEEK_DEADLINES_DAYS = 7;

/**
 * One deadline (a closing or an extended closing) falling in the next 7 days at a festival the
 * filmmaker follows (a favourite) or has an entry for in the basket. Sections of one festival
 * closing at the same instant are one deadline (`sections` counts them), as the festival page
 * lists them by date.
 */
export const ZWeekDeadline = z.object({
  IdFestival: ZId,
  name: z.string(),
  /** The festival page's URL part (`12-clermont-ferrand`). */
  smartName: z.string(),
  /** The instant, ISO 8601 UTC. */
  at: z.string(),
  /** The festival's IANA zone: the deadline is read on its clock (docs/decisions.md deadline times). */
  timeZone: z.string(),
  kind: z.enum(['closing', 'extension']),
  sections: z.number().int().positive(),
  favourite: z.boolean(),
  inBasket: z.boolean(),
});
export type WeekDeadline = z.infer<typeof ZWeekDeadline>;

/** `GET compte/favoris/echeances`: soonest first. */
export const ZWeekDeadlines = z.object({ deadlines: z.array(ZWeekDeadline) });
export type WeekDeadlines = z.infer<typeof ZWeekDeadlines>;
