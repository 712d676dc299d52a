import { z } from 'zod';
import { ZIsoDay } from '../fields/days.ts';
import { ZId } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';

/**
 * `POST festivals/{IdFestival}/invitations` (managers): invite a film to one of the festival's
 * sections at a price until a day (spec §3 Invitation). `film` is the film's public page address,
 * its shortname or its id; the invitation goes to the film's owner, and the existing invitation
 * email and panel follow.
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
