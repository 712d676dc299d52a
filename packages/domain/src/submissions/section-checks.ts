import { currentEvent } from '../festivals/calendar-rules.ts';
import { utcDayNumber } from '../festivals/utc-days.ts';
import type { EligibilityReason } from './eligibility-codes.ts';
import type { EligibilityInvitation, EligibilitySection } from './eligibility-input.ts';
import { isoDay, reason } from './reason.ts';

/**
 * What keeps every film out of a section (spec §4, §8): the festival's call is not in progress,
 * the section takes no entries (not a competition), the festival has not finished setting it up
 * (no deadline on its calendar), and its calendar (not open yet: the current event is the
 * opening; closed: nothing left, or only the results). A campaign open to invited films only
 * refuses the others. An invitation replaces the calendar and the invitation-only rule with its
 * own validity date, valid through its last day.
 */
export function sectionReasons(
  section: EligibilitySection,
  now: Date,
  invitation?: EligibilityInvitation,
): EligibilityReason[] {
  const reasons: EligibilityReason[] = [];
  if (section.StatutCampagne !== 'open') reasons.push(reason('ELIGIBILITY_FESTIVAL_NOT_OPEN'));
  if (!section.IsInscription) reasons.push(reason('ELIGIBILITY_NO_COMPETITION'));
  const hasDeadline = section.events.some(
    (e) => e.DateEvent !== null && (e.Type === 'closing' || e.Type === 'extension'),
  );
  if (!hasDeadline) reasons.push(reason('ELIGIBILITY_SECTION_INCOMPLETE'));
  if (invitation) {
    if (utcDayNumber(invitation.DateValiditee) < utcDayNumber(now)) {
      reasons.push(reason('ELIGIBILITY_INVITATION_EXPIRED', { date: isoDay(invitation.DateValiditee) }));
    }
    return reasons;
  }
  if (section.IsInvitationSeule) reasons.push(reason('ELIGIBILITY_INVITATION_ONLY'));
  const current = currentEvent(section.events, now);
  if (current?.Type === 'opening') {
    reasons.push(reason('ELIGIBILITY_SECTION_NOT_OPEN_YET', { date: isoDay(current.DateEvent) }));
  } else if (current === undefined || current.Type === 'result') {
    reasons.push(reason('ELIGIBILITY_SECTION_CLOSED'));
  }
  return reasons;
}
