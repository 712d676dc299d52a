import type {
  FestivalProfile,
  FestivalProfileRequest,
} from '@shortlist/domain/festival-space/profile-contracts';
import type { Language } from '@shortlist/domain/language-list';

/**
 * The festival profile as its form holds it: every field a string (inputs give strings), turned
 * back into the request on save. What the form does not show yet (the other social links, the
 * genres, categories, themes and labels) is sent back as loaded.
 */
export type ProfileFormValues = {
  Nom: string;
  Presentation: Record<Language, string>;
  AnneeCreation: string;
  PecRealisateur: boolean;
  adresse: { IdPays: string; Ligne1: string; Ligne2: string; Province: string; Cp: string; Ville: string };
  GpsLatitude: string;
  GpsLongitude: string;
  coordonnee: { Email: string; Telephone: string; SiteWeb: string };
  structure: { RaisonSociale: string; NumeroIntracom: string };
};

const text = (value: string | null | undefined) => value ?? '';
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

export function profileFormValues(profile: FestivalProfile): ProfileFormValues {
  const { Presentation: p, adresse: a, coordonnee: c } = profile;
  return {
    Nom: profile.Nom,
    Presentation: { en: p.en, fr: text(p.fr), es: text(p.es), it: text(p.it), pt: text(p.pt) },
    AnneeCreation: profile.AnneeCreation === null ? '' : String(profile.AnneeCreation),
    PecRealisateur: profile.PecRealisateur,
    adresse: {
      IdPays: a.IdPays === null ? '' : String(a.IdPays),
      Ligne1: text(a.Ligne1),
      Ligne2: text(a.Ligne2),
      Province: text(a.Province),
      Cp: text(a.Cp),
      Ville: text(a.Ville),
    },
    GpsLatitude: profile.GpsLatitude === null ? '' : String(profile.GpsLatitude),
    GpsLongitude: profile.GpsLongitude === null ? '' : String(profile.GpsLongitude),
    coordonnee: { Email: text(c.Email), Telephone: text(c.Telephone), SiteWeb: text(c.SiteWeb) },
    structure: {
      RaisonSociale: text(profile.structure?.RaisonSociale),
      NumeroIntracom: text(profile.structure?.NumeroIntracom),
    },
  };
}

/** The request body from the form, for the languages the site routes. */
export function profileRequest(profile: FestivalProfile, values: ProfileFormValues): FestivalProfileRequest {
  const presentation: FestivalProfileRequest['Presentation'] = { en: values.Presentation.en };
  for (const language of profile.languages)
    if (language !== 'en') presentation[language] = values.Presentation[language];
  return {
    Nom: values.Nom,
    Presentation: presentation,
    AnneeCreation: numberOrNull(values.AnneeCreation),
    PecRealisateur: values.PecRealisateur,
    adresse: { ...values.adresse, IdPays: Number(values.adresse.IdPays) || 0 },
    GpsLatitude: numberOrNull(values.GpsLatitude),
    GpsLongitude: numberOrNull(values.GpsLongitude),
    coordonnee: { ...profile.coordonnee, ...values.coordonnee },
    structure: values.structure.RaisonSociale.trim() === '' ? null : values.structure,
    idsGenre: profile.idsGenre,
    idsCategorie: profile.idsCategorie,
    idsThematique: profile.idsThematique,
    labels: profile.labels,
  };
}
