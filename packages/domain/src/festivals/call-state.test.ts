import { describe, expect, it } from 'vitest';
import { EXPIRES_SOON_DAYS } from '../expires-soon.ts';
import { type CalendarEvent, isSectionClosed, nextDeadline } from './calendar-rules.ts';
import { festivalCallState, sectionOpensOn } from './call-state.ts';
import { type CampaignSummary, festivalBadge } from './campaign-rules.ts';

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

/** The call state as the section rules say it, one rule at a time: the oracle of the one pass. */
function callStateByRules(options: Parameters<typeof festivalCallState>[0]) {
  const { campaign: c, now: today, timeZone } = options;
  const sections = options.sections.filter((s) => s.IsInscription);
  const open = sections.filter((s) => !isSectionClosed(s.events, today, timeZone));
  const deadlines = open.flatMap((s) => nextDeadline(s.events, today, timeZone)?.DateEvent ?? []);
  const openings = sections.flatMap((s) => sectionOpensOn(s.events, today, timeZone) ?? []);
  return { deadlines, openings, badge: festivalBadge(c, today, timeZone) };
}

describe('festivalCallState against the section rules', () => {
  it('picks the deadline and the opening day the rules give, over random calendars', () => {
    // A small seeded generator: the same calendars on every run.
    let seed = 20261125;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const types: CalendarEvent['Type'][] = ['opening', 'closing', 'extension', 'result'];
    const zones = ['Europe/Paris', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati', 'UTC'];
    const statuses: CampaignSummary['StatutCampagne'][] = [
      'open',
      'closed',
      'preparation',
      'verification-requested',
      'verification-handled',
    ];
    let open = 0;
    let opensOn = 0;
    for (let run = 0; run < 2_000; run++) {
      const sections = Array.from({ length: Math.floor(random() * 4) }, () =>
        section(
          Array.from({ length: Math.floor(random() * 5) }, () => ({
            Type: pick(types),
            // Around now, some on today's date, some undated.
            DateEvent:
              random() < 0.1
                ? null
                : at(Math.floor(random() * 40) - 20, pick(['00:30:00', '12:00:00', '23:30:00'])),
            Prix: 0,
            Ordre: Math.floor(random() * 3),
          })),
          random() < 0.85,
        ),
      );
      const c =
        random() < 0.1
          ? null
          : campaign({
              StatutCampagne: pick(statuses),
              OuvertureCampagne: random() < 0.2 ? null : at(Math.floor(random() * 40) - 20, '08:00:00'),
              IsInvitationSeule: random() < 0.2,
            });
      const options = { campaign: c, sections, now, timeZone: pick(zones) };
      const result = festivalCallState(options);
      const rules = callStateByRules(options);
      const earliestOf = (dates: readonly (string | Date)[]) =>
        dates.length === 0
          ? null
          : new Date(Math.min(...dates.map((d) => new Date(d).getTime()))).toISOString();
      const deadline = earliestOf(rules.deadlines);
      const campaignOpening =
        c?.OuvertureCampagne && new Date(c.OuvertureCampagne).getTime() > now.getTime()
          ? [c.OuvertureCampagne]
          : [];
      const opening =
        c && c.StatutCampagne !== 'closed' ? earliestOf([...rules.openings, ...campaignOpening]) : null;
      const expected =
        deadline !== null && ['open', 'lastDays', 'invitationOnly'].includes(rules.badge)
          ? { state: rules.badge === 'invitationOnly' ? 'invitationOnly' : 'open', date: deadline }
          : opening !== null
            ? { state: 'opensOn', date: opening }
            : { state: 'closed', date: null };
      expect({ state: result.state, date: result.date }, `run ${run}`).toEqual(expected);
      if (expected.state === 'open') open++;
      if (expected.state === 'opensOn') opensOn++;
    }
    // The calendars reach every state.
    expect(open).toBeGreaterThan(50);
    expect(opensOn).toBeGreaterThan(50);
  });
});
