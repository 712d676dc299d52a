import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { compte } from './accounts.ts';
import { campagneSection } from './campaigns.ts';
import { dateCreation, generatedId, utc } from './columns.ts';
import { film } from './films.ts';
import { inscription } from './submissions.ts';

/**
 * A festival's invitation to one of its campaign sections (spec §3 Invitation): it is made to a
 * filmmaker's account (`IdCompte`), who answers it with any of their films, at `Prix` cents (0 for
 * free), through the day `DateValiditee` (stored at 00:00 UTC of that day). `IdInscription` is the
 * entry that used it: set in the answer's transaction, back to null when that entry leaves the
 * basket, so the invitation can be answered again. The unique index keeps one entry per invitation.
 * An invitation sent to an address without an account has no `IdCompte` yet, only `Email`: the
 * account activated with that address takes it (`auth/activate-account.ts`). `IdFilm` is the film
 * the festival invited it for (by its page, shortname or id), so the festival's list can name
 * it; the filmmaker may still answer with another film; null for an invitation by address.
 */
export const invitation = pgTable(
  'invitation',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    DateValiditee: utc('DateValiditee').notNull(),
    IdCompte: integer('IdCompte').references(() => compte.Id, { onDelete: 'cascade' }),
    IdCampagneSection: integer('IdCampagneSection')
      .notNull()
      .references(() => campagneSection.Id, { onDelete: 'cascade' }),
    Prix: integer('Prix').notNull(),
    IsArchive: boolean('IsArchive').notNull().default(false),
    Email: varchar('Email', { length: 255 }),
    Message: text('Message'),
    IdInscription: integer('IdInscription').references(() => inscription.Id, { onDelete: 'set null' }),
    IdFilm: integer('IdFilm').references(() => film.Id, { onDelete: 'set null' }),
  },
  (t) => [
    check('invitation_prix_check', sql`${t.Prix} >= 0`),
    check('invitation_destinataire_check', sql`${t.IdCompte} is not null or ${t.Email} is not null`),
    index('invitation_email_idx').on(sql`lower(${t.Email})`).where(sql`${t.IdCompte} is null`),
    index('invitation_compte_idx').on(t.IdCompte, t.IdCampagneSection),
    uniqueIndex('invitation_inscription_unique').on(t.IdInscription),
    index('invitation_film_idx').on(t.IdFilm),
  ],
);
