import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { compte } from './accounts.ts';
import { dateCreation, generatedId } from './columns.ts';
import { festival } from './festivals.ts';

/** A user's favourite festival (spec §3 Account "favourites"). */
export const favori = pgTable(
  'favori',
  {
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    IdFestival: integer('IdFestival')
      .notNull()
      .references(() => festival.Id, { onDelete: 'cascade' }),
    DateCreation: dateCreation(),
  },
  (t) => [primaryKey({ columns: [t.IdCompte, t.IdFestival] }), index('favori_festival_idx').on(t.IdFestival)],
);

/**
 * One deadline reminder sent: a favourite festival's deadline day, `Jours` (14 or 2) before it.
 * The unique key makes the reminder scan idempotent, even with several servers scanning at once.
 */
export const rappelEcheance = pgTable(
  'rappel_echeance',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    IdFestival: integer('IdFestival')
      .notNull()
      .references(() => festival.Id, { onDelete: 'cascade' }),
    DateEcheance: date('DateEcheance', { mode: 'string' }).notNull(),
    Jours: smallint('Jours').notNull(),
  },
  (t) => [unique('rappel_echeance_unique').on(t.IdCompte, t.IdFestival, t.DateEcheance, t.Jours)],
);

/**
 * An account's deadline-calendar settings (`compte/calendrier-favoris`), kept by the favourites
 * area rather than on `compte` so that no other area writes the accounts table. The row is
 * written on the first change; an account without one has no feed address and reminders on.
 */
export const calendrierFavoris = pgTable(
  'calendrier_favoris',
  {
    IdCompte: integer('IdCompte')
      .primaryKey()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    /**
     * Secret of the private deadline-calendar URL (`public/calendrier-favoris/{token}.ics`), null
     * when the user has none. Kept readable so the profile can show the address again; it only
     * opens the deadlines of the user's favourites, and a new one revokes the old.
     */
    JetonCalendrier: varchar('JetonCalendrier', { length: 64 }),
    /** Deadline reminder emails for favourite festivals (14 and 2 days before); on by default. */
    IsRappelEcheance: boolean('IsRappelEcheance').notNull().default(true),
  },
  (t) => [uniqueIndex('calendrier_favoris_jeton_unique').on(t.JetonCalendrier)],
);
