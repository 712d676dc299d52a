import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import { LANGUAGES } from '@shortlist/domain/languages';
import { searchName } from '../../search-name.ts';
import type { LabelBook, Translated } from '../label-book.ts';
import { COUNTRIES } from '../reference/countries.ts';
import { CATEGORIES, GENRES, THEMES } from '../reference/dictionary-labels.ts';
import { planCampaign, SCENARIOS } from './calendar.ts';
import { PLACES, type Place } from './places.ts';
import { Prng } from './prng.ts';
import { type DemoRows, emptyRows, type IdCounter } from './rows.ts';
import { addSections } from './sections.ts';
import {
  LABELS,
  NAME_PATTERNS,
  PHOTOGRAPHERS,
  PRESENTATION_ENDINGS,
  PRESENTATION_MIDDLES,
  PRESENTATION_OPENINGS,
  STREETS,
} from './texts.ts';

export const DEMO_FESTIVAL_COUNT = 64;
const DEMO_SEED = 20_240_611;

type Options = { now: Date; book: LabelBook; ids: IdCounter; count?: number };

// Country ids are positions in the countries data file (see ../dictionaries.ts).
const countryIds = new Map(COUNTRIES.map((row, i) => [row[0], i + 1]));
const countryRow = (iso2: string) => COUNTRIES[(countryIds.get(iso2) ?? 1) - 1];
const euCountryIds = COUNTRIES.flatMap((row, i) => (row[3] === 1 ? [i + 1] : []));

/** Builds the whole demo catalogue in memory; the same `now` always gives the same rows. */
export function generateDemoCatalogue({ now, book, ids, count = DEMO_FESTIVAL_COUNT }: Options): DemoRows {
  const prng = new Prng(DEMO_SEED);
  const rows = emptyRows();
  const usedNames = new Set<string>();
  const questionCursor = { value: 0 };
  for (let i = 0; i < count; i++) {
    const place = PLACES[i % PLACES.length] as Place;
    addFestival({ prng, rows, book, ids, now, index: i, place, usedNames, questionCursor });
  }
  return rows;
}

type FestivalContext = {
  prng: Prng;
  rows: DemoRows;
  book: LabelBook;
  ids: IdCounter;
  now: Date;
  index: number;
  place: Place;
  usedNames: Set<string>;
  questionCursor: { value: number };
};

