import { ZContact, ZPerson, ZPostalAddress, ZStructure } from '@shortlist/domain/accounts/api-contracts';
import type { z } from 'zod';

/**
 * The account's own records (spec §7) by their API name: `GET/PUT /api/{name}/{id}`, and
 * `POST /api/{name}` to create the first one, which the server links to the account.
 */
export const RECORD_SCHEMAS = {
  personnes: ZPerson,
  coordonnees: ZContact,
  structures: ZStructure,
  adresses: ZPostalAddress,
} as const;

export type RecordName = keyof typeof RECORD_SCHEMAS;
export type AccountRecord<N extends RecordName> = z.infer<(typeof RECORD_SCHEMAS)[N]>;
