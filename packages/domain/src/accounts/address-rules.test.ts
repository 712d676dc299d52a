import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../field-errors.ts';
import {
  isBillingAddressComplete,
  needsIntracom,
  ZBillingAddressRequest,
  ZPostalAddressRequest,
} from './address-rules.ts';

const fieldCodes = (result: { error?: { issues: Parameters<typeof fieldErrors>[0] } }) =>
  Object.fromEntries(fieldErrors(result.error?.issues ?? []).map((f) => [f.path, f.code]));

describe('ZPostalAddressRequest', () => {
  it('needs a country only', () => {
    expect(ZPostalAddressRequest.parse({ IdPays: 75, Ligne1: ' 1 rue du Cinéma ', Cp: '' })).toEqual({
      IdPays: 75,
      Ligne1: '1 rue du Cinéma',
      Ligne2: null,
      Province: null,
      Cp: null,
      Ville: null,
    });
  });

  it.each([undefined, null, 0, -1, 1.5, '75'])('refuses country %j', (IdPays) => {
    expect(fieldCodes(ZPostalAddressRequest.safeParse({ IdPays }))).toEqual({ IdPays: 'COUNTRY_REQUIRED' });
  });

  it('applies the spec limits', () => {
    const at = (n: number) => 'x'.repeat(n);
    expect(
      ZPostalAddressRequest.safeParse({
        IdPays: 1,
        Ligne1: at(255),
        Ligne2: at(255),
        Province: at(200),
        Cp: at(40),
        Ville: at(200),
      }).success,
    ).toBe(true);
    expect(
      fieldCodes(
        ZPostalAddressRequest.safeParse({
          IdPays: 1,
          Ligne1: at(256),
          Ligne2: at(256),
          Province: at(201),
          Cp: at(41),
          Ville: at(201),
        }),
      ),
    ).toEqual({
      Ligne1: 'TOO_LONG',
      Ligne2: 'TOO_LONG',
      Province: 'TOO_LONG',
      Cp: 'TOO_LONG',
      Ville: 'TOO_LONG',
    });
  });
});

const billing = {
  Header: 'Ciné-Tamaris',
  Line1: '88 rue Daguerre',
  ZipCode: '75014',
  City: 'Paris',
  CountryId: 75,
};

describe('ZBillingAddressRequest', () => {
  it('fills the optional fields and flags', () => {
    expect(ZBillingAddressRequest.parse(billing)).toEqual({
      ...billing,
      Line2: null,
      State: null,
      IsCompany: false,
      IsCee: false,
      Intracom: null,
      IsAssujetti: false,
    });
  });

  it('normalises the intracom number', () => {
    expect(ZBillingAddressRequest.parse({ ...billing, Intracom: 'fr40-303-265-045' }).Intracom).toBe(
      'FR40303265045',
    );
  });

  it('applies the spec limits', () => {
    const at = (n: number) => 'x'.repeat(n);
    expect(
      ZBillingAddressRequest.safeParse({
        ...billing,
        Header: at(100),
        Line1: at(255),
        Line2: at(255),
        State: at(100),
        ZipCode: at(40),
        City: at(100),
      }).success,
    ).toBe(true);
    expect(
      ZBillingAddressRequest.safeParse({
        ...billing,
        Header: 'x',
        Line1: at(10),
        ZipCode: at(3),
        City: at(3),
      }).success,
    ).toBe(true);
    expect(
      fieldCodes(
        ZBillingAddressRequest.safeParse({
          Header: at(101),
          Line1: at(256),
          Line2: at(256),
          State: at(101),
          ZipCode: at(41),
          City: at(101),
          CountryId: 75,
        }),
      ),
    ).toEqual({
      Header: 'TOO_LONG',
      Line1: 'TOO_LONG',
      Line2: 'TOO_LONG',
      State: 'TOO_LONG',
      ZipCode: 'TOO_LONG',
      City: 'TOO_LONG',
    });
    expect(
      fieldCodes(
        ZBillingAddressRequest.safeParse({
          Header: ' ',
          Line1: at(9),
          ZipCode: 'ab',
          City: 'Ai',
          IsCompany: 'yes',
        }),
      ),
    ).toEqual({
      Header: 'REQUIRED',
      Line1: 'TOO_SHORT',
      ZipCode: 'TOO_SHORT',
      City: 'TOO_SHORT',
      CountryId: 'COUNTRY_REQUIRED',
      IsCompany: 'INVALID',
    });
  });

  it('refuses a malformed intracom number', () => {
    expect(fieldCodes(ZBillingAddressRequest.safeParse({ ...billing, Intracom: 'FR41303265045' }))).toEqual({
      Intracom: 'INTRACOM_INVALID',
    });
  });
});

describe('isBillingAddressComplete', () => {
  const euCompany = { ...billing, IsCompany: true, IsCee: true, IsAssujetti: true };

  it('needs an intracom number from an EU company subject to VAT only', () => {
    expect(needsIntracom(euCompany)).toBe(true);
    expect(needsIntracom({ ...euCompany, IsCompany: false })).toBe(false);
    expect(needsIntracom({ ...euCompany, IsCee: false })).toBe(false);
    expect(needsIntracom({ ...euCompany, IsAssujetti: false })).toBe(false);
  });

  it('is incomplete for an EU company subject to VAT without intracom', () => {
    expect(isBillingAddressComplete(euCompany)).toBe(false);
    expect(isBillingAddressComplete({ ...euCompany, Intracom: '' })).toBe(false);
    expect(isBillingAddressComplete({ ...euCompany, Intracom: 'FR40303265045' })).toBe(true);
  });

  it('is complete without intracom when none is needed', () => {
    expect(isBillingAddressComplete(billing)).toBe(true);
    expect(isBillingAddressComplete({ ...euCompany, IsCee: false })).toBe(true);
    expect(isBillingAddressComplete({ ...euCompany, IsAssujetti: false })).toBe(true);
    expect(isBillingAddressComplete({ ...euCompany, IsCompany: false })).toBe(true);
  });

  it("checks the number against the billing country's when given", () => {
    const withNumber = { ...euCompany, Intracom: 'FR40303265045' };
    expect(isBillingAddressComplete(withNumber, 'FR')).toBe(true);
    expect(isBillingAddressComplete(withNumber, 'DE')).toBe(false);
    expect(isBillingAddressComplete({ ...euCompany, CountryId: 84, Intracom: 'EL123456783' }, 'GR')).toBe(
      true,
    );
  });

  it('is incomplete when a field breaks its rule', () => {
    expect(isBillingAddressComplete({ ...billing, Line1: 'short' })).toBe(false);
    expect(isBillingAddressComplete({ ...euCompany, Intracom: 'FR123' })).toBe(false);
  });
});
