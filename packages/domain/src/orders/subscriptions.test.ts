import { describe, expect, it } from 'vitest';
import { isRenewable, subscriptionState } from './subscriptions.ts';

const now = new Date('2026-06-01T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('a SuperStamp subscription (spec §4, §9)', () => {
  it('is expiring soon in its last 30 days, active before, expired once its end is past', () => {
    expect(subscriptionState(inDays(31), now)).toBe('active');
    expect(subscriptionState(inDays(30), now)).toBe('expiringSoon');
    expect(subscriptionState(inDays(0.01), now)).toBe('expiringSoon');
    expect(subscriptionState(now, now)).toBe('expired');
    expect(subscriptionState(inDays(-3), now)).toBe('expired');
  });

  it('can be renewed only in its last 30 days', () => {
    expect(isRenewable(inDays(10), now)).toBe(true);
    expect(isRenewable(inDays(45), now)).toBe(false);
    expect(isRenewable(inDays(-1), now)).toBe(false);
    expect(isRenewable(null, now)).toBe(false);
  });
});
