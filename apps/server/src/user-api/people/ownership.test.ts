import { pays } from '@shortlist/db/schema/dictionaries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ada: Signed;
let bob: Signed;
let franceId: number;
let usId: number;
const ids: Record<string, number> = {};

const call = (who: Signed | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const VALID = {
  personnes: { IdCivilite: null, Nom: 'Lovelace', Prenom: 'Ada', Pseudo: 'Countess', AnneeNaissance: 1815 },
  coordonnees: {
    Telephone: '+44.2079460000',
    Email: 'ada@example.com',
    SiteWeb: 'https://ada.example',
    UrlInstagram: 'https://instagram.com/ada',
  },
  structures: { RaisonSociale: 'Analytical Films', NumeroIntracom: 'FR 40 303 265 045' },
  adresses: { IdPays: 0, Ligne1: '12 rue des Films', Cp: '75001', Ville: 'Paris' },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  const [fr] = await t.database.db.select().from(pays).where(eq(pays.Iso2, 'FR'));
  const [us] = await t.database.db.select().from(pays).where(eq(pays.Iso2, 'US'));
  franceId = fr?.Id ?? 0;
  usId = us?.Id ?? 0;
  await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
  for (const [path, body] of Object.entries(VALID)) {
    const payload = path === 'adresses' ? { ...body, IdPays: franceId } : body;
    const created = await call(ada, 'POST', `/api/${path}`, payload);
    expect(created.statusCode, `${path} ${created.body}`).toBe(201);
    ids[path] = created.json().Id;
  }
});
afterAll(() => t.close());

describe('profile records belong to their account', () => {
  it('links the created records to the account and reads them back', async () => {
    const me = (await call(ada, 'GET', '/api/ping')).json();
    expect(me).toMatchObject({
      IdPersonne: ids.personnes,
      IdCoordonnee: ids.coordonnees,
      IdStructure: ids.structures,
      IdAdresse: ids.adresses,
    });
    expect((await call(ada, 'GET', `/api/personnes/${ids.personnes}`)).json()).toMatchObject({
      Nom: 'Lovelace',
      AnneeNaissance: 1815,
    });
    expect((await call(ada, 'GET', `/api/structures/${ids.structures}`)).json().NumeroIntracom).toBe(
      'FR40303265045',
    );
    expect(
      (
        await t.app.inject({
          url: `/api/adresses/${ids.adresses}`,
          headers: { ...ada.headers, culture: 'es' },
        })
      ).json(),
    ).toMatchObject({ Ville: 'Paris', LibellePays: 'Francia' });
    expect((await call(ada, 'POST', '/api/personnes', VALID.personnes)).statusCode).toBe(409);
  });

  it.each(Object.keys(VALID))(
    'a second user gets 404 on GET and PUT %s/:id of the first user, and nothing changes',
    async (path) => {
      const id = ids[path];
      const payload =
        path === 'adresses' ? { ...VALID.adresses, IdPays: franceId } : VALID[path as keyof typeof VALID];
      const get = await call(bob, 'GET', `/api/${path}/${id}`);
      expect(get.statusCode).toBe(404);
      expect(get.json().code).toBe('NOT_FOUND');
      expect((await call(bob, 'PUT', `/api/${path}/${id}`, payload)).statusCode).toBe(404);
      // Same answer for an id that does not exist at all.
      expect((await call(bob, 'GET', `/api/${path}/999999`)).statusCode).toBe(404);
      expect((await call(undefined, 'GET', `/api/${path}/${id}`)).statusCode).toBe(401);
      expect((await call(ada, 'GET', `/api/${path}/${id}`)).statusCode).toBe(200);
    },
  );

  it("the billing address is only ever the signed-in account's own", async () => {
    const billing = {
      CountryId: franceId,
      Header: 'Analytical Films',
      Line1: '12 rue des Films',
      ZipCode: '75001',
      City: 'Paris',
      IsCompany: true,
      IsAssujetti: true,
      Intracom: null,
    };
    const saved = await call(ada, 'PUT', '/api/compte/adresse-facturation', billing);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ IsCee: true, isComplete: false });
    const complete = await call(ada, 'PUT', '/api/compte/adresse-facturation', {
      ...billing,
      Intracom: 'FR40303265045',
    });
    expect(complete.json()).toMatchObject({ Id: saved.json().Id, isComplete: true });
    expect((await call(bob, 'GET', '/api/compte/adresse-facturation')).json()).toBeNull();
    const outside = await call(bob, 'PUT', '/api/compte/adresse-facturation', {
      ...billing,
      CountryId: usId,
    });
    expect(outside.json()).toMatchObject({ IsCee: false, isComplete: true });
    expect(outside.json().Id).not.toBe(saved.json().Id);
    expect((await call(ada, 'GET', '/api/compte/adresse-facturation')).json().Intracom).toBe('FR40303265045');
  });

  it('account calls act on the signed-in account only and need a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/compte/offres-timbre'],
      ['GET', '/api/compte/adresse-facturation'],
      ['PUT', '/api/compte/update-local'],
      ['PUT', '/api/compte/password'],
      ['DELETE', '/api/compte'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
  });
});

