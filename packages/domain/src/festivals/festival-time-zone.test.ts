import { describe, expect, it } from 'vitest';
import { FALLBACK_TIME_ZONE, festivalTimeZone } from './festival-time-zone.ts';

const zone = (iso2: string | null, latitude: number | null, longitude: number | null) =>
  festivalTimeZone({ iso2, latitude, longitude });

describe('festivalTimeZone', () => {
  it('gives a one-zone country its zone, wherever the city is', () => {
    expect(zone('FR', 47.2184, -1.5536)).toBe('Europe/Paris'); // Nantes
    expect(zone('GB', 55.8642, -4.2518)).toBe('Europe/London'); // Glasgow
    expect(zone('JP', 33.59, 130.4)).toBe('Asia/Tokyo'); // Fukuoka
    expect(zone('fr', null, null)).toBe('Europe/Paris');
  });

  it("picks the zone of the festival's city in a country with several", () => {
    expect(zone('US', 45.5152, -122.6784)).toBe('America/Los_Angeles'); // Portland, nearer Boise's tzdb point
    expect(zone('US', 30.2672, -97.7431)).toBe('America/Chicago'); // Austin, nearer Denver's
    expect(zone('US', 40.71, -74.0)).toBe('America/New_York');
    expect(zone('CA', 45.5019, -73.5674)).toBe('America/Toronto'); // Montréal
    expect(zone('CA', 49.2827, -123.1207)).toBe('America/Vancouver');
    expect(zone('MX', 20.6597, -103.3496)).toBe('America/Mexico_City'); // Guadalajara
    expect(zone('BR', -8.0476, -34.877)).toBe('America/Recife');
    expect(zone('AU', -42.8821, 147.3272)).toBe('Australia/Hobart');
    expect(zone('ES', 28.1, -15.42)).toBe('Atlantic/Canary'); // Las Palmas
    expect(zone('ES', 37.1773, -3.5986)).toBe('Europe/Madrid'); // Granada, nearer Ceuta's point
    expect(zone('PT', 41.1579, -8.6291)).toBe('Europe/Lisbon');
    expect(zone('NZ', -45.8788, 170.5028)).toBe('Pacific/Auckland');
  });

  it("takes the country's main zone without a position, and UTC for an unknown country", () => {
    expect(zone('US', null, null)).toBe('America/New_York');
    expect(zone('AU', null, null)).toBe('Australia/Sydney');
    expect(zone('CA', Number.NaN, 3)).toBe('America/Toronto');
    expect(zone('ZZ', 10, 10)).toBe(FALLBACK_TIME_ZONE);
    expect(zone(null, 10, 10)).toBe(FALLBACK_TIME_ZONE);
  });

  it('names only zones the platform can format', () => {
    for (const [iso2, lat, lng] of [
      ['US', 61.2, -149.9],
      ['RU', 55.0, 82.9],
      ['AQ', -77.8, 166.7],
      ['KI', 1.9, -157.5],
    ] as const) {
      const name = zone(iso2, lat, lng);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: name })).not.toThrow();
    }
  });
});
