import type { Db } from '@shortlist/db/client';
import { adresseFacturation, compte } from '@shortlist/db/schema/accounts';
import { pays } from '@shortlist/db/schema/dictionaries';
import type { BillingAddressValues } from '@shortlist/domain/accounts/address-rules';
import type { BillingAddress } from '@shortlist/domain/accounts/api-contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { toBilling } from './order-port.ts';

/**
 * `PUT compte/adresse-facturation` with values the route checked against `ZBillingAddressRequest`:
 * creates or updates the account's billing address. The EU flag comes from the country
 * dictionary (spec §4); a given intracom number must have its country's format.
 */
export async function saveBillingAddress(
  db: Db,
  options: { account: Account; values: BillingAddressValues; now: Date },
): Promise<BillingAddress> {
  const { values } = options;
  const [country] = await db
    .select({ IsCee: pays.IsCee, Iso2: pays.Iso2 })
    .from(pays)
    .where(eq(pays.Id, values.CountryId));
  if (!country) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'CountryId', code: 'COUNTRY_REQUIRED', message: 'COUNTRY_REQUIRED' }],
    });
  }
  const row = { ...values, IsCee: country.IsCee };
  const iso2 = country.Iso2;
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ Id: compte.IdAdresseFacturation })
      .from(compte)
      .where(eq(compte.Id, options.account.Id))
      .for('update');
    if (account?.Id) {
      const [updated] = await tx
        .update(adresseFacturation)
        .set(row)
        .where(eq(adresseFacturation.Id, account.Id))
        .returning();
      if (updated) return toBilling(updated, iso2);
    }
    const [created] = await tx
      .insert(adresseFacturation)
      .values({ ...row, DateCreation: options.now })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await tx
      .update(compte)
      .set({ IdAdresseFacturation: created.Id })
      .where(eq(compte.Id, options.account.Id));
    return toBilling(created, iso2);
  });
}
