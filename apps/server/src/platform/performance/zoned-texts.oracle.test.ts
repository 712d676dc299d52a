import { LANGUAGES, type Language } from '@shortlist/domain/language-list';
import { formatZonedDay, zonedTexts as intlTexts } from '@shortlist/i18n/deadline-format';
import { describe, expect, it, vi } from 'vitest';
import { zonedDay, zonedTexts } from './zoned-texts.ts';

const languages = Object.keys(LANGUAGES) as Language[];

/** A seeded generator, so a failure names an instant that fails again. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('zonedTexts without Intl per instant', () => {
  it('says what Intl says, in every zone and language, at random instants from 1975 to 2045', () => {
    const random = seeded(42);
    const from = Date.UTC(1975, 0, 1);
    const to = Date.UTC(2045, 0, 1);
    let compared = 0;
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      for (let i = 0; i < 12; i++) {
        // Whole minutes, as deadlines are, and any second, as `now` is.
        const at = new Date(from + Math.floor(random() * (to - from)));
        for (const language of languages) {
          expect(zonedTexts(at, language, zone), `${at.toISOString()} ${zone} ${language}`).toEqual(
            intlTexts(at, language, zone),
          );
          expect(zonedDay(at, language, zone)).toBe(formatZonedDay(at, language, zone));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20_000);
  });

  it('says what Intl says hour by hour through years of clock and name changes', () => {
    const years: [string, number][] = [
      ['Europe/Paris', 2026],
      ['Asia/Amman', 2022], // EEST to GMT+3 at the same offset
      ['Australia/Lord_Howe', 2026], // half-hour summer time
      ['Africa/Casablanca', 2026], // Ramadan
      ['America/Santiago', 2026],
      ['America/Boa_Vista', 2000], // two changes a week apart
      ['Asia/Gaza', 2040],
      ['Asia/Kathmandu', 2026], // +5:45
    ];
    for (const [zone, year] of years) {
      for (let at = Date.UTC(year, 0, 1); at < Date.UTC(year + 1, 0, 1); at += 3_600_000 + 59_000) {
        for (const language of ['en', 'fr', 'pt'] as const) {
          const date = new Date(at);
          expect(zonedTexts(date, language, zone), `${date.toISOString()} ${zone} ${language}`).toEqual(
            intlTexts(date, language, zone),
          );
        }
      }
    }
  });

  it('asks Intl nothing for a week already asked twice, in every language', () => {
    for (const language of languages) {
      zonedTexts('2026-03-02T10:00:00Z', language, 'Europe/Paris');
      zonedTexts('2026-03-04T08:15:00Z', language, 'Europe/Paris');
    }
    // `format` is a getter (it answers a bound function): any use of it reads it.
    const format = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: unknown }, 'format', 'get');
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      for (const language of languages) zonedTexts('2026-03-03T17:45:00Z', language, 'Europe/Paris');
      expect(format).not.toHaveBeenCalled();
      expect(parts).not.toHaveBeenCalled();
    } finally {
      format.mockRestore();
      parts.mockRestore();
    }
  });

  it('takes an ISO string as a Date, and refuses an unknown zone as Intl does', () => {
    expect(zonedTexts('2026-11-26T22:59:00Z', 'fr', 'Europe/Paris')).toEqual({
      text: '26 nov. 2026, 23:59 UTC+1',
      day: '26 novembre 2026',
    });
    expect(zonedTexts('2026-11-26T22:59:00Z', 'es', 'Asia/Tokyo')).toEqual(
      intlTexts('2026-11-26T22:59:00Z', 'es', 'Asia/Tokyo'),
    );
    expect(() => zonedTexts('2026-11-26T22:59:00Z', 'en', 'Mars/Olympus')).toThrow(RangeError);
  });
});
