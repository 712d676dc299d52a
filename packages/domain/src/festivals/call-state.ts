import { calendarDaysLeft, isWithinSoonWindow } from '../expires-soon.ts';
import { type CalendarEvent, currentEvent, isClosedAt, isDeadline, liveEvents } from './calendar-rules.ts';
import { type CampaignSummary, festivalBadge } from './campaign-rules.ts';
import type { DateInput } from './utc-days.ts';

/** Where a festival's call for entries stands for a visitor, in one word. */
export const CALL_STATES = ['open', 'opensOn', 'closed', 'invitationOnly'] as const;
export type CallStateName = (typeof CALL_STATES)[number];

/**
 * The festival page's call status (one line under its name): open with the next deadline and
 * the days left, not open yet with the day it opens, closed, or on invitation only. `urgent` is
 * the page's one urgency marker: an open call whose next deadline is at most
 * `EXPIRES_SOON_DAYS` days away, days counted on the festival's calendar.
 */
export type CallState = {
  state: CallStateName;
  /** The next deadline (open, invitation only) or the opening day (opensOn), as ISO 8601 UTC. */
  date: string | null;
  /** Days from today to `date` on the festival's calendar: 0 on the deadline's own day. */
  daysLeft: number | null;
  urgent: boolean;
};

type SectionEvents = { IsInscription: boolean; events: readonly CalendarEvent[] };

const iso = (date: Date | string) => new Date(date).toISOString();

function earliest(dates: readonly DateInput[]): string | null {
  if (dates.length === 0) return null;
  return iso(new Date(Math.min(...dates.map((d) => new Date(d).getTime()))));
}

/** The opening day of a section whose call has not opened yet (its current event is the opening). */
export function sectionOpensOn(
  events: readonly CalendarEvent[],
  now: Date,
  timeZone?: string,
): string | null {
  return openingDayAt(currentEvent(events, now, timeZone));
}

/** `sectionOpensOn` from the section's current event (`currentEvent`), when it is already known. */
export function openingDayAt(current: Pick<CalendarEvent, 'Type' | 'DateEvent'> | undefined): string | null {
  return current?.Type === 'opening' && current.DateEvent !== null ? iso(current.DateEvent) : null;
}

/**
 * A call is open when the campaign is in progress and one section taking entries has a deadline
 * ahead (spec §4). A call that opens later (a section whose next step is its opening, or a
 * campaign in preparation or verification with an opening date ahead) says when, rather than
 * "closed": filmmakers plan months ahead.
 */
export function festivalCallState(options: {
  campaign: CampaignSummary | null | undefined;
  sections: readonly SectionEvents[];
  now: Date;
  timeZone: string;
}): CallState {
  const { campaign, now, timeZone } = options;
  const badge = festivalBadge(campaign, now, timeZone);
  // One pass over each section taking entries: its events not yet past give its current event
  // (`isSectionClosed`, `sectionOpensOn`) and its next deadline (`nextDeadline`), where asking
  // each rule sorted the events and counted their days three times (call-state.test.ts checks
  // the pass against those rules).
  const deadlines: DateInput[] = [];
  const openings: string[] = [];
  for (const section of options.sections) {
    if (!section.IsInscription) continue;
    const live = liveEvents(section.events, now, timeZone);
    const current = live[0];
    const next = isClosedAt(current) ? undefined : live.find(isDeadline);
    if (next) deadlines.push(next.DateEvent);
    const opening = openingDayAt(current);
    if (opening !== null) openings.push(opening);
  }
  const deadline = earliest(deadlines);
  const days = (date: string) => calendarDaysLeft(date, now, timeZone);

  if (deadline !== null && (badge === 'open' || badge === 'lastDays' || badge === 'invitationOnly')) {
    const daysLeft = days(deadline);
    if (badge === 'invitationOnly')
      return { state: 'invitationOnly', date: deadline, daysLeft, urgent: false };
    return {
      state: 'open',
      date: deadline,
      daysLeft,
      urgent: isWithinSoonWindow(daysLeft),
    };
  }
  if (campaign && campaign.StatutCampagne !== 'closed') {
    const campaignOpening = campaign.OuvertureCampagne;
    if (campaignOpening !== null && new Date(campaignOpening).getTime() > now.getTime()) {
      openings.push(iso(campaignOpening));
    }
    const opensOn = earliest(openings);
    if (opensOn !== null) return { state: 'opensOn', date: opensOn, daysLeft: days(opensOn), urgent: false };
  }
  return { state: 'closed', date: null, daysLeft: null, urgent: false };
}
