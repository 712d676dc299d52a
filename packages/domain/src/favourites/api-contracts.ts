import { z } from 'zod';
import { ZId } from '../fields/ids.ts';

/**
 * Favourites and the deadline calendar (spec §7 Account `compte/favoris`, `add-favoris`,
 * `delete-favoris`; the calendar feed and reminders are ours, see docs/decisions.md).
 */

/** `POST compte/add-favoris` and `DELETE compte/delete-favoris`. */
export const ZFavouriteRequest = z.object({ IdFestival: ZId });
export type FavouriteRequest = z.infer<typeof ZFavouriteRequest>;

/** `GET compte/favoris`: the ids of the user's favourite festivals, most recently added first. */
export const ZFavouriteList = z.object({ IdsFestival: z.array(ZId) });
export type FavouriteList = z.infer<typeof ZFavouriteList>;

/** `GET compte/calendrier-favoris`: the private feed address (null when none) and the reminder switch. */
export const ZDeadlineCalendar = z.object({
  /** Absolute `https://…/api/public/calendrier-favoris/{token}.ics`, or null. */
  Url: z.string().nullable(),
  IsRappelEcheance: z.boolean(),
});
export type DeadlineCalendar = z.infer<typeof ZDeadlineCalendar>;

/** `PUT compte/rappels-favoris`: deadline reminder emails on or off. */
export const ZDeadlineRemindersRequest = z.object({ IsRappelEcheance: z.boolean() });
export type DeadlineRemindersRequest = z.infer<typeof ZDeadlineRemindersRequest>;
