// The demo festival's side (issue 31): who can sign in, who filmed what, and what happened to each
// entry (sent, watched, decided, published), as days before the seed's clock. Read by
// festival-side-rows.ts, which turns it into rows.
import type { DecisionReason } from '@shortlist/domain/festival-space/decision-reasons';
import type { FilmmakerKey } from './festival-side-films.ts';

/**
 * The demo festival: its call is open for months around the seed's clock, it opened seven weeks
 * before it (so its entries span two or three payout months), and it has three paid sections
 * (International competition, Fantastic night, National competition). The demo catalogue draws
 * the same festivals whatever the clock; its short name is its address (`/en/festival/<name>`).
 */
export const DEMO_FESTIVAL_SHORTNAME = 'festival-international-du-film-court-de-nantes';

/**
 * The one password of the demo accounts one can sign in to (README "Try both sides"). It meets
 * the password rules (`ZPassword`); the demo is never loaded in production unless asked.
 */
export const DEMO_PASSWORD = 'Shortlist-Demo-1';

/**
 * The demo accounts one can sign in to, with `DEMO_PASSWORD` hashed by argon2id with OWASP's
 * parameters, as `apps/server/src/platform/passwords.ts` hashes it (this package does not carry
 * argon2); `apps/server/src/demo-festival-side.test.ts` checks each hash against the password.
 * `.example` (RFC 2606) is never delivered: the emails they get stay in the development mailbox.
 */
export const DEMO_ACCOUNTS = {
  manager: {
    Login: 'manager@festival.demo.shortlist.example',
    Password:
      '$argon2id$v=19$m=19456,p=1,t=2$1I7ByBJDUt4FuzjNDPB0GQ$9bCbvht/q66QV99E87aOaN8MvGewaAkHaln7PFydYLY',
    person: { Prenom: 'Camille', Nom: 'Lebreton' },
  },
  programmer: {
    Login: 'programmer@festival.demo.shortlist.example',
    Password:
      '$argon2id$v=19$m=19456,p=1,t=2$TIn+z529v8nQfLZw08WyRw$qAR3s+du1EhgiYSc1P59MAAa6S0ziLwmlJeThTe8BKg',
    person: { Prenom: 'Noah', Nom: 'Guérin' },
  },
  filmmaker: {
    Login: 'filmmaker@demo.shortlist.example',
    Password:
      '$argon2id$v=19$m=19456,p=1,t=2$QcHkeyukSZpRaU3XAOjsCg$zy6b+ZiKe1noSVfXIDtr/BhtGOTixTiOJOakaQfifKE',
    person: { Prenom: 'Alex', Nom: 'Marchetti' },
  },
} as const;

export type DemoMember = 'manager' | 'programmer';

/**
 * The demo festival's other programmers (issue 34: a section shared among three programmers, two
 * each). They sign in with `DEMO_PASSWORD` too: they carry the programmer's hash, a hash holding
 * its own salt, so sharing it changes nothing to its check.
 */
export const DEMO_MORE_PROGRAMMERS = [
  { Login: 'programmer2@festival.demo.shortlist.example', person: { Prenom: 'Inès', Nom: 'Moreau' } },
  { Login: 'programmer3@festival.demo.shortlist.example', person: { Prenom: 'Théo', Nom: 'Castel' } },
] as const;

/** An invented filmmaker's account: no password, an `.invalid` login (RFC 2606), like the demo films' owner. */
export type InventedFilmmaker = {
  Login: string;
  person: { Prenom: string; Nom: string };
  /** Billing country (ISO 3166) and address of the orders they paid. */
  country: string;
  city: string;
  zip: string;
  street: string;
  language: 'en' | 'fr' | 'es' | 'it';
};