function addFestival(ctx: FestivalContext): void {
  const { prng, rows, book, ids, now, index, place } = ctx;
  const [iso2, city, province, cp, lat, lng, lang] = place;
  const country = countryRow(iso2);
  const countryId = countryIds.get(iso2) ?? 1;
  const nom = uniqueName(ctx, lang, city);
  const shortName = searchName(nom)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const founded = prng.int(1975, now.getUTCFullYear() - 3);
  const created = new Date(now.getTime() - (400 - index) * 86_400_000);

  const adresseId = ids.take('adresse');
  rows.adresse.push({
    Id: adresseId,
    DateCreation: created,
    IdPays: countryId,
    Ligne1: prng.pick(STREETS[lang] ?? STREETS.en ?? []),
    Ligne2: prng.chance(0.2) ? 'BP 42' : null,
    Province: province,
    Cp: cp,
    Ville: city,
  });
  const coordonneeId = ids.take('coordonnee');
  const handle = shortName.replaceAll('-', '');
  rows.coordonnee.push({
    Id: coordonneeId,
    DateCreation: created,
    Telephone: `${country?.[1] ?? '+33'}.${prng.int(100_000_000, 999_999_999)}`,
    Email: `contact@${shortName}.example`,
    SiteWeb: `https://www.${shortName}.example`,
    UrlLinkedin: prng.chance(0.3) ? `https://www.linkedin.com/company/${handle}` : null,
    UrlInstagram: prng.chance(0.8) ? `https://www.instagram.com/${handle}` : null,
    UrlFacebook: prng.chance(0.6) ? `https://www.facebook.com/${handle}` : null,
    UrlTwitter: prng.chance(0.3) ? `https://twitter.com/${handle}` : null,
  });
  const structureId = ids.take('structure');
  rows.structure.push({
    Id: structureId,
    DateCreation: created,
    RaisonSociale:
      `${lang === 'fr' ? 'Association' : lang === 'en' ? 'Friends of' : 'Asociación'} ${nom}`.slice(0, 100),
    IdAdresse: adresseId,
    IdCoordonnee: coordonneeId,
    NumeroIntracom:
      country?.[3] === 1 && prng.chance(0.5) ? `${iso2}${prng.int(100_000_000, 999_999_999)}` : null,
  });

  const festivalId = ids.take('festival');
  const fill = (t: Translated): Translated => {
    const out: Translated = { en: '' };
    for (const [l, text] of Object.entries(t) as [keyof Translated, string][]) {
      out[l] = text
        .replaceAll('{name}', nom)
        .replaceAll('{city}', city)
        .replaceAll('{year}', String(founded))
        .replaceAll('{count}', String(prng.int(4, 20) * 10));
    }
    return out;
  };
  const parts = [
    prng.pick(PRESENTATION_OPENINGS),
    prng.pick(PRESENTATION_MIDDLES),
    prng.pick(PRESENTATION_ENDINGS),
  ];
  const presentation = fill({
    en: parts.map((p) => p.en).join(' '),
    fr: parts.map((p) => p.fr).join(' '),
    es: parts.map((p) => p.es).join(' '),
  });
  const file = (what: string) => `demo/festival-${festivalId}-${what}`;
  // The festival's zone, as the start-up fill computes it from its city: deadlines fall at 23:59
  // there, and the directory counts days on that clock (FuseauHoraire).
  const timeZone = festivalTimeZone({ iso2, latitude: lat, longitude: lng });
  rows.festival.push({
    Id: festivalId,
    DateCreation: created,
    Nom: nom,
    NomRecherche: searchName(nom),
    IdLangue: LANGUAGES[lang].id,
    IdAdresse: adresseId,
    IdPays: countryId,
    IdCoordonnee: coordonneeId,
    IdStructure: structureId,
    AnneeCreation: founded,
    IdTextePresentation: book.text(presentation),
    GpsLatitude: round(lat + (prng.next() - 0.5) * 0.02),
    GpsLongitude: round(lng + (prng.next() - 0.5) * 0.02),
    FuseauHoraire: timeZone,
    ShortName: shortName,
    Logo: file('logo.png'),
    Couverture: file('cover.jpg'),
    Banniere: file('banner.jpg'),
    PecRealisateur: prng.chance(0.4),
    IsDemo: true,
  });
  for (const [Id] of prng.sample(GENRES, prng.int(0, 4)))
    rows.festivalGenre.push({ IdFestival: festivalId, IdGenre: Id });
  for (const [Id] of prng.sample(CATEGORIES, prng.int(1, 3))) {
    rows.festivalCategorie.push({ IdFestival: festivalId, IdCategorie: Id });
  }
  for (const [Id] of prng.sample(THEMES, prng.int(0, 4))) {
    rows.festivalThematique.push({ IdFestival: festivalId, IdThematique: Id });
  }
  const photoCount = prng.int(0, 4);
  for (let n = 1; n <= photoCount; n++) {
    rows.festivalPhoto.push({
      Id: ids.take('festivalPhoto'),
      IdFestival: festivalId,
      Fichier: file(`photo-${n}.jpg`),
      Credit: `© ${prng.pick(PHOTOGRAPHERS)}`,
    });
  }
  prng.sample(LABELS, prng.int(0, 2)).forEach((label, n) => {
    rows.festivalLabel.push({
      Id: ids.take('festivalLabel'),
      IdFestival: festivalId,
      IdLibelleTitre: book.label(label.title),
      IdTexteDescription: book.text(label.text),
      Img: `demo/label-${label.type}.png`,
      Ordre: n + 1,
      Type: label.type,
    });
  });

  const scenario = SCENARIOS[index % SCENARIOS.length] ?? 'open-far';
  const plan = planCampaign(prng, scenario, now, timeZone);
  const campagneId = ids.take('campagne');
  const deadlines = plan.deadlines.map((d) => d.date.getTime());
  rows.campagne.push({
    Id: campagneId,
    DateCreation: created,
    IdFestival: festivalId,
    AnneeEdition: plan.festivalStart.getUTCFullYear(),
    StatutCampagne: plan.status,
    DebutCampagne: plan.festivalStart,
    FinCampagne: plan.festivalEnd,
    OuvertureCampagne: plan.opening,
    FermetureCampagne: new Date(Math.max(...deadlines)),
    IsInvitationSeule: plan.invitationOnly,
  });
  addSections({
    prng,
    book,
    ids,
    rows,
    festivalId,
    campagneId,
    plan,
    countryId,
    countryName: {
      en: country?.[4] ?? iso2,
      fr: country?.[5],
      es: country?.[6],
      it: country?.[7],
      pt: country?.[8],
    },
    languageIsEnglish: lang === 'en',
    euCountryIds,
    year: now.getUTCFullYear(),
    questionCursor: ctx.questionCursor,
  });
}

function uniqueName(ctx: FestivalContext, lang: string, city: string): string {
  const patterns = NAME_PATTERNS[lang] ?? NAME_PATTERNS.en ?? [];
  const start = ctx.prng.int(0, patterns.length - 1);
  for (let k = 0; k < patterns.length; k++) {
    const name = patterns[(start + k) % patterns.length]?.(city);
    if (name && !ctx.usedNames.has(name)) {
      ctx.usedNames.add(name);
      return name;
    }
  }
  const name = `${city} Short Film Festival ${ctx.index + 1}`;
  ctx.usedNames.add(name);
  return name;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
