import type { FestivalLabelType } from '@shortlist/domain/festival-campaign-values';
import type {
  FestivalProfile,
  FestivalProfileRequest,
} from '@shortlist/domain/festival-space/profile-contracts';
import type { Language } from '@shortlist/domain/language-list';

/**
 * The festival profile as its form holds it: every field a string (inputs give strings), turned
 * back into the request on save, the dictionary ids as strings (a multi-select's values). What
 * the form does not show (the other social links) is sent back as loaded.
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
  idsGenre: string[];
  idsCategorie: string[];
  idsThematique: string[];
  labels: LabelFormValues[];
};

/** One label as the form holds it: its title and description in each language ('' for none). */
export type LabelFormValues = {
  Type: FestivalLabelType;
  Titre: Record<Language, string>;
  Description: Record<Language, string>;
};

type Texts = { en: string } & Partial<Record<Language, string | null>>;

const allTexts = (texts: Texts | null): Record<Language, string> => ({
  en: texts?.en ?? '',
  fr: texts?.fr ?? '',
  es: texts?.es ?? '',
  it: texts?.it ?? '',
  pt: texts?.pt ?? '',
});

/** A new label's empty values. */
export function emptyLabel(): LabelFormValues {
  return { Type: 'accreditation', Titre: allTexts(null), Description: allTexts(null) };
}

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
    idsGenre: profile.idsGenre.map(String),
    idsCategorie: profile.idsCategorie.map(String),
    idsThematique: profile.idsThematique.map(String),
    labels: profile.labels.map((label) => ({
      Type: label.Type,
      Titre: allTexts(label.Titre),
      Description: allTexts(label.Description),
    })),
  };
}

/** The texts of the routed languages (English always); the others are not sent. */
function routedTexts(profile: FestivalProfile, texts: Record<Language, string>) {
  const routed: { en: string } & Partial<Record<Language, string>> = { en: texts.en };
  for (const language of profile.languages) if (language !== 'en') routed[language] = texts[language];
  return routed;
}

/** A label's request: no description when every language of it is left empty. */
function labelRequest(profile: FestivalProfile, label: LabelFormValues) {
  const description = routedTexts(profile, label.Description);
  const described = Object.values(description).some((value) => value?.trim());
  return {
    Type: label.Type,
    Titre: routedTexts(profile, label.Titre),
    Description: described ? description : null,
  };
}

/** The request body from the form, for the languages the site routes. */
export function profileRequest(profile: FestivalProfile, values: ProfileFormValues): FestivalProfileRequest {
  return {
    Nom: values.Nom,
    Presentation: routedTexts(profile, values.Presentation),
    AnneeCreation: numberOrNull(values.AnneeCreation),
    PecRealisateur: values.PecRealisateur,
    adresse: { ...values.adresse, IdPays: Number(values.adresse.IdPays) || 0 },
    GpsLatitude: numberOrNull(values.GpsLatitude),
    GpsLongitude: numberOrNull(values.GpsLongitude),
    coordonnee: { ...profile.coordonnee, ...values.coordonnee },
    structure: values.structure.RaisonSociale.trim() === '' ? null : values.structure,
    idsGenre: values.idsGenre.map(Number),
    idsCategorie: values.idsCategorie.map(Number),
    idsThematique: values.idsThematique.map(Number),
    labels: values.labels.map((label) => labelRequest(profile, label)),
  };
}
