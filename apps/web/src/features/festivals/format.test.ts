import { describe, expect, it } from 'vitest';
import { formatDeadline, formatFeeRange, formatList, formatMoney, formatMonthYear } from './format.ts';

// Intl separates amount and symbol with a (narrow) no-break space in fr and es.
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('shows euros with a comma in fr and es, a point in en', () => {
    expect(plain(formatMoney({ cents: 1550, currency: 'EUR', language: 'fr' }))).toBe('15,50 €');
    expect(plain(formatMoney({ cents: 1550, currency: 'EUR', language: 'es' }))).toBe('15,50 €');
    expect(formatMoney({ cents: 1550, currency: 'EUR', language: 'en' })).toBe('€15.50');
  });

  it('drops the decimals of whole amounts', () => {
    expect(plain(formatMoney({ cents: 2000, currency: 'EUR', language: 'fr' }))).toBe('20 €');
    expect(formatMoney({ cents: 2000, currency: 'USD', language: 'en' })).toBe('US$20');
  });

  it('words a fee range, one amount when equal, nothing when free', () => {
    const range = ({ min, max }: { min: string; max: string }) => `${min} to ${max}`;
    expect(formatFeeRange({ min: 1500, max: 3000, currency: 'EUR', language: 'en', range })).toBe(
      '€15 to €30',
    );
    expect(plain(formatFeeRange({ min: 2500, max: 2500, currency: 'EUR', language: 'es', range }))).toBe(
      '25 €',
    );
    expect(formatFeeRange({ min: 0, max: 0, currency: 'EUR', language: 'en', range })).toBeUndefined();
  });
});

describe('dates', () => {
  it('reads a deadline on the festival’s clock with its zone, not on its UTC day', () => {
    // 23:59 on 25 November in Paris is 22:59 UTC; in Los Angeles, 07:59 UTC on the 26th.
    expect(formatDeadline('2026-11-25T22:59:00.000Z', 'en', 'Europe/Paris')).toBe('25 Nov 2026, 23:59 CET');
    expect(formatDeadline('2026-11-26T07:59:00.000Z', 'en', 'America/Los_Angeles', 'long')).toBe(
      '25 November 2026 at 23:59 GMT-8',
    );
    expect(formatDeadline('2026-11-25T22:59:00.000Z', 'fr', 'Europe/Paris', 'long')).toBe(
      '25 novembre 2026 à 23:59 UTC+1',
    );
  });

  it('words a production month', () => {
    expect(formatMonthYear({ year: 2024, month: 1, language: 'fr' })).toBe('janvier 2024');
    expect(formatMonthYear({ year: 2024, month: 7, language: 'en' })).toBe('July 2024');
  });
});

describe('lists', () => {
  it('joins labels the way each language does', () => {
    expect(formatList(['France', 'Belgium', 'Spain'], 'en')).toBe('France, Belgium and Spain');
    expect(formatList(['France', 'Belgique', 'Espagne'], 'fr')).toBe('France, Belgique et Espagne');
    expect(formatList(['inglés', 'francés'], 'es', 'disjunction')).toBe('inglés o francés');
  });
});
