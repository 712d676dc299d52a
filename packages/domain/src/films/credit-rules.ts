import { z } from 'zod';
import { ZPostalAddressRequest } from '../accounts/address-rules.ts';
import { ZContactRequest } from '../accounts/contact-rules.ts';
import { ZStructureRequest, zPersonRequest } from '../accounts/person-rules.ts';
import { ZId, zIdOf } from '../fields/ids.ts';
import { FILM_RULE } from './rule-codes.ts';

// The function codes and display rules live in credit-display.ts (zod-free, for the web's first load).
export * from './credit-display.ts';

/** One part of `POST contacts`: save it (`IsSave`) with these values, or leave it as it is. */
function part<T extends z.ZodType>(data: T) {
  return z.object({ IsSave: z.boolean({ error: FILM_RULE.invalid }), Data: data.nullish() }).nullish();
}

/** Most functions one contact may hold on one film. */
export const FUNCTIONS_PER_CONTACT_MAX = 20;

/**
 * `POST contacts` (spec §7): the contact (`IdContact` null to create one in the address book),
 * and for its person, structure, address and contact details (its own and its structure's) an
 * `IsSave` flag plus the data. With `IdFilm`, the contact is credited on that film in each of
 * `idsFonction` (at least one, spec §5); the answer is `{ CONT_ID }`.
 */
export function zFilmContactRequest(now: () => Date) {
  return z.object({
    IdContact: ZId.nullish().transform((id) => id ?? null),
    IdFilm: ZId.nullish().transform((id) => id ?? null),
    idsFonction: z
      .array(zIdOf(FILM_RULE.functionRequired), { error: FILM_RULE.functionRequired })
      .min(1, FILM_RULE.functionRequired)
      .max(FUNCTIONS_PER_CONTACT_MAX, FILM_RULE.tooLong)
      .refine((ids) => new Set(ids).size === ids.length, FILM_RULE.duplicate),
    Personne: part(zPersonRequest(now)),
    Structure: part(ZStructureRequest),
    Adresse: part(ZPostalAddressRequest),
    Coordonnee: part(ZContactRequest),
    CoordonneeStructure: part(ZContactRequest),
  });
}
export type FilmContactRequest = z.input<ReturnType<typeof zFilmContactRequest>>;
export type FilmContactValues = z.output<ReturnType<typeof zFilmContactRequest>>;

/** Answer of `POST contacts`. */
export const ZFilmContactAnswer = z.object({ CONT_ID: ZId });

/** `PUT generiques/ordre`: the contacts of one function of a film, in their new order. */
export const ZCreditOrderRequest = z.object({
  IdFilm: ZId,
  IdFonction: zIdOf(FILM_RULE.functionRequired),
  idsContact: z
    .array(ZId)
    .min(1, FILM_RULE.required)
    .max(200, FILM_RULE.tooLong)
    .refine((ids) => new Set(ids).size === ids.length, FILM_RULE.duplicate),
});
export type CreditOrderRequest = z.input<typeof ZCreditOrderRequest>;

/** `DELETE generiques/delete-generique`: one credit, by its id. */
export const ZCreditDeleteRequest = z.object({ Id: ZId });
