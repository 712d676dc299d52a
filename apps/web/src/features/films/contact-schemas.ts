import { formatPhone, parsePhone } from '@shortlist/domain/accounts/contact-rules';
import type { AddressBookContact } from '@shortlist/domain/credits/contact-contracts';
import { type FilmContactRequest, zFilmContactRequest } from '@shortlist/domain/films/credit-rules';
import { z } from 'zod';
import { chosen, chosenIds } from './schemas.ts';

/*
 * The credits tab's person form: one form for the person, their functions on the film, their
 * structure, address and contact details, sent as one `POST contacts`. The fields hold strings;
 * the body is checked by the domain's `zFilmContactRequest`, whose issues (nested under
 * `Personne.Data`, `Adresse.Data`...) are reported on the field that holds the value. No rule is
 * written here.
 */

const text = z.string();
const contactFields = {
  IdCivilite: text,
  Prenom: text,
  Nom: text,
  Pseudo: text,
  AnneeNaissance: text,
  functions: z.array(text),
  RaisonSociale: text,
  Email: text,
  PhonePrefix: text,
  PhoneNumber: text,
  SiteWeb: text,
  IdPays: text,
  Ligne1: text,
  Cp: text,
  Ville: text,
};
export type ContactFormValues = { [K in keyof typeof contactFields]: z.input<(typeof contactFields)[K]> };

const blank = (value: string) => value.trim() === '';
const orNull = (value: string) => (blank(value) ? null : value);

/** A part of `POST contacts` always saved: its values, or null (removed) when every field is empty. */
function part<T extends Record<string, unknown>>(data: T, filled: boolean) {
  return { IsSave: true, Data: filled ? data : null };
}

export function contactBody(values: ContactFormValues, ids: { IdContact: number | null; IdFilm: number }) {
  const telephone = formatPhone(values.PhonePrefix, values.PhoneNumber);
  return {
    IdContact: ids.IdContact,
    IdFilm: ids.IdFilm,
    idsFonction: chosenIds(values.functions),
    Personne: part(
      {
        IdCivilite: chosen(values.IdCivilite),
        Prenom: values.Prenom,
        Nom: values.Nom,
        Pseudo: orNull(values.Pseudo),
        AnneeNaissance: chosen(values.AnneeNaissance),
      },
      true,
    ),
    Structure: part(
      { RaisonSociale: values.RaisonSociale, NumeroIntracom: null },
      !blank(values.RaisonSociale),
    ),
    Adresse: part(
      {
        IdPays: chosen(values.IdPays),
        Ligne1: orNull(values.Ligne1),
        Ligne2: null,
        Province: null,
        Cp: orNull(values.Cp),
        Ville: orNull(values.Ville),
      },
      ![values.IdPays, values.Ligne1, values.Cp, values.Ville].every(blank),
    ),
    Coordonnee: part(
      {
        Telephone: telephone,
        Email: orNull(values.Email),
        SiteWeb: orNull(values.SiteWeb),
        UrlLinkedin: null,
        UrlInstagram: null,
        UrlFacebook: null,
        UrlTwitter: null,
      },
      telephone !== null || !blank(values.Email) || !blank(values.SiteWeb),
    ),
  } as FilmContactRequest;
}

/** The form field that shows a failing part of the body (`Personne.Data.Nom` -> `Nom`). */
function fieldOf(path: PropertyKey[]): string {
  const [first] = path;
  if (first === 'idsFonction') return 'functions';
  const last = String(path[path.length - 1] ?? '');
  if (last === 'Telephone') return 'PhoneNumber';
  return last in contactFields ? last : String(first ?? 'Nom');
}

export function zContactForm(ids: { IdContact: number | null; IdFilm: number }, now: () => Date) {
  const request = zFilmContactRequest(now);
  return z
    .object(contactFields)
    .transform((values) => contactBody(values, ids))
    .superRefine((body, ctx) => {
      const result = request.safeParse(body);
      if (result.success) return;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', path: [fieldOf(issue.path)], message: issue.message });
      }
    });
}

/** The form's fields for a contact of the address book, or empty for a new person. */
export function contactValues(contact: AddressBookContact | undefined): ContactFormValues {
  const person = contact?.Personne;
  const phone = contact?.Coordonnee?.Telephone;
  const split = (phone && parsePhone(phone)) || { prefix: '', number: phone ?? '' };
  const address = contact?.Adresse;
  return {
    IdCivilite: person?.IdCivilite ? String(person.IdCivilite) : '',
    Prenom: person?.Prenom ?? '',
    Nom: person?.Nom ?? '',
    Pseudo: person?.Pseudo ?? '',
    AnneeNaissance: person?.AnneeNaissance ? String(person.AnneeNaissance) : '',
    functions: (contact?.idsFonction ?? []).map(String),
    RaisonSociale: contact?.Structure?.RaisonSociale ?? '',
    Email: contact?.Coordonnee?.Email ?? '',
    PhonePrefix: split.prefix,
    PhoneNumber: split.number,
    SiteWeb: contact?.Coordonnee?.SiteWeb ?? '',
    IdPays: address ? String(address.IdPays) : '',
    Ligne1: address?.Ligne1 ?? '',
    Cp: address?.Cp ?? '',
    Ville: address?.Ville ?? '',
  };
}
