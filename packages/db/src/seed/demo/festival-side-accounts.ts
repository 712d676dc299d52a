// The demo festival side's accounts: members, filmmakers, billing (festival-side-rows.ts).
import { CURRENT_TERMS_DATE } from '@shortlist/domain/accounts/first-connection-rules';
import { LANGUAGES } from '@shortlist/domain/languages';
import type { FilmmakerKey } from './festival-side-films.ts';
import { DEMO_ACCOUNTS, DEMO_MORE_PROGRAMMERS, type DemoMember, FILMMAKERS } from './festival-side-plan.ts';
import {
  countryId,
  countryRow,
  type FestivalSideContext,
  type Owner,
  type Step,
} from './festival-side-types.ts';

function termsAccepted(created: Date): Date {
  const terms = new Date(CURRENT_TERMS_DATE);
  return created.getTime() >= terms.getTime() ? created : terms;
}

/**
 * The manager and the programmers: accounts that sign in straight away, members of the festival.
 * Answers the manager's and the first programmer's accounts (the plan's `by`).
 */
export function addMembers(ctx: FestivalSideContext, step: Step): Record<DemoMember, number> {
  const { ids, rows, at } = step;
  const accounts = {} as Record<DemoMember, number>;
  for (const role of ['manager', 'programmer'] as const) {
    accounts[role] = addAccount({
      ...step,
      created: at(role === 'manager' ? 90 : 75),
      Login: DEMO_ACCOUNTS[role].Login,
      Password: DEMO_ACCOUNTS[role].Password,
      person: DEMO_ACCOUNTS[role].person,
      language: 'en',
      lastSignIn: at(1),
    });
  }
  rows.membreFestival.push(
    {
      Id: ids.take('membreFestival'),
      DateCreation: at(60),
      IdFestival: ctx.festivalId,
      IdCompte: accounts.manager,
      Role: 'manager',
      IdInvitePar: null,
    },
    {
      Id: ids.take('membreFestival'),
      DateCreation: at(55),
      IdFestival: ctx.festivalId,
      IdCompte: accounts.programmer,
      Role: 'programmer',
      IdInvitePar: accounts.manager,
    },
  );
  for (const [i, programmer] of DEMO_MORE_PROGRAMMERS.entries()) {
    const IdCompte = addAccount({
      ...step,
      created: at(50 - i),
      Login: programmer.Login,
      Password: DEMO_ACCOUNTS.programmer.Password,
      person: programmer.person,
      language: 'en',
      lastSignIn: at(2),
    });
    rows.membreFestival.push({
      Id: ids.take('membreFestival'),
      DateCreation: at(45 - i),
      IdFestival: ctx.festivalId,
      IdCompte,
      Role: 'programmer',
      IdInvitePar: accounts.manager,
    });
  }
  return accounts;
}

function addAccount(
  options: Step & {
    created: Date;
    Login: string;
    Password: string | null;
    person: { Prenom: string; Nom: string };
    language: keyof typeof LANGUAGES;
    lastSignIn: Date | null;
    billingId?: number;
  },
): number {
  const { ids, rows, created } = options;
  const IdPersonne = ids.take('personne');
  rows.personne.push({ Id: IdPersonne, DateCreation: created, ...options.person });
  const Id = ids.take('compte');
  rows.compte.push({
    Id,
    IdLangue: LANGUAGES[options.language].id,
    DateCreation: created,
    DateActivation: created,
    // Activated, terms accepted, first connection done: the account signs in straight away.
    DateAcceptationCGV: termsAccepted(created),
    DateDerConnexion: options.lastSignIn,
    Login: options.Login,
    Password: options.Password,
    IdPersonne,
    IdAdresseFacturation: options.billingId ?? null,
  });
  return Id;
}

export function addBillingAddress(
  options: Pick<Step, 'ids' | 'rows'> & {
    created: Date;
    header: string;
    country: string;
    city: string;
    zip: string;
    street: string;
  },
): number {
  const Id = options.ids.take('adresseFacturation');
  options.rows.adresseFacturation.push({
    Id,
    DateCreation: options.created,
    CountryId: countryId(options.country),
    Header: options.header,
    Line1: options.street,
    ZipCode: options.zip,
    City: options.city,
    IsCompany: false,
    IsCee: countryRow(options.country)?.[3] === 1,
    IsAssujetti: false,
  });
  return Id;
}

/**
 * The demo filmmaker (signs in with the demo password) and the invented ones (no password), each
 * with a billing address and themselves as a contact of their directory, credited on their films.
 */
export function addFilmmakers(step: Step): Map<FilmmakerKey, Owner> {
  const { ids, rows, at } = step;
  const owners = new Map<FilmmakerKey, Owner>();
  for (const [key, who] of Object.entries(FILMMAKERS) as [
    FilmmakerKey,
    (typeof FILMMAKERS)[FilmmakerKey],
  ][]) {
    const created = at(key === 'filmmaker' ? 100 : 140);
    const name = `${who.person.Prenom} ${who.person.Nom}`;
    const billingId = addBillingAddress({ ids, rows, created, header: name, ...who });
    const signsIn = key === 'filmmaker';
    const accountId = addAccount({
      ...step,
      created,
      Login: who.Login,
      Password: signsIn ? DEMO_ACCOUNTS.filmmaker.Password : null,
      person: who.person,
      language: who.language,
      lastSignIn: signsIn ? at(2) : null,
      billingId,
    });
    const IdPersonne = ids.take('personne');
    rows.personne.push({ Id: IdPersonne, DateCreation: created, ...who.person });
    const IdCoordonnee = ids.take('coordonnee');
    rows.coordonnee.push({ Id: IdCoordonnee, DateCreation: created, Email: who.Login });
    const contactId = ids.take('contact');
    rows.contact.push({
      Id: contactId,
      DateCreation: created,
      IdCompteAnnuaire: accountId,
      IdPersonne,
      IdCoordonnee,
    });
    owners.set(key, { accountId, billingId, contactId, name });
  }
  return owners;
}
