import { createFestivalCode } from './create-festival-code.ts';
import { disableFestivalCode } from './disable-festival-code.ts';
import { handFestivalCode } from './hand-festival-code.ts';
import { listFestivalCodes } from './list-festival-codes.ts';

/**
 * What the order service gives the festival workspace of the festival's discount codes: the
 * order service owns the codes and counts their uses (docs/decisions.md "Festival discount
 * codes"); the workspace checks the member is a manager (`canManageCodes`) before asking. Handed
 * over by the composition root (`user-api/routes.ts`) as `FestivalSpacePorts['codes']`.
 */
export const festivalCodePorts = {
  createFestivalCode,
  listFestivalCodes,
  disableFestivalCode,
  handFestivalCode,
};
