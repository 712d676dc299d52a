import { TICKET_AUTHORS, TICKET_CATEGORIES, TICKET_STATUSES } from '@shortlist/domain/tickets/ticket-values';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { compte } from './accounts.ts';
import { dateCreation, generatedId, inValues, utc } from './columns.ts';
import { festival } from './festivals.ts';

/**
 * A support ticket (spec §3 Ticket: email, category, subject; §4 open or closed, closed is
 * archived). `IsReponseNonLue`: the support answered since the account last read it; the header's
 * badge (`NbTicketEnAttente`) counts these, read with the session (partial index below).
 * `IdFestival`: written by a member from that festival's workspace.
 */
export const ticket = pgTable(
  'ticket',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    IdFestival: integer('IdFestival').references(() => festival.Id, { onDelete: 'set null' }),
    Email: varchar('Email', { length: 255 }).notNull(),
    Categorie: text('Categorie', { enum: TICKET_CATEGORIES }).notNull(),
    Sujet: varchar('Sujet', { length: 255 }).notNull(),
    Statut: text('Statut', { enum: TICKET_STATUSES }).notNull().default('open'),
    DateDerMessage: utc('DateDerMessage').notNull().defaultNow(),
    DateCloture: utc('DateCloture'),
    IsReponseNonLue: boolean('IsReponseNonLue').notNull().default(false),
  },
  (t) => [
    index('ticket_compte_idx').on(t.IdCompte, t.Statut, t.DateDerMessage),
    index('ticket_non_lu_idx').on(t.IdCompte).where(sql`${t.IsReponseNonLue}`),
    check('ticket_statut_check', inValues(t.Statut, TICKET_STATUSES)),
    check('ticket_categorie_check', inValues(t.Categorie, TICKET_CATEGORIES)),
  ],
);

/**
 * One message of a ticket's conversation, in the order of `Id`. `Fichier`: the attachment's
 * random name in storage (`tickets/{IdTicket}/{Fichier}`), its uploaded name kept apart and only
 * ever sent back in a Content-Disposition header. `NomOperateur`: who answered, for the audit.
 */
export const ticketMessage = pgTable(
  'ticket_message',
  {
    Id: generatedId(),
    IdTicket: integer('IdTicket')
      .notNull()
      .references(() => ticket.Id, { onDelete: 'cascade' }),
    DateCreation: dateCreation(),
    Auteur: text('Auteur', { enum: TICKET_AUTHORS }).notNull(),
    NomOperateur: varchar('NomOperateur', { length: 100 }),
    Message: text('Message').notNull(),
    Fichier: varchar('Fichier', { length: 100 }),
    FichierOriginal: varchar('FichierOriginal', { length: 255 }),
    Mime: varchar('Mime', { length: 100 }),
    Poids: integer('Poids'),
  },
  (t) => [
    index('ticket_message_ticket_idx').on(t.IdTicket, t.Id),
    check('ticket_message_auteur_check', inValues(t.Auteur, TICKET_AUTHORS)),
  ],
);
