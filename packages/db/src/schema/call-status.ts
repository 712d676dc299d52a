import { CAMPAIGN_STATUS } from '@shortlist/domain/festival-campaign';
import { CALL_ACTORS, CALL_EVENTS } from '@shortlist/domain/festivals/call-lifecycle';
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { compte } from './accounts.ts';
import { campagne } from './campaigns.ts';
import { dateCreation, generatedId, inValues } from './columns.ts';

/**
 * Every status change of a call (`campagne`, issue 33): from, to, the lifecycle's event, who
 * moved it (a manager's account, the operator's name, or the job) and the operator's reason when
 * refused, which the workspace shows the festival's managers.
 */
export const campagneStatut = pgTable(
  'campagne_statut',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCampagne: integer('IdCampagne')
      .notNull()
      .references(() => campagne.Id, { onDelete: 'cascade' }),
    De: text('De', { enum: CAMPAIGN_STATUS }).notNull(),
    Vers: text('Vers', { enum: CAMPAIGN_STATUS }).notNull(),
    Evenement: text('Evenement', { enum: CALL_EVENTS }).notNull(),
    Auteur: text('Auteur', { enum: CALL_ACTORS }).notNull(),
    /** The manager who moved it; null for the operator and the job (and once the account is erased). */
    IdCompte: integer('IdCompte').references(() => compte.Id, { onDelete: 'set null' }),
    /** The operator's name (`operator_audit` has the whole command). */
    Operateur: varchar('Operateur', { length: 100 }),
    /** The operator's reason for a refusal. */
    Motif: text('Motif'),
  },
  (t) => [
    index('campagne_statut_campagne_idx').on(t.IdCampagne, t.Id),
    index('campagne_statut_compte_idx').on(t.IdCompte),
    check('campagne_statut_de_check', inValues(t.De, CAMPAIGN_STATUS)),
    check('campagne_statut_vers_check', inValues(t.Vers, CAMPAIGN_STATUS)),
    check('campagne_statut_evenement_check', inValues(t.Evenement, CALL_EVENTS)),
    check('campagne_statut_auteur_check', inValues(t.Auteur, CALL_ACTORS)),
  ],
);
