import { basisPointsOf } from './money.ts';

/**
 * VAT of what the platform sells (docs/decisions.md "VAT"): the rate of the billing country
 * (`TauxTaxe`); an EU company subject to VAT with a checked intracom number outside France pays
 * none (reverse charge, said on the invoice); outside the EU no French VAT applies.
 */
export const VAT_REGIMES = ['domestic', 'euConsumer', 'reverseCharge', 'outsideEu'] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];

/** The platform's own country (docs/decisions.md: France, 20 %). */
export const PLATFORM_COUNTRY_ISO2 = 'FR';

export type VatCustomer = {
  /** The billing country (dictionary row). */
  countryIso2: string;
  IsCee: boolean;
  TauxTaxe: number;
  IsCompany: boolean;
  IsAssujetti: boolean;
  /** The intracom number is present, of the billing country, and its format and check digits pass. */
  intracomChecked: boolean;
};

export type VatRule = { regime: VatRegime; rateBp: number };

export function vatRule(customer: VatCustomer, platformIso2: string = PLATFORM_COUNTRY_ISO2): VatRule {
  const iso2 = customer.countryIso2.toUpperCase();
  if (iso2 === platformIso2) return { regime: 'domestic', rateBp: basisPointsOf(customer.TauxTaxe) };
  if (!customer.IsCee) return { regime: 'outsideEu', rateBp: 0 };
  if (customer.IsCompany && customer.IsAssujetti && customer.intracomChecked) {
    return { regime: 'reverseCharge', rateBp: 0 };
  }
  return { regime: 'euConsumer', rateBp: basisPointsOf(customer.TauxTaxe) };
}
