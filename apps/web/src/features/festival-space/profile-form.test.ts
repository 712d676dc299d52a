import type { FestivalProfile } from '@shortlist/domain/festival-space/profile-contracts';
import { ZFestivalProfileRequest } from '@shortlist/domain/festival-space/profile-contracts';
import { describe, expect, it } from 'vitest';
import { profileFormValues, profileRequest } from './profile-form.ts';

const PROFILE: FestivalProfile = {
  IdFestival: 40,
  ShortName: 'nantes',
  languages: ['en', 'fr', 'es'],
  timeZone: 'Europe/Paris',
  Nom: 'Les Courts de Nantes',
  Presentation: { en: 'Short films.', fr: 'Des courts.' },
  AnneeCreation: 1999,
  PecRealisateur: true,
  adresse: { IdPays: 75, Ligne1: '1 quai', Ligne2: null, Province: null, Cp: '44000', Ville: 'Nantes' },
  GpsLatitude: 47.2,
  GpsLongitude: -1.55,
  coordonnee: {
    Telephone: null,
    Email: 'hello@nantes.example',
    SiteWeb: null,
    UrlLinkedin: null,
    UrlInstagram: 'https://www.instagram.com/nantes',
    UrlFacebook: null,
    UrlTwitter: null,
  },
  structure: null,
  idsGenre: [3],
  idsCategorie: [1],
  idsThematique: [],
  labels: [{ Type: 'network', Titre: { en: 'Network' }, Description: null }],
};

describe('the profile form', () => {
  it('saves a profile unchanged as loaded, in the languages the site routes', () => {
    const body = profileRequest(PROFILE, profileFormValues(PROFILE));
    expect(body.Presentation).toEqual({ en: 'Short films.', fr: 'Des courts.', es: '' });
    const parsed = ZFestivalProfileRequest.parse(body);
    expect(parsed).toMatchObject({
      Nom: PROFILE.Nom,
      Presentation: { en: 'Short films.', fr: 'Des courts.', es: null },
      AnneeCreation: 1999,
      adresse: { IdPays: 75, Ville: 'Nantes', Ligne2: null },
      GpsLatitude: 47.2,
      coordonnee: { Email: 'hello@nantes.example', UrlInstagram: 'https://www.instagram.com/nantes' },
      structure: null,
      idsGenre: [3],
      labels: PROFILE.labels,
    });
  });

  it('sends the chosen genres, categories and themes as ids, and labels in the routed languages', () => {
    const values = profileFormValues(PROFILE);
    expect(values.idsGenre).toEqual(['3']);
    const body = profileRequest(PROFILE, {
      ...values,
      idsGenre: ['3', '7'],
      idsThematique: ['2'],
      labels: [
        ...values.labels,
        {
          Type: 'qualifying',
          Titre: { en: 'Oscar qualifying', fr: 'Qualificatif', es: '', it: 'not routed', pt: '' },
          Description: { en: '', fr: '', es: '', it: '', pt: '' },
        },
      ],
    });
    const parsed = ZFestivalProfileRequest.parse(body);
    expect(parsed.idsGenre).toEqual([3, 7]);
    expect(parsed.idsThematique).toEqual([2]);
    expect(parsed.labels[1]).toEqual({
      Type: 'qualifying',
      Titre: { en: 'Oscar qualifying', fr: 'Qualificatif', es: null },
      Description: null,
    });
  });

  it('keeps a description begun in another language, so English is asked for', () => {
    const values = profileFormValues(PROFILE);
    const body = profileRequest(PROFILE, {
      ...values,
      labels: [
        {
          Type: 'network',
          Titre: { en: 'Network', fr: '', es: '', it: '', pt: '' },
          Description: { en: '', fr: 'Un réseau', es: '', it: '', pt: '' },
        },
      ],
    });
    const checked = ZFestivalProfileRequest.safeParse(body);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(['labels', 0, 'Description', 'en']);
  });

  it('reads empty number fields as none, a comma as the decimal point, and a named structure', () => {
    const values = profileFormValues(PROFILE);
    const body = profileRequest(PROFILE, {
      ...values,
      AnneeCreation: '',
      GpsLatitude: '47,25',
      GpsLongitude: '',
      structure: { RaisonSociale: 'Association', NumeroIntracom: '' },
    });
    expect(body).toMatchObject({
      AnneeCreation: null,
      GpsLatitude: 47.25,
      GpsLongitude: null,
      structure: { RaisonSociale: 'Association' },
    });
  });
});
