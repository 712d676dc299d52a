import { listPayoutMonths } from './list-payout-months.ts';
import { payoutStatement } from './payout-statement.ts';
import { statementCsv } from './statement-csv.ts';
import { renderStatementPdf } from './statement-pdf.ts';

/**
 * What the order service gives the festival workspace of its payouts (read only): the months,
 * a month's statement, and the statement as PDF and CSV. Handed over by the composition root
 * (`user-api/routes.ts`) as `FestivalSpacePorts['payouts']`; the workspace checks the member may
 * see them (`canSeePayouts`) before asking.
 */
export const payoutPorts = { listPayoutMonths, payoutStatement, renderStatementPdf, statementCsv };
