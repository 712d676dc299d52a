import { z } from 'zod';
import { CURRENCIES } from '../festival-campaign.ts';
import { ZIsoDay } from '../fields/days.ts';
import { ZId } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { INVITATION_STATUSES } from '../submissions/invitation-status.ts';

/**
 * `POST festivals/{IdFestival}/invitations` (managers): invite a film to one of the festival's
 * sections at a price until a day (spec §3 Invitation). `film` is the film's public page address,
 * its shortname or its id; the invitation goes to the film's owner, and the existing invitation
 * email and panel follow. A festival invites a public film, or one already entered in its
 * sections; any other (private, protected, archived, unknown) is 404 with field `film`, so a
 * film's existence is never told. `IdCampagneSection` must be a section of this festival's calls
 * (else 404, field `IdCampagneSection`); a day already past is 400 (field `DateValiditee`).
 * Answers 201 `ZFestivalInvitation`.
 */
export const ZFestivalInvitationRequest = z.strictObject({
  film: zPlainText().trim().min(1).max(500),
  IdCampagneSection: ZId,
  /** Price in cents (0 for free). */
  Prix: z.number().int().min(0).max(100_000),
  DateValiditee: ZIsoDay,
  Message: zPlainText({ multiline: true }).max(2000).optional(),
});
export type FestivalInvitationRequest = z.infer<typeof ZFestivalInvitationRequest>;

/**
 * `GET festivals/{IdFestival}/invitations` (managers): one of the festival's invitations, with the
 * film it was made for (null for an invitation sent to an address by the operator). `status` is
 * `used` once the entry that answered it is sent (an entry still in the filmmaker's basket is
 * not the festival's to see: the invitation reads pending until then), `expired` after its day.
 */
export const ZFestivalInvitation = z.object({
  IdInvitation: ZId,
  DateCreation: z.iso.datetime({ offset: true }),
  /** The last day it may be answered, `YYYY-MM-DD` (UTC). */
  DateValiditee: z.string(),
  IdCampagneSection: ZId,
  sectionName: z.string(),
  /** Price in cents (0 for free). */
  Prix: z.number().int().nonnegative(),
  Devise: z.enum(CURRENCIES),
  Message: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  IdFilm: ZId.nullable(),
  TitreOriginal: z.string().nullable(),
  /** The entry that answered it, once sent. */
  IdInscription: ZId.nullable(),
});
export type FestivalInvitation = z.infer<typeof ZFestivalInvitation>;
export const ZFestivalInvitationsResponse = z.object({ items: z.array(ZFestivalInvitation) });
export type FestivalInvitationsResponse = z.infer<typeof ZFestivalInvitationsResponse>;