/** The demo filmmaker's and the invented filmmakers' billing details, by owner key. */
export const FILMMAKERS: Record<FilmmakerKey, InventedFilmmaker> = {
  filmmaker: {
    Login: DEMO_ACCOUNTS.filmmaker.Login,
    person: DEMO_ACCOUNTS.filmmaker.person,
    country: 'FR',
    city: 'Lyon',
    zip: '69007',
    street: '18 rue de Marseille',
    language: 'en',
  },
  lena: {
    Login: 'lena.hoffmann@demo-filmmakers.invalid',
    person: { Prenom: 'Lena', Nom: 'Hoffmann' },
    country: 'DE',
    city: 'Leipzig',
    zip: '04109',
    street: 'Karl-Liebknecht-Straße 42',
    language: 'en',
  },
  giulia: {
    Login: 'giulia.ferri@demo-filmmakers.invalid',
    person: { Prenom: 'Giulia', Nom: 'Ferri' },
    country: 'IT',
    city: 'Torino',
    zip: '10124',
    street: 'Via Po 17',
    language: 'it',
  },
  tomas: {
    Login: 'tomas.herrera@demo-filmmakers.invalid',
    person: { Prenom: 'Tomás', Nom: 'Herrera' },
    country: 'ES',
    city: 'Sevilla',
    zip: '41003',
    street: 'Calle San Luis 56',
    language: 'es',
  },
  amara: {
    Login: 'amara.diallo@demo-filmmakers.invalid',
    person: { Prenom: 'Amara', Nom: 'Diallo' },
    country: 'FR',
    city: 'Marseille',
    zip: '13001',
    street: '7 rue d’Aubagne',
    language: 'fr',
  },
};

/** The demo films' owner pays for their entries too (seed-demo-films.ts), from here. */
export const DEMO_FILMS_BILLING = {
  country: 'FR',
  city: 'Paris',
  zip: '75010',
  street: '3 quai de Valmy',
} as const;

/** A festival move of an entry: by which member, how many days before the clock, with what reason. */
export type PlannedMove = {
  to: 'validated' | 'selected' | 'notSelected';
  by: DemoMember;
  daysAgo: number;
  reason?: string;
};

/** A member's viewing of the entry's film video: how far (share of it), first opened how long ago. */
export type PlannedView = { by: DemoMember; share: number; daysAgo: number };

export type PlannedEntry = {
  /** A demo film's short name (films-data.ts) or a festival-side film's key. */
  film: string;
  /** Position of the section in the festival's current call (0 International, 1 Fantastic, 2 National). */
  section: 0 | 1 | 2;
  /** When the order was paid and the entry sent; entries of one owner sent at the same time share an order. */
  sentDaysAgo: number;
  moves: PlannedMove[];
  /** The note and reasons of the entry's last decision (published or not, as its section's publication says). */
  decision?: { note?: string; reasons?: DecisionReason[] };
  views: PlannedView[];
};

/** When a manager published each section's decisions (a section not listed was never published). */
export const PUBLICATIONS: { section: 0 | 1 | 2; daysAgo: number }[] = [
  { section: 0, daysAgo: 8 },
  { section: 2, daysAgo: 3 },
];

/**
 * 19 entries: most still sent, some validated, a few selected or not selected with the decision
 * published, and three decided since their section's last publication (so the manager has
 * something to publish); some never opened, some partly watched, some watched to the end by one
 * or both members. The demo filmmaker's three: selected and not selected (published, watched)
 * and one sent that nobody opened yet.
 */
