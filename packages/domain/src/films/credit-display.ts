import { FONCTION } from '../dictionary-names.ts';

/**
 * Credits (`generique`) and contacts of a film (spec §3 Credit and Contact, §5 "Contact needs at
 * least one function", §7 `generiques`, `contacts`). The function dictionary's `Id` is the
 * spec's code, so `IdFonction` on a credit is the code (director 1, production 30,
 * seller/distributor 31, contact 50).
 */
export const FUNCTION_CODE_DIRECTOR = FONCTION.realisateur;

/** Functions whose credits are the film's "main contacts" on the public page (spec §4 limited sharing). */
export const MAIN_CONTACT_FUNCTIONS: readonly number[] = [
  FONCTION.realisateur,
  FONCTION.production,
  FONCTION.vendeur,
  FONCTION.contact,
];

/**
 * Spec §3: a contact's display name is the pseudonym, or first and last name, plus the company
 * in parentheses when there is a structure.
 */
export function contactDisplayName(contact: {
  Pseudo: string | null;
  Prenom: string | null;
  Nom: string | null;
  Societe: string | null;
}): string {
  const pseudo = contact.Pseudo?.trim();
  const name = pseudo || [contact.Prenom, contact.Nom].filter((part) => part?.trim()).join(' ');
  const company = contact.Societe?.trim();
  return company ? `${name} (${company})` : name;
}

/** Credits in their order: by function (dictionary order), then `OrdreFonction`, then Id. */
export function compareCredits(
  a: { functionOrder: number; OrdreFonction: number; Id: number },
  b: { functionOrder: number; OrdreFonction: number; Id: number },
): number {
  return a.functionOrder - b.functionOrder || a.OrdreFonction - b.OrdreFonction || a.Id - b.Id;
}
