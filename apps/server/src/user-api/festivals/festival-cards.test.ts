import { EVENT_TYPE } from '@shortlist/domain/festival-campaign-values';
import { type CalendarEvent, currentFee, nextDeadline } from '@shortlist/domain/festivals/calendar-rules';
import { festivalNextDeadline } from '@shortlist/domain/festivals/directory-sort';
import { describe, expect, it } from 'vitest';
import { deadlinesAndFees } from './festival-cards.ts';

// A card's next deadlines and fees from each section's live events must be what the rules give
// section by section: `nextDeadline`, and `currentFee` else the next deadline's fee.

const ZONES = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Paris', 'America/Los_Angeles'];
const NOW = new Date('2026-03-29T00:30:00Z');
const DAY_MS = 86_400_000;

describe('card deadlines and fees', () => {
  it('equal the rules section by section on 3,000 random calendars', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    for (let n = 0; n < 3_000; n++) {
      const timeZone = pick(ZONES);
      const sections = Array.from({ length: Math.floor(random() * 5) }, () => ({
        IsPayant: random() < 0.6,
        events: Array.from({ length: Math.floor(random() * 6) }, () => ({
          Type: pick(EVENT_TYPE),
          // Within a few days of now, on the hour or at odd minutes: near midnight in far zones.
          DateEvent: new Date(
            NOW.getTime() + Math.round((random() - 0.4) * 12 * 48) * (DAY_MS / 48),
          ).toISOString(),
          Prix: pick([0, 500, 1500, 2500]),
          Ordre: Math.floor(random() * 3),
        })) as (CalendarEvent & { DateEvent: string })[],
      }));
      const expectedDeadlines = sections
        .map((s) => nextDeadline(s.events, NOW, timeZone))
        .filter((e) => e !== undefined)
        .sort((a, b) => Date.parse(a.DateEvent) - Date.parse(b.DateEvent));
      const expectedFees = sections
        .filter((s) => s.IsPayant)
        .map((s) => currentFee(s.events, NOW, timeZone) ?? nextDeadline(s.events, NOW, timeZone)?.Prix)
        .filter((fee) => fee !== undefined);
      const { deadlines, fees } = deadlinesAndFees(sections, NOW, timeZone);
      expect(deadlines).toEqual(expectedDeadlines);
      // The same events, not copies: the card reads the first one's fields.
      for (const [index, event] of deadlines.entries()) expect(event).toBe(expectedDeadlines[index]);
      expect(fees).toEqual(expectedFees);
      // The deadline the card prints is the one "sort by deadline" orders by (issue 32).
      expect(deadlines[0]?.DateEvent).toBe(festivalNextDeadline(sections, NOW, timeZone)?.DateEvent);
    }
  });
});
