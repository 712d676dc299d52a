import { check, index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { dateCreation, generatedId, inValues } from './columns.ts';

/** How an operator command ended: ran, refused (bad input, a rule), or failed (an unexpected error). */
export const OPERATOR_AUDIT_OUTCOMES = ['ok', 'refused', 'failed'] as const;

/**
 * One row per operator command run (`npm run admin`, `/operator-api`): when, who (the name the
 * command line sends, `OPERATOR_NAME` or the OS user: the token is shared, the name says who held
 * it), which command with which arguments (long texts shortened, secret-looking keys hidden), and
 * how it ended (`Code`: the error code of a refusal). Written by the operator routes only.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    Operateur: varchar('Operateur', { length: 100 }).notNull(),
    Commande: varchar('Commande', { length: 100 }).notNull(),
    Arguments: jsonb('Arguments').$type<Record<string, unknown>>().notNull().default({}),
    Resultat: text('Resultat', { enum: OPERATOR_AUDIT_OUTCOMES }).notNull(),
    Code: varchar('Code', { length: 100 }),
  },
  (t) => [
    index('operator_audit_date_idx').on(t.DateCreation),
    check('operator_audit_resultat_check', inValues(t.Resultat, OPERATOR_AUDIT_OUTCOMES)),
  ],
);
