import { describe, expect, it } from 'vitest';
import {
  calendarDaysLeft,
  EXPIRES_SOON_DAYS,
  expiresSoon,
  isWithinSoonWindow,
  utcSoonWindowEnd,
} from './expires-soon.ts';
import { isExpiringSoon } from './festivals/calendar-rules.ts';
import { festivalCallState } from './festivals/call-state.ts';
import { festivalBadge, isLastDays } from './festivals/campaign-rules.ts';
import { isVideoExpiringSoon } from './media/video-retention.ts';
import { RENEWAL_WINDOW_DAYS, subscriptionState } from './orders/subscriptions.ts';
import { isInvitationExpiringSoon } from './submissions/invitation-status.ts';

// 10:00 UTC on 10 May 2026: 12:00 in Paris, 03:00 in Los Angeles, all on 10 May.
const now = new Date('2026-05-10T10:00:00Z');

describe('the expires-soon rule', () => {
  it('is spec §9: 14 days, both ends counted, nothing past', () => {
    expect(EXPIRES_SOON_DAYS).toBe(14);
    expect([-1, 0, 1, 13, 14, 15].map((days) => isWithinSoonWindow(days))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(isWithinSoonWindow(30, RENEWAL_WINDOW_DAYS)).toBe(true);
    expect(isWithinSoonWindow(31, RENEWAL_WINDOW_DAYS)).toBe(false);
  });

  it("counts calendar days on the owner's calendar, UTC when none", () => {
    // 23:59 in Los Angeles on 24 May is 06:59 UTC on 25 May: 14 days there, 15 on UTC.
    expect(calendarDaysLeft('2026-05-25T06:59:00Z', now, 'America/Los_Angeles')).toBe(14);
    expect(calendarDaysLeft('2026-05-25T06:59:00Z', now)).toBe(15);
    expect(expiresSoon('2026-05-25T06:59:00Z', now, { timeZone: 'America/Los_Angeles' })).toBe(true);
    expect(expiresSoon('2026-05-25T06:59:00Z', now)).toBe(false);
  });

  it('ends its preselection window at midnight UTC after the last day', () => {
    expect(utcSoonWindowEnd(now).toISOString()).toBe('2026-05-25T00:00:00.000Z');
    expect(utcSoonWindowEnd(now, 30).toISOString()).toBe('2026-06-10T00:00:00.000Z');
  });
});

/*
 * The boundary case, exactly 14 days (the window's last day), judged alike by every caller: a
 * section deadline, a call's last days and its urgency marker, an invitation, a video, and a
 * SuperStamp (whose window is the 30-day renewal window, counted the same way). Before this rule,
 * an invitation 14 days away was not soon (`< 14` in the web card) while a deadline was, and a
 * video or a SuperStamp ending late on that day was not (milliseconds, not days).
 */
describe('exactly at the window, every caller agrees', () => {
  const paris = 'Europe/Paris';
  // 23:59 in Paris (UTC+2 in May) on the given day of May.
  const parisDeadline = (day: number) => `2026-05-${String(day).padStart(2, '0')}T21:59:00.000Z`;
  const video = (limit: string) => ({ DateExpiration: new Date(limit), DateProlongation: null });
  const campaign = (closing: string) => ({
    StatutCampagne: 'open' as const,
    OuvertureCampagne: '2026-04-01T08:00:00.000Z',
    FermetureCampagne: closing,
    IsInvitationSeule: false,
  });
  const callUrgent = (closing: string) =>
    festivalCallState({
      campaign: campaign(closing),
      sections: [
        { IsInscription: true, events: [{ Type: 'closing', DateEvent: closing, Prix: 0, Ordre: 0 }] },
      ],
      now,
      timeZone: paris,
    }).urgent;

  it('14 days away is soon for all', () => {
    expect(isExpiringSoon({ Type: 'closing', DateEvent: parisDeadline(24) }, now, paris)).toBe(true);
    expect(isLastDays(campaign(parisDeadline(24)), now, paris)).toBe(true);
    expect(festivalBadge(campaign(parisDeadline(24)), now, paris)).toBe('lastDays');
    expect(callUrgent(parisDeadline(24))).toBe(true);
    expect(isInvitationExpiringSoon({ DateValiditee: '2026-05-24', IdInscription: null }, now)).toBe(true);
    expect(isVideoExpiringSoon(video('2026-05-24T23:00:00Z'), now)).toBe(true);
    expect(subscriptionState(new Date('2026-05-24T23:00:00Z'), now)).toBe('expiringSoon');
  });

  it('15 days away is soon for none (a SuperStamp: 31 days)', () => {
    expect(isExpiringSoon({ Type: 'closing', DateEvent: parisDeadline(25) }, now, paris)).toBe(false);
    expect(isLastDays(campaign(parisDeadline(25)), now, paris)).toBe(false);
    expect(festivalBadge(campaign(parisDeadline(25)), now, paris)).toBe('open');
    expect(callUrgent(parisDeadline(25))).toBe(false);
    expect(isInvitationExpiringSoon({ DateValiditee: '2026-05-25', IdInscription: null }, now)).toBe(false);
    expect(isVideoExpiringSoon(video('2026-05-25T00:00:00Z'), now)).toBe(false);
    expect(subscriptionState(new Date('2026-06-10T00:00:00Z'), now)).toBe('active');
  });

  it('a SuperStamp on the last day of its 30-day window is expiring soon', () => {
    expect(subscriptionState(new Date('2026-06-09T23:00:00Z'), now)).toBe('expiringSoon');
  });

  it('the last day itself is soon for all, the day after for none', () => {
    const today = '2026-05-10T21:59:00.000Z';
    expect(isExpiringSoon({ Type: 'closing', DateEvent: today }, now, paris)).toBe(true);
    expect(callUrgent(today)).toBe(true);
    expect(isInvitationExpiringSoon({ DateValiditee: '2026-05-10', IdInscription: null }, now)).toBe(true);
    expect(isVideoExpiringSoon(video('2026-05-10T23:00:00Z'), now)).toBe(true);
    expect(isInvitationExpiringSoon({ DateValiditee: '2026-05-09', IdInscription: null }, now)).toBe(false);
    expect(isVideoExpiringSoon(video('2026-05-09T23:00:00Z'), now)).toBe(false);
  });

  it('an answered invitation is never soon', () => {
    expect(isInvitationExpiringSoon({ DateValiditee: '2026-05-20', IdInscription: 3 }, now)).toBe(false);
  });
});
