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
