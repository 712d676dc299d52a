import { describe, expect, it } from 'vitest';
import { zonedIsoDay } from './deadline-format.ts';

describe('zonedIsoDay', () => {
  it('gives the day where the festival is, which may differ from the UTC day', () => {
    expect(zonedIsoDay('2026-12-02T07:59:00Z', 'America/Los_Angeles')).toBe('2026-12-01');
    expect(zonedIsoDay('2026-12-01T23:30:00Z', 'Europe/Paris')).toBe('2026-12-02');
    expect(zonedIsoDay('2026-12-01T23:30:00Z', 'UTC')).toBe('2026-12-01');
  });
});
