import type { Db } from '@shortlist/db/client';
import { pays } from '@shortlist/db/schema/dictionaries';
import type { BillingAddress } from '@shortlist/domain/accounts/api-contracts';
import { checkIntracomFormat } from '@shortlist/domain/accounts/intracom-rules';
import { PLATFORM_COUNTRY_ISO2, type VatRule, vatRule } from '@shortlist/domain/orders/vat';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { getBillingAddress } from '../../user-api/addresses/order-port.ts';

export type BillingVat = {
  vat: VatRule;
  /** The address as the order keeps it (null when there is none or it is incomplete). */
  address: (BillingAddress & { countryIso2: string }) | null;
};

/**
 * The VAT rule of the account's billing address (docs/decisions.md "VAT"). Without a complete address,
 * the platform country's rule stands for the summary, and only an order asking no money can be
 * placed. The intracom number counts as checked when it has the billing country's format and
 * check digits (`checkIntracomFormat`).
 */
export async function billingVat(db: Db, options: { account: Account }): Promise<BillingVat> {
  const address = await getBillingAddress(db, { account: options.account });
  const [country] = address
    ? await db.select().from(pays).where(eq(pays.Id, address.CountryId))
    : await db.select().from(pays).where(eq(pays.Iso2, PLATFORM_COUNTRY_ISO2));
  if (!country) throw new Error('the country dictionary has no row for the billing country');
  if (!address?.isComplete) {
    const [platform] = address
      ? await db.select().from(pays).where(eq(pays.Iso2, PLATFORM_COUNTRY_ISO2))
      : [country];
    const rule = vatRule({
      countryIso2: PLATFORM_COUNTRY_ISO2,
      IsCee: true,
      TauxTaxe: platform?.TauxTaxe ?? 20,
      IsCompany: false,
      IsAssujetti: false,
      intracomChecked: false,
    });
    return { vat: rule, address: null };
  }
  const intracomChecked =
    address.Intracom !== null && checkIntracomFormat(address.Intracom, country.Iso2).valid;
  return {
    vat: vatRule({
      countryIso2: country.Iso2,
      IsCee: country.IsCee,
      TauxTaxe: country.TauxTaxe,
      IsCompany: address.IsCompany,
      IsAssujetti: address.IsAssujetti,
      intracomChecked,
    }),
    address: { ...address, countryIso2: country.Iso2 },
  };
}