export const PLANNED_ENTRIES: PlannedEntry[] = [
  // International competition (published 8 days ago).
  {
    film: 'threads-of-salt',
    section: 0,
    sentDaysAgo: 44.3,
    moves: [
      { to: 'validated', by: 'programmer', daysAgo: 30.1 },
      { to: 'notSelected', by: 'manager', daysAgo: 9.4, reason: 'Selection committee' },
    ],
    decision: {
      note: 'A beautiful portrait; we are looking for shorter documentaries this year.',
      reasons: ['length', 'programmeBalance'],
    },
    views: [
      { by: 'programmer', share: 0.4, daysAgo: 29.8 },
      { by: 'manager', share: 1, daysAgo: 12.5 },
    ],
  },
  {
    film: 'planetarium',
    section: 0,
    sentDaysAgo: 38.6,
    moves: [
      { to: 'validated', by: 'programmer', daysAgo: 26.2 },
      { to: 'selected', by: 'manager', daysAgo: 9.3, reason: 'Selection committee' },
    ],
    decision: { note: 'The whole committee loved the dome scene. See you in Nantes!' },
    views: [
      { by: 'programmer', share: 1, daysAgo: 26.4 },
      { by: 'manager', share: 1, daysAgo: 13.1 },
    ],
  },
  {
    film: 'lift-operator',
    section: 0,
    sentDaysAgo: 38.6,
    moves: [
      { to: 'validated', by: 'programmer', daysAgo: 26.2 },
      { to: 'notSelected', by: 'manager', daysAgo: 9.2 },
    ],
    decision: { reasons: ['programmeBalance', 'tooManyEntries'] },
    views: [{ by: 'programmer', share: 0.45, daysAgo: 26.3 }],
  },
  {
    film: 'between-tracks',
    section: 0,
    sentDaysAgo: 35.1,
    moves: [
      { to: 'validated', by: 'programmer', daysAgo: 21.7 },
      { to: 'notSelected', by: 'manager', daysAgo: 1.8 },
    ],
    decision: {
      note: 'Strong performances; the ending did not convince the committee.',
      reasons: ['subject'],
    },
    views: [{ by: 'manager', share: 1, daysAgo: 2.4 }],
  },
  {
    film: 'last-run',
    section: 0,
    sentDaysAgo: 27.4,
    moves: [{ to: 'validated', by: 'manager', daysAgo: 11.5 }],
    views: [{ by: 'programmer', share: 0.3, daysAgo: 10.2 }],
  },
  {
    film: 'those-who-wait',
    section: 0,
    sentDaysAgo: 19.2,
    moves: [],
    views: [{ by: 'programmer', share: 0.1, daysAgo: 6.6 }],
  },
  { film: 'mothers-hands', section: 0, sentDaysAgo: 12.8, moves: [], views: [] },
  { film: 'nonna-pina', section: 0, sentDaysAgo: 8.9, moves: [], views: [] },
  { film: 'cold-front', section: 0, sentDaysAgo: 3.4, moves: [], views: [] },
  // Fantastic night (never published).
  {
    film: 'paper-moons',
    section: 1,
    sentDaysAgo: 40.2,
    moves: [{ to: 'validated', by: 'programmer', daysAgo: 6.3 }],
    views: [{ by: 'programmer', share: 1, daysAgo: 6.5 }],
  },
  {
    film: 'breathing-house',
    section: 1,
    sentDaysAgo: 31.5,
    moves: [
      { to: 'validated', by: 'programmer', daysAgo: 5.2 },
      { to: 'selected', by: 'manager', daysAgo: 1.4, reason: 'Opening film of the night' },
    ],
    decision: { note: 'We would like it to open the night: our programmer will write to you.' },
    views: [
      { by: 'programmer', share: 1, daysAgo: 5.4 },
      { by: 'manager', share: 1, daysAgo: 1.6 },
    ],
  },
  {
    film: 'low-orbit',
    section: 1,
    sentDaysAgo: 22.6,
    moves: [],
    views: [{ by: 'programmer', share: 0.6, daysAgo: 4.1 }],
  },
  { film: 'fog', section: 1, sentDaysAgo: 16.1, moves: [], views: [] },
  { film: 'clockmaker', section: 1, sentDaysAgo: 7.7, moves: [], views: [] },
  { film: 'eclipse', section: 1, sentDaysAgo: 1.2, moves: [], views: [] },
  // National competition (published 3 days ago).
  {
    film: 'the-last-tide',
    section: 2,
    sentDaysAgo: 43.1,
    moves: [
      { to: 'validated', by: 'manager', daysAgo: 27.9 },
      { to: 'selected', by: 'manager', daysAgo: 3.6 },
    ],
    decision: { note: 'Selected in competition: the screening dates follow by email.' },
    views: [
      { by: 'manager', share: 1, daysAgo: 28.2 },
      { by: 'programmer', share: 1, daysAgo: 20.7 },
    ],
  },
  {
    film: 'platform-four',
    section: 2,
    sentDaysAgo: 36.4,
    moves: [
      { to: 'validated', by: 'manager', daysAgo: 27.9 },
      { to: 'notSelected', by: 'manager', daysAgo: 3.5 },
    ],
    decision: { reasons: ['technicalQuality'] },
    views: [{ by: 'manager', share: 0.35, daysAgo: 27.95 }],
  },
  {
    film: 'antenna-hill',
    section: 2,
    sentDaysAgo: 29.9,
    moves: [{ to: 'validated', by: 'programmer', daysAgo: 14.2 }],
    views: [{ by: 'manager', share: 1, daysAgo: 13.8 }],
  },
  {
    film: 'undertow',
    section: 2,
    sentDaysAgo: 24,
    moves: [],
    views: [{ by: 'programmer', share: 0.55, daysAgo: 9.6 }],
  },
];
