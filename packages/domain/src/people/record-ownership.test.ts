import { describe, expect, it } from 'vitest';
import {
  canEditContact,
  canEditPerson,
  canEditPostalAddress,
  canEditStructure,
  type RecordOwner,
} from './record-ownership.ts';

const owner: RecordOwner = {
  IdPersonne: 1,
  IdCoordonnee: 2,
  IdAdresse: 3,
  IdStructure: 4,
  structure: { IdAdresse: 5, IdCoordonnee: 6 },
};
const newcomer: RecordOwner = {
  IdPersonne: null,
  IdCoordonnee: null,
  IdAdresse: null,
  IdStructure: null,
  structure: null,
};

describe('record ownership', () => {
  it("allows the account's own records and its structure's address and contact details", () => {
    expect(canEditPerson(owner, 1)).toBe(true);
    expect(canEditContact(owner, 2)).toBe(true);
    expect(canEditContact(owner, 6)).toBe(true);
    expect(canEditPostalAddress(owner, 3)).toBe(true);
    expect(canEditPostalAddress(owner, 5)).toBe(true);
    expect(canEditStructure(owner, 4)).toBe(true);
  });

  it('refuses any other id, and every id to an account without records', () => {
    expect(canEditPerson(owner, 2)).toBe(false);
    expect(canEditContact(owner, 3)).toBe(false);
    expect(canEditPostalAddress(owner, 6)).toBe(false);
    expect(canEditStructure(owner, 5)).toBe(false);
    for (const id of [1, 2, 3, 4, 5, 6]) {
      expect(
        [canEditPerson, canEditContact, canEditPostalAddress, canEditStructure].some((can) =>
          can(newcomer, id),
        ),
      ).toBe(false);
    }
  });
});
