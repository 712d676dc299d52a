import { describe, expect, it } from 'vitest';
import {
  festivalEntryAction,
  invitationDaysLeft,
  invitationStatus,
  pendingInvitations,
} from './invitation-status.ts';

const now = new Date('2026-05-10T15:00:00Z');

describe('invitationStatus', () => {
  it('is pending through the whole validity day', () => {
    expect(invitationStatus({ DateValiditee: '2026-05-10', IdInscription: null }, now)).toBe('pending');
    expect(
      invitationStatus({ DateValiditee: new Date('2026-06-01T00:00:00Z'), IdInscription: null }, now),
    ).toBe('pending');
  });
  it('is expired the day after', () => {
    expect(invitationStatus({ DateValiditee: '2026-05-09', IdInscription: null }, now)).toBe('expired');
  });
  it('is used once an entry answered it, even past its day', () => {
    expect(invitationStatus({ DateValiditee: '2026-05-09', IdInscription: 4 }, now)).toBe('used');
    expect(invitationStatus({ DateValiditee: '2026-05-20', IdInscription: 4 }, now)).toBe('used');
  });
  it('counts the days left', () => {
    expect(invitationDaysLeft({ DateValiditee: '2026-05-10' }, now)).toBe(0);
    expect(invitationDaysLeft({ DateValiditee: '2026-05-24' }, now)).toBe(14);
    expect(invitationDaysLeft({ DateValiditee: '2026-05-08' }, now)).toBe(-2);
  });
});

describe('the festival page for an invited filmmaker', () => {
  it('keeps the invitations still to answer', () => {
    const list = [
      { Id: 1, status: 'used' as const },
      { Id: 2, status: 'pending' as const },
      { Id: 3, status: 'expired' as const },
      { Id: 4, status: 'pending' as const },
    ];
    expect(pendingInvitations(list).map((i) => i.Id)).toEqual([2, 4]);
  });
  it('opens the panel of a call the public cannot enter for an invitation, and only then', () => {
    expect(festivalEntryAction({ callOpen: true, pendingInvitations: 0 })).toBe('submit');
    expect(festivalEntryAction({ callOpen: true, pendingInvitations: 1 })).toBe('submit');
    expect(festivalEntryAction({ callOpen: false, pendingInvitations: 1 })).toBe('answerInvitation');
    expect(festivalEntryAction({ callOpen: false, pendingInvitations: 0 })).toBe('seeSections');
  });
});
