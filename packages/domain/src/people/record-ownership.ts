/**
 * Which profile records an account may read and change (spec §7: ids of another account's
 * person, address, structure, contact details answer 404). The account links its own person,
 * contact details, postal address and structure; its structure links the structure's address
 * and contact details. Pure predicates over those links, so the API and any screen that shows
 * or hides a control ask the same question.
 */
export type RecordOwner = {
  IdPersonne: number | null;
  IdCoordonnee: number | null;
  IdAdresse: number | null;
  IdStructure: number | null;
  /** The links of the account's structure, when it has one. */
  structure: { IdAdresse: number | null; IdCoordonnee: number | null } | null;
};

export function canEditPerson(owner: RecordOwner, id: number): boolean {
  return owner.IdPersonne === id;
}

export function canEditContact(owner: RecordOwner, id: number): boolean {
  return owner.IdCoordonnee === id || owner.structure?.IdCoordonnee === id;
}

export function canEditStructure(owner: RecordOwner, id: number): boolean {
  return owner.IdStructure === id;
}

export function canEditPostalAddress(owner: RecordOwner, id: number): boolean {
  return owner.IdAdresse === id || owner.structure?.IdAdresse === id;
}
