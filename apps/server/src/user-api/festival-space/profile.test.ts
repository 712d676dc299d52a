import { festival, festivalLabel } from '@shortlist/db/schema/festivals';
import type {
  FestivalProfile,
  FestivalProfileRequest,
} from '@shortlist/domain/festival-space/profile-contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';

// The festival profile its managers edit (issue 33): who may read and change it, what a save
// changes on the public page, and what a refused save leaves alone.

let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());

const url = (festivalId = f.festivalId) => `festivals/${festivalId}/profile`;
const read = (who: Signed, festivalId = f.festivalId) => f.call(who, 'GET', url(festivalId));
const save = (who: Signed, body: object, festivalId = f.festivalId) =>
  f.call(who, 'PUT', url(festivalId), body);
const publicPage = (id: number, language = 'en') =>
  f.t.app.inject({ url: `/api/public/festivals/${id}`, headers: { culture: language } });

/** The request that saves `profile` unchanged, with `change` applied. */
function request(
  profile: FestivalProfile,
  change: Partial<FestivalProfileRequest> = {},
): FestivalProfileRequest {
  const { IdFestival, ShortName, languages, timeZone, ...values } = profile;
  return { ...values, adresse: { ...values.adresse, IdPays: values.adresse.IdPays ?? 1 }, ...change };
}

async function dictionaryIds(name: 'genre' | 'categorie' | 'thematique') {
  const res = await f.t.app.inject({ url: `/api/${name}/dico` });
  return (res.json() as { Id: number }[]).map((item) => item.Id);
}

async function countryId(iso2: string): Promise<number> {
  const res = await f.t.app.inject({ url: '/api/pays/dico' });
  return (res.json() as { Id: number; Iso2: string }[]).find((c) => c.Iso2 === iso2)!.Id;
}

