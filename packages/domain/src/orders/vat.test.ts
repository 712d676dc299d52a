import { describe, expect, it } from 'vitest';
import { vatRule } from './vat.ts';

const france = { countryIso2: 'FR', IsCee: true, TauxTaxe: 20 };
const germany = { countryIso2: 'DE', IsCee: true, TauxTaxe: 19 };
const usa = { countryIso2: 'US', IsCee: false, TauxTaxe: 0 };
const person = { IsCompany: false, IsAssujetti: false, intracomChecked: false };
const company = { IsCompany: true, IsAssujetti: true, intracomChecked: true };

describe('vatRule (docs/decisions.md VAT)', () => {
  it('charges French VAT in France, even to a company with a number', () => {
    expect(vatRule({ ...france, ...person })).toEqual({ regime: 'domestic', rateBp: 2000 });
    expect(vatRule({ ...france, ...company })).toEqual({ regime: 'domestic', rateBp: 2000 });
  });
  it("charges an EU individual its country's rate", () => {
    expect(vatRule({ ...germany, ...person })).toEqual({ regime: 'euConsumer', rateBp: 1900 });
    expect(vatRule({ countryIso2: 'FI', IsCee: true, TauxTaxe: 25.5, ...person })).toEqual({
      regime: 'euConsumer',
      rateBp: 2550,
    });
  });
  it('reverse-charges an EU company subject to VAT with a checked number, and only then', () => {
    expect(vatRule({ ...germany, ...company })).toEqual({ regime: 'reverseCharge', rateBp: 0 });
    expect(vatRule({ ...germany, ...company, intracomChecked: false }).regime).toBe('euConsumer');
    expect(vatRule({ ...germany, ...company, IsAssujetti: false }).regime).toBe('euConsumer');
    expect(vatRule({ ...germany, ...company, IsCompany: false }).regime).toBe('euConsumer');
  });
  it('charges no VAT outside the EU', () => {
    expect(vatRule({ ...usa, ...person })).toEqual({ regime: 'outsideEu', rateBp: 0 });
    expect(vatRule({ ...usa, ...company })).toEqual({ regime: 'outsideEu', rateBp: 0 });
    expect(vatRule({ countryIso2: 'CH', IsCee: false, TauxTaxe: 8.1, ...person }).rateBp).toBe(0);
  });
});
