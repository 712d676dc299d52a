import { describe, expect, it } from 'vitest';
import { splitPhone, ZBillingAddressForm, ZContactForm, ZPersonForm, ZPostalAddressForm } from './schemas.ts';

const codes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('profile forms from the domain request schemas', () => {
  it('turns selects into the numbers of the body, and none into null', () => {
    expect(
      ZPersonForm.parse({
        IdCivilite: '',
        Prenom: ' Ada ',
        Nom: 'Lovelace',
        Pseudo: '',
        AnneeNaissance: '1815',
      }),
    ).toEqual({ IdCivilite: null, Prenom: 'Ada', Nom: 'Lovelace', Pseudo: null, AnneeNaissance: 1815 });
    expect(
      codes(
        ZPostalAddressForm.safeParse({ IdPays: '', Ligne1: '', Ligne2: '', Province: '', Cp: '', Ville: '' }),
      ),
    ).toEqual({
      IdPays: 'COUNTRY_REQUIRED',
    });
  });

  it('joins the phone for the body and reports the domain rule on the number field', () => {
    const empty = {
      Email: '',
      SiteWeb: '',
      UrlLinkedin: '',
      UrlInstagram: '',
      UrlFacebook: '',
      UrlTwitter: '',
    };
    expect(ZContactForm.parse({ ...empty, PhonePrefix: '33', PhoneNumber: '6 12 34 56 78' }).Telephone).toBe(
      '+33.612345678',
    );
    expect(codes(ZContactForm.safeParse({ ...empty, PhonePrefix: '', PhoneNumber: '0612' }))).toEqual({
      PhoneNumber: 'PHONE_INVALID',
    });
    expect(splitPhone('+33.612345678')).toEqual({ prefix: '33', number: '612345678' });
    expect(splitPhone('0612345678')).toEqual({ prefix: '', number: '0612345678' });
  });

  it('asks for the intracom number only where the domain says an address needs one', () => {
    const billing = {
      CountryId: '75',
      Header: 'Lumière Films',
      Line1: '12 rue de la Paix',
      Line2: '',
      State: '',
      ZipCode: '75002',
      City: 'Paris',
      IsCompany: true,
      IsCee: true,
      IsAssujetti: true,
      Intracom: '',
    };
    expect(codes(ZBillingAddressForm.safeParse(billing))).toEqual({ Intracom: 'INTRACOM_REQUIRED' });
    expect(codes(ZBillingAddressForm.safeParse({ ...billing, Intracom: 'FR123' }))).toEqual({
      Intracom: 'INTRACOM_INVALID',
    });
    expect(ZBillingAddressForm.parse({ ...billing, Intracom: 'fr 40 303 265 045' }).Intracom).toBe(
      'FR40303265045',
    );
    // A number left in the hidden field is neither checked nor sent.
    expect(ZBillingAddressForm.parse({ ...billing, IsCompany: false, Intracom: 'FR123' })).toMatchObject({
      CountryId: 75,
      IsAssujetti: false,
      Intracom: null,
    });
  });
});