describe('every field rule answers a clear code', () => {
  const firstCodes = async (path: string, payload: object) => {
    const id = ids[path];
    const response = await call(ada, 'PUT', `/api/${path}/${id}`, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    return Object.fromEntries(
      (response.json().fields as { path: string; code: string }[]).map((f) => [f.path, f.code]),
    );
  };

  it('person', async () => {
    expect(
      await firstCodes('personnes', {
        Nom: '',
        Prenom: 'Ада',
        Pseudo: 'x'.repeat(101),
        AnneeNaissance: 1799,
      }),
    ).toEqual({
      Nom: 'REQUIRED',
      Prenom: 'NAME_NOT_LATIN',
      Pseudo: 'TOO_LONG',
      AnneeNaissance: 'BIRTH_YEAR_OUT_OF_RANGE',
    });
    expect(
      await firstCodes('personnes', {
        Nom: 'x'.repeat(101),
        Prenom: 'Ada',
        AnneeNaissance: new Date().getUTCFullYear() + 1,
      }),
    ).toEqual({
      Nom: 'TOO_LONG',
      AnneeNaissance: 'BIRTH_YEAR_OUT_OF_RANGE',
    });
  });

  it('contact details', async () => {
    expect(
      await firstCodes('coordonnees', {
        Telephone: '0612345678',
        Email: 'not-an-email',
        SiteWeb: 'ftp://site.example',
        UrlLinkedin: 'https://example.com/me',
        UrlInstagram: 'www.insta gram.com/ada',
        UrlFacebook: `https://facebook.com/${'x'.repeat(250)}`,
        UrlTwitter: 'https://mastodon.social/@ada',
      }),
    ).toEqual({
      Telephone: 'PHONE_INVALID',
      Email: 'EMAIL_INVALID',
      SiteWeb: 'URL_INVALID',
      UrlLinkedin: 'SOCIAL_URL_WRONG_NETWORK',
      UrlInstagram: 'URL_INVALID',
      UrlFacebook: 'TOO_LONG',
      UrlTwitter: 'SOCIAL_URL_WRONG_NETWORK',
    });
  });

  it('structure', async () => {
    expect(await firstCodes('structures', { RaisonSociale: '', NumeroIntracom: 'FR123' })).toEqual({
      RaisonSociale: 'REQUIRED',
      NumeroIntracom: 'INTRACOM_INVALID',
    });
    expect(await firstCodes('structures', { RaisonSociale: 'x'.repeat(101) })).toEqual({
      RaisonSociale: 'TOO_LONG',
    });
  });

  it('postal address', async () => {
    expect(
      await firstCodes('adresses', {
        IdPays: 0,
        Ligne1: 'x'.repeat(256),
        Ligne2: 'x'.repeat(256),
        Province: 'x'.repeat(201),
        Cp: 'x'.repeat(41),
        Ville: 'x'.repeat(201),
      }),
    ).toEqual({
      IdPays: 'COUNTRY_REQUIRED',
      Ligne1: 'TOO_LONG',
      Ligne2: 'TOO_LONG',
      Province: 'TOO_LONG',
      Cp: 'TOO_LONG',
      Ville: 'TOO_LONG',
    });
    expect(await firstCodes('adresses', { IdPays: 99999 })).toEqual({ IdPays: 'COUNTRY_REQUIRED' });
  });

  it('billing address', async () => {
    const response = await call(ada, 'PUT', '/api/compte/adresse-facturation', {
      Header: '',
      Line1: 'short',
      Line2: 'x'.repeat(256),
      State: 'x'.repeat(101),
      ZipCode: '12',
      City: 'ab',
      IsCompany: true,
      IsAssujetti: true,
      Intracom: 'DE12',
    });
    expect(response.statusCode).toBe(400);
    expect(
      Object.fromEntries(response.json().fields.map((f: { path: string; code: string }) => [f.path, f.code])),
    ).toEqual({
      CountryId: 'COUNTRY_REQUIRED',
      Header: 'REQUIRED',
      Line1: 'TOO_SHORT',
      Line2: 'TOO_LONG',
      State: 'TOO_LONG',
      ZipCode: 'TOO_SHORT',
      City: 'TOO_SHORT',
      Intracom: 'INTRACOM_INVALID',
    });
  });
});