describe('GET and PUT festivals/{id}/profile', () => {
  it("answers a manager the festival's profile, with the routed languages", async () => {
    const res = await read(f.manager);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json() as FestivalProfile;
    const [row] = await f.database.db.select().from(festival).where(eq(festival.Id, f.festivalId));
    expect(profile).toMatchObject({ IdFestival: f.festivalId, Nom: row!.Nom, languages: ['en', 'fr', 'es'] });
    expect(profile.Presentation.en.length).toBeGreaterThan(0);
  });

  it('saves everything in one go, and the public page shows it', async () => {
    const before = (await read(f.manager)).json() as FestivalProfile;
    const [genres, categories, themes] = (await Promise.all(
      (['genre', 'categorie', 'thematique'] as const).map(dictionaryIds),
    )) as [number[], number[], number[]];
    const japan = await countryId('JP');
    const res = await save(
      f.manager,
      request(before, {
        Nom: 'Festival du Court Métrage de Kyoto',
        Presentation: {
          en: 'Short films by the river.',
          fr: 'Des courts métrages au bord du fleuve.',
          es: '',
        },
        AnneeCreation: 1999,
        PecRealisateur: true,
        adresse: {
          IdPays: japan,
          Ligne1: '1 Kamogawa',
          Ligne2: null,
          Province: null,
          Cp: '600-8001',
          Ville: 'Kyoto',
        },
        GpsLatitude: 35.01,
        GpsLongitude: 135.77,
        coordonnee: { Email: 'hello@kyoto-shorts.example', SiteWeb: 'https://kyoto-shorts.example' },
        structure: { RaisonSociale: 'Kyoto Shorts Association', NumeroIntracom: null },
        idsGenre: [genres[0]!, genres[1]!],
        idsCategorie: [categories[0]!],
        idsThematique: [themes[2]!],
        labels: [
          {
            Type: 'qualifying',
            Titre: { en: 'Oscar qualifying', fr: 'Qualificatif aux Oscars' },
            Description: null,
          },
          {
            Type: 'network',
            Titre: { en: 'Short Film Network' },
            Description: { en: 'A network of festivals.' },
          },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as FestivalProfile;
    expect(saved).toMatchObject({
      Nom: 'Festival du Court Métrage de Kyoto',
      Presentation: { en: 'Short films by the river.', fr: 'Des courts métrages au bord du fleuve.' },
      timeZone: 'Asia/Tokyo',
      adresse: { IdPays: japan, Ville: 'Kyoto' },
      idsGenre: [genres[0], genres[1]].sort((a, b) => a! - b!),
      labels: [
        {
          Type: 'qualifying',
          Titre: { en: 'Oscar qualifying', fr: 'Qualificatif aux Oscars' },
          Description: null,
        },
        {
          Type: 'network',
          Titre: { en: 'Short Film Network' },
          Description: { en: 'A network of festivals.' },
        },
      ],
    });
    expect(saved.Presentation.es).toBeUndefined();
    expect((await read(f.manager)).json()).toEqual(saved);

    const page = (await publicPage(f.festivalId, 'fr')).json();
    expect(page).toMatchObject({
      Nom: 'Festival du Court Métrage de Kyoto',
      Presentation: 'Des courts métrages au bord du fleuve.',
      AnneeCreation: 1999,
      PecRealisateur: true,
      IdPays: japan,
      timeZone: 'Asia/Tokyo',
      adresse: { Ville: 'Kyoto', Cp: '600-8001' },
      coordonnee: { Email: 'hello@kyoto-shorts.example' },
      structure: { RaisonSociale: 'Kyoto Shorts Association' },
    });
    expect(page.labels.map((l: { Titre: string }) => l.Titre)).toEqual([
      'Qualificatif aux Oscars',
      'Short Film Network',
    ]);
    expect(page.genres).toHaveLength(2);
    // Spanish has no presentation of its own: the page falls back to English.
    expect((await publicPage(f.festivalId, 'es')).json().Presentation).toBe('Short films by the river.');

    // Saving again replaces the labels: the old titles go with them.
    const again = await save(f.manager, request(saved, { labels: [] }));
    expect(again.statusCode, again.body).toBe(200);
    const [left] = await f.database.db
      .select({ n: count() })
      .from(festivalLabel)
      .where(eq(festivalLabel.IdFestival, f.festivalId));
    expect(left!.n).toBe(0);
  });

  it('refuses a profile without English, a language the site does not route and unknown ids, field by field', async () => {
    const profile = (await read(f.manager)).json() as FestivalProfile;
    const noEnglish = await save(f.manager, request(profile, { Presentation: { en: '  ', fr: 'Bonjour' } }));
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'Presentation.en', code: 'REQUIRED' }],
    });
    const italian = await save(
      f.manager,
      request(profile, {
        Nom: 'Not saved',
        Presentation: { en: 'Hello', it: 'Ciao' },
        idsGenre: [2_000_000],
      }),
    );
    expect(italian.statusCode).toBe(400);
    expect(italian.json().fields).toEqual([
      { path: 'Presentation.it', code: 'LANGUAGE_NOT_ROUTED', message: 'LANGUAGE_NOT_ROUTED' },
      { path: 'idsGenre', code: 'INVALID', message: 'INVALID' },
    ]);
    const tooLong = await save(
      f.manager,
      request(profile, { labels: [{ Type: 'network', Titre: { en: 'x'.repeat(256) }, Description: null }] }),
    );
    expect(tooLong.json().fields).toEqual([
      expect.objectContaining({ path: 'labels.0.Titre.en', code: 'TOO_LONG' }),
    ]);
    expect((await read(f.manager)).json()).toEqual(profile);
  });

  it('a programmer gets 403 with a code; a manager of another festival and a filmmaker 404, and nothing changes', async () => {
    const profile = (await read(f.manager)).json() as FestivalProfile;
    const body = request(profile, { Nom: 'Taken over' });
    for (const res of [await read(f.programmer), await save(f.programmer, body)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FESTIVAL_ROLE_REQUIRED');
    }
    for (const who of [f.outsider, f.ada]) {
      expect((await read(who)).statusCode).toBe(404);
      expect((await save(who, body)).statusCode).toBe(404);
    }
    // The outsider edits their own festival only.
    const own = await read(f.outsider, f.otherFestivalId);
    expect(own.statusCode).toBe(200);
    expect((await read(f.manager, f.otherFestivalId)).statusCode).toBe(404);
    expect((await read(f.manager)).json()).toEqual(profile);
    const anonymous = await f.t.app.inject({ method: 'GET', url: `/api/festival-space/${url()}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
