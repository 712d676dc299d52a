import { date, index, integer, pgTable, primaryKey, smallint, unique } from 'drizzle-orm/pg-core';
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
