import { describe, expect, it } from 'vitest';
import { keepsAManager } from './member-rules.ts';

const members = [
  { IdMembre: 1, role: 'manager' as const },
  { IdMembre: 2, role: 'programmer' as const },
];

describe('keepsAManager', () => {
  it('refuses removing or demoting the last manager', () => {
    expect(keepsAManager(members, { IdMembre: 1, role: null })).toBe(false);
    expect(keepsAManager(members, { IdMembre: 1, role: 'programmer' })).toBe(false);
  });

  it('lets the last manager stay a manager, and programmers come and go', () => {
    expect(keepsAManager(members, { IdMembre: 1, role: 'manager' })).toBe(true);
    expect(keepsAManager(members, { IdMembre: 2, role: null })).toBe(true);
    expect(keepsAManager(members, { IdMembre: 2, role: 'manager' })).toBe(true);
  });

  it('lets one of two managers go, but not both', () => {
    const two = [...members, { IdMembre: 3, role: 'manager' as const }];
    expect(keepsAManager(two, { IdMembre: 1, role: null })).toBe(true);
    const afterFirst = two.filter((m) => m.IdMembre !== 1);
    expect(keepsAManager(afterFirst, { IdMembre: 3, role: 'programmer' })).toBe(false);
  });

  it('does not block a festival that has no manager left (its last one deleted their account)', () => {
    const none = [{ IdMembre: 2, role: 'programmer' as const }];
    expect(keepsAManager(none, { IdMembre: 2, role: null })).toBe(true);
  });
});
