import type { Db } from '@shortlist/db/client';
import { adresseFacturation, compte } from '@shortlist/db/schema/accounts';
import { pays } from '@shortlist/db/schema/dictionaries';
import { isBillingAddressComplete } from '@shortlist/domain/accounts/address-rules';
import type { BillingAddress } from '@shortlist/domain/accounts/api-contracts';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';

// What the order service (`order-api/`) reads of the addresses area: the account's billing
// address, for the basket's VAT and the order's invoice (docs/architecture.md "Boundaries").

export type BillingRow = typeof adresseFacturation.$inferSelect;
export function toBilling(row: BillingRow, iso2: string | undefined): BillingAddress {
  const { DateCreation: _created, ...rest } = row;
  // The intracom number must be of the billing country (checked when the country is known).
  return { ...rest, isComplete: isBillingAddressComplete(row, iso2) };
}

/** The account's billing address, or null when it has none yet. */
export async function getBillingAddress(
  db: Db,
  options: { account: Account },
): Promise<BillingAddress | null> {
  const [account] = await db
    .select({ Id: compte.IdAdresseFacturation })
    .from(compte)
    .where(eq(compte.Id, options.account.Id));
  if (!account?.Id) return null;
  const [found] = await db
    .select({ row: adresseFacturation, Iso2: pays.Iso2 })
    .from(adresseFacturation)
    .innerJoin(pays, eq(pays.Id, adresseFacturation.CountryId))
    .where(eq(adresseFacturation.Id, account.Id));
  return found ? toBilling(found.row, found.Iso2) : null;
}
