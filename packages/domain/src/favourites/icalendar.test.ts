import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, foldLine, utf8Length } from './icalendar.ts';

const now = new Date('2026-11-22T10:00:00Z');

describe('buildCalendar', () => {
  it('writes all-day events that an iCalendar parser reads back', () => {
    const text = buildCalendar({
      name: 'Shortlist: deadlines',
      now,
      events: [
        {
          uid: 'deadline-12@shortlist',
          day: '2026-12-31',
          summary: 'Deadline: Les Courts de Nantes, Fiction; Animation',
          description: 'Entry fee: €15\nSubmit on Shortlist',
          url: 'https://shortlist.example/en/festival/2-les-courts-de-nantes',
        },
      ],
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Shortlist: deadlines');
    const [vevent] = calendar.getAllSubcomponents('vevent');
    if (!vevent) throw new Error('no event');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('deadline-12@shortlist');
    expect(event.summary).toBe('Deadline: Les Courts de Nantes, Fiction; Animation');
    expect(event.description).toBe('Entry fee: €15\nSubmit on Shortlist');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-31');
    expect(event.endDate.toString()).toBe('2027-01-01');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('writes an empty calendar when there is no deadline', () => {
    const calendar = new ICAL.Component(ICAL.parse(buildCalendar({ name: 'x', now, events: [] })));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  });
});

describe('foldLine', () => {
  it('counts UTF-8 octets per character', () => {
    expect(['a', 'é', '€', '🎬'].map(utf8Length)).toEqual([1, 2, 3, 4]);
  });

  it('keeps every physical line within 75 octets and never splits a character', () => {
    const line = `SUMMARY:${'Festival du court métrage — été '.repeat(8)}`;
    const folded = foldLine(line);
    for (const physical of folded.split('\r\n')) {
      expect([...physical].reduce((sum, char) => sum + utf8Length(char), 0)).toBeLessThanOrEqual(75);
    }
    expect(folded.replaceAll('\r\n ', '')).toBe(line);
  });
});
