import { describe, expect, it } from 'vitest';
import { EXPIRES_SOON_DAYS } from '../festival-campaign.ts';
import type { CalendarEvent } from './calendar-rules.ts';
import { festivalCallState, sectionOpensOn } from './call-state.ts';
import type { CampaignSummary } from './campaign-rules.ts';

const now = new Date('2025-06-10T15:00:00Z');
const at = (days: number, time = '21:59:00') => {
  const d = new Date(Date.UTC(2025, 5, 10 + days));
  return `${d.toISOString().slice(0, 10)}T${time}.000Z`;
};
const ev = (Type: CalendarEvent['Type'], days: number, Prix = 0): CalendarEvent => ({
  Type,
  DateEvent: at(days, Type === 'opening' || Type === 'result' ? '08:00:00' : '21:59:00'),
  Prix,
  Ordre: 0,
});
const campaign = (over: Partial<CampaignSummary> = {}): CampaignSummary => ({
  StatutCampagne: 'open',
  OuvertureCampagne: at(-30, '08:00:00'),
  FermetureCampagne: at(40),
  IsInvitationSeule: false,
  ...over,
});
const section = (events: CalendarEvent[], IsInscription = true) => ({ IsInscription, events });
const state = (
  c: CampaignSummary | null,
  sections: ReturnType<typeof section>[],
  timeZone = 'Europe/Paris',
) => festivalCallState({ campaign: c, sections, now, timeZone });

describe('festivalCallState', () => {
  it('gives an open call its nearest deadline over the open sections, with the days left', () => {
    const result = state(campaign(), [
      section([ev('opening', -30), ev('closing', 40, 2000), ev('result', 60)]),
      section([ev('opening', -30), ev('closing', 20, 1000), ev('closing', 40, 1500)]),
    ]);
    expect(result).toEqual({ state: 'open', date: at(20), daysLeft: 20, urgent: false });
  });

  it('is urgent when the next deadline is at most 14 days away, on the last day included', () => {
    const soon = (days: number) =>
      state(campaign({ FermetureCampagne: at(days) }), [section([ev('opening', -30), ev('closing', days)])]);
    expect(soon(EXPIRES_SOON_DAYS)).toMatchObject({
      state: 'open',
      daysLeft: EXPIRES_SOON_DAYS,
      urgent: true,
    });
    expect(soon(EXPIRES_SOON_DAYS + 1)).toMatchObject({ urgent: false });
    expect(soon(0)).toMatchObject({ state: 'open', daysLeft: 0, urgent: true });
  });

  it("counts the days on the festival's calendar", () => {
    // 06:59 UTC tomorrow is 23:59 today in Los Angeles (a summer's day) and 08:59 tomorrow in Paris.
    const deadline = { Type: 'closing' as const, DateEvent: at(1, '06:59:00'), Prix: 0, Ordre: 0 };
    const sections = [section([ev('opening', -30), deadline])];
    expect(state(campaign(), sections, 'America/Los_Angeles').daysLeft).toBe(0);
    expect(state(campaign(), sections, 'Europe/Paris').daysLeft).toBe(1);
  });

  it('ignores sections that take no entries and closed sections', () => {
    const result = state(campaign(), [
      section([ev('opening', -30), ev('closing', 3)], false),
      section([ev('opening', -30), ev('closing', -2)]),
      section([ev('opening', -30), ev('closing', 30)]),
    ]);
    expect(result).toMatchObject({ state: 'open', date: at(30) });
  });

  it('says when a call opens later instead of "closed"', () => {
    const preparation = campaign({ StatutCampagne: 'preparation', OuvertureCampagne: at(7, '08:00:00') });
    const opening = [
      section([ev('opening', 7), ev('closing', 90)]),
      section([ev('opening', 9), ev('closing', 90)]),
    ];
    expect(state(preparation, opening)).toEqual({
      state: 'opensOn',
      date: at(7, '08:00:00'),
      daysLeft: 7,
      urgent: false,
    });
    // Only the campaign knows its opening day: still "opens on".
    expect(state(preparation, [])).toMatchObject({ state: 'opensOn', date: at(7, '08:00:00') });
    // A campaign marked open whose sections open next week is not open yet either.
    expect(state(campaign(), opening)).toMatchObject({ state: 'opensOn', date: at(7, '08:00:00') });
  });

  it('is closed after the last deadline, for a closed campaign, and without a campaign', () => {
    const closed = { state: 'closed', date: null, daysLeft: null, urgent: false };
    const past = [section([ev('opening', -90), ev('closing', -10), ev('result', 20)])];
    expect(state(campaign({ FermetureCampagne: at(-10) }), past)).toEqual(closed);
    expect(state(campaign({ StatutCampagne: 'closed', OuvertureCampagne: at(5) }), [])).toEqual(closed);
    expect(state(null, [])).toEqual(closed);
  });

  it('never marks an invitation-only call as urgent', () => {
    const result = state(campaign({ IsInvitationSeule: true }), [
      section([ev('opening', -5), ev('closing', 3)]),
    ]);
    expect(result).toEqual({ state: 'invitationOnly', date: at(3), daysLeft: 3, urgent: false });
  });
});

describe('sectionOpensOn', () => {
  it("is the opening day while the section's call has not opened, else null", () => {
    expect(sectionOpensOn([ev('opening', 4), ev('closing', 40)], now)).toBe(at(4, '08:00:00'));
    expect(sectionOpensOn([ev('opening', 0), ev('closing', 40)], now)).toBeNull();
    expect(sectionOpensOn([ev('closing', -1)], now)).toBeNull();
  });
});
