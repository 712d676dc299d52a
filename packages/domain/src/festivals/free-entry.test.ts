import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar-rules.ts';
import { hasOpenFreeSection } from './free-entry.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const event = (Type: CalendarEvent['Type'], DateEvent: string): CalendarEvent => ({
  Type,
  DateEvent,
  Prix: 0,
  Ordre: 0,
});
const open = [event('opening', '2026-01-01'), event('closing', '2026-04-01'), event('result', '2026-06-01')];
const closed = [
  event('opening', '2025-01-01'),
  event('closing', '2025-04-01'),
  event('result', '2025-06-01'),
];
const notYetOpen = [event('opening', '2026-03-17'), event('closing', '2026-05-01')];

describe('hasOpenFreeSection', () => {
  it('finds a festival whose free section takes entries now, beside paid ones', () => {
    expect(
      hasOpenFreeSection(
        [
          { IsPayant: true, events: open },
          { IsPayant: false, events: open },
        ],
        NOW,
        'UTC',
      ),
    ).toBe(true);
  });
  it('leaves out a festival whose only free section is closed or not open yet', () => {
    expect(
      hasOpenFreeSection(
        [
          { IsPayant: false, events: closed },
          { IsPayant: true, events: open },
        ],
        NOW,
        'UTC',
      ),
    ).toBe(false);
    expect(hasOpenFreeSection([{ IsPayant: false, events: notYetOpen }], NOW, 'UTC')).toBe(false);
  });
  it('leaves out a festival with only paid sections', () => {
    expect(hasOpenFreeSection([{ IsPayant: true, events: open }], NOW, 'UTC')).toBe(false);
  });
  it('takes entries on the closing day itself (UTC day)', () => {
    const lastDay = [event('opening', '2026-01-01'), event('closing', '2026-03-10T00:00:00Z')];
    expect(hasOpenFreeSection([{ IsPayant: false, events: lastDay }], NOW, 'UTC')).toBe(true);
  });
  it('closes a free section when its deadline day ends on the festival calendar', () => {
    // 23:59 on 10 March in Kiritimati (UTC+14) is 09:59 UTC: at noon UTC it is 11 March there.
    const lastDay = [event('opening', '2026-01-01'), event('closing', '2026-03-10T09:59:00Z')];
    expect(hasOpenFreeSection([{ IsPayant: false, events: lastDay }], NOW, 'Pacific/Kiritimati')).toBe(false);
    expect(hasOpenFreeSection([{ IsPayant: false, events: lastDay }], NOW, 'UTC')).toBe(true);
  });
});
