import { LANGUAGES, type Language } from '@shortlist/domain/language-list';
import { describe, expect, it } from 'vitest';
import { formatDay, formatDeadline, formatZonedDay, zonedIsoDay } from './deadline-format.ts';

describe('zonedIsoDay', () => {
  it('gives the day where the festival is, which may differ from the UTC day', () => {
    expect(zonedIsoDay('2026-12-02T07:59:00Z', 'America/Los_Angeles')).toBe('2026-12-01');
    expect(zonedIsoDay('2026-12-01T23:30:00Z', 'Europe/Paris')).toBe('2026-12-02');
    expect(zonedIsoDay('2026-12-01T23:30:00Z', 'UTC')).toBe('2026-12-01');
  });
});

describe('formatters kept per language, zone and length', () => {
  const at = '2026-11-26T22:59:00Z';
  // What a formatter built for this very call says (the code before formatters were kept).
  const fresh = (language: Language, timeZone: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LANGUAGES[language].locale, { timeZone, ...options }).format(new Date(at));
  const deadline = (month: 'short' | 'long'): Intl.DateTimeFormatOptions => ({
    day: 'numeric',
    month,
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });

  it('never answers with a formatter built for another language, zone or month length', () => {
    // Asked in an order that would reuse a wrongly keyed formatter; Paris and Tokyo fall on
    // different days at that instant.
    const asked: [Language, string, 'short' | 'long'][] = [
      ['en', 'Europe/Paris', 'short'],
      ['en', 'Asia/Tokyo', 'short'],
      ['fr', 'Europe/Paris', 'short'],
      ['en', 'Europe/Paris', 'long'],
      ['es', 'Asia/Tokyo', 'long'],
      ['en', 'Europe/Paris', 'short'],
    ];
    for (const [language, zone, month] of asked) {
      expect(formatDeadline(at, language, zone, month)).toBe(fresh(language, zone, deadline(month)));
      expect(formatZonedDay(at, language, zone)).toBe(fresh(language, zone, { dateStyle: 'long' }));
    }
    expect(formatZonedDay(at, 'en', 'Asia/Tokyo')).toContain('27');
    expect(formatZonedDay(at, 'en', 'Europe/Paris')).toContain('26');
  });

  it('still refuses an unknown zone', () => {
    expect(() => formatDeadline(at, 'en', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => formatDeadline(at, 'en', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatDay: one way to write a day per language (issue 32)', () => {
  it('writes a plain day as the pages write a day, in the language’s own locale', () => {
    for (const language of Object.keys(LANGUAGES) as Language[]) {
      expect(formatDay('2026-11-26', language)).toBe(formatZonedDay('2026-11-26T12:00:00Z', language, 'UTC'));
      // The day a deadline falls on reads the same inside the deadline's own text.
      expect(formatDeadline('2026-11-26T12:00:00Z', language, 'UTC', 'long')).toContain(
        formatDay('2026-11-26', language),
      );
    }
    // Not the bare language's default, which orders an English day the US way.
    expect(formatDay('2026-11-26', 'en')).toBe('26 November 2026');
    expect(formatDay('2026-11-26', 'fr')).toBe('26 novembre 2026');
    expect(formatDay(new Date('2026-11-26T23:30:00Z'), 'es')).toBe('26 de noviembre de 2026');
  });
});
