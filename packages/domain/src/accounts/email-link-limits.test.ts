import { describe, expect, it } from 'vitest';
import { EMAIL_LINK_LIMITS, mayEmailLink } from './email-link-limits.ts';

const NOW = new Date('2030-03-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('mayEmailLink', () => {
  it('sends the first link, and the next one 5 minutes after the last', () => {
    expect(mayEmailLink([], NOW)).toBe(true);
    expect(mayEmailLink([minutesAgo(5)], NOW)).toBe(true);
    expect(mayEmailLink([minutesAgo(4.99)], NOW)).toBe(false);
    expect(mayEmailLink([minutesAgo(30), minutesAgo(1)], NOW)).toBe(false);
  });

  it('sends at most 5 in 24 hours, however far apart', () => {
    const five = [60, 50, 40, 30, 20].map(minutesAgo);
    expect(EMAIL_LINK_LIMITS.perDay).toBe(5);
    expect(mayEmailLink(five.slice(0, 4), NOW)).toBe(true);
    expect(mayEmailLink(five, NOW)).toBe(false);
    // The oldest leaves the window after 24 hours.
    const dayLater = new Date(minutesAgo(60).getTime() + EMAIL_LINK_LIMITS.dayMs);
    expect(mayEmailLink(five, dayLater)).toBe(true);
  });
});
