import type { FestivalPage, FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import type { PublicFilm } from '@shortlist/domain/films/api-contracts';
import { filmLaurels } from '@shortlist/domain/films/laurels';
import { LANGUAGES, type Language } from '@shortlist/domain/language-list';
import type {
  Festival,
  Movie,
  Offer,
  Organization,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { ownPageImage } from './page-image.ts';
import { localizedPath } from './routes.ts';
import { translate } from './translate.ts';

/**
 * schema.org JSON-LD of the public pages (spec §2: structured data for festivals and films). The
 * objects are typed with `schema-dts`, so a property a type does not have fails the type check;
 * `structured-data.test.ts` checks at run time the properties search engines require.
 */
export type JsonLd = WithContext<Thing>;

const CONTEXT = 'https://schema.org' as const;

/** The directory's search parameter (`q`, see the web's directory-filter.ts). */
const SEARCH_TERM = 'search_term_string';

/** Home: the organisation and the site, with a search box that opens the festival directory. */
export function homeStructuredData(options: { language: Language; origin: string; url: string }): JsonLd[] {
  const { language, origin, url } = options;
  const name = translate({ language, namespace: 'seo', key: 'siteName' });
  const organizationId = `${origin}/#organization`;
  const organization: WithContext<Organization> = {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId,
    name,
    url: origin + localizedPath('home', 'en'),
  };
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${origin}${localizedPath('festivals', language)}?q={${SEARCH_TERM}}`,
    },
    'query-input': `required name=${SEARCH_TERM}`,
  };
  const website: WithContext<WebSite> = {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name,
    url,
    inLanguage: LANGUAGES[language].locale,
    description: translate({ language, namespace: 'seo', key: 'routes.home.description' }),
    publisher: { '@id': organizationId },
    potentialAction: search,
  };
  return [organization, website];
}

/** `1500` cents -> `"15.00"`: schema.org prices are plain numbers, no currency sign. */
function price(cents: number): string {
  return (cents / 100).toFixed(2);
}

function absolute(origin: string, path: string | null): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path) ? path : origin + path;
}

/** The step whose fee applies now and when it ends: the current event, else the next one. */
function currentStep(section: FestivalSection) {
  return section.events.find((event) => event.current) ?? section.events.find((event) => !event.expired);
}

/** One offer per section open for entries now: its fee at this step, until this step's deadline. */
function sectionOffers(festival: FestivalPage, url: string): Offer[] {
  return festival.sections.flatMap((section): Offer[] => {
    if (section.isClosed || section.currentFee === null) return [];
    const step = currentStep(section);
    const offer: Offer = {
      '@type': 'Offer',
      name: section.Libelle,
      category: section.IsPayant ? 'entry fee' : 'free entry',
      price: price(section.IsPayant ? section.currentFee : 0),
      priceCurrency: section.Devise,
      availability: 'https://schema.org/InStock',
      url: `${url}#sections`,
    };
    if (festival.campaign?.OuvertureCampagne) offer.validFrom = festival.campaign.OuvertureCampagne;
    if (step) offer.validThrough = step.DateEvent;
    return [offer];
  });
}

/**
 * A festival page's `Festival` (a schema.org Event): its dates (the current edition's), where it
 * takes place, who organises it, and an offer per section open for entries. Also the page's social
 * picture and Open Graph type.
 */
export function festivalStructuredData(options: {
  festival: FestivalPage;
  /** The page's canonical URL. */
  url: string;
  origin: string;
  description: string;
  language: Language;
}): { ogType: 'event'; image?: string; jsonLd: JsonLd[] } {
  const { festival, url, origin, description, language } = options;
  const images = [
    festival.CouvertureUrl,
    festival.BanniereUrl,
    festival.LogoUrl,
    ...festival.photos.map((p) => p.Url),
  ]
    .map((path) => absolute(origin, path))
    .filter((value): value is string => value !== undefined);
  const address = festival.adresse;
  const data: WithContext<Festival> = {
    '@context': CONTEXT,
    '@type': 'Festival',
    '@id': `${url}#festival`,
    name: festival.Nom,
    url,
    description,
    inLanguage: LANGUAGES[language].locale,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: address?.Ville ?? festival.LibellePays,
      address: {
        '@type': 'PostalAddress',
        addressCountry: address?.LibellePays ?? festival.LibellePays,
        ...(address?.Ville ? { addressLocality: address.Ville } : {}),
        ...(address?.Province ? { addressRegion: address.Province } : {}),
        ...(address?.Cp ? { postalCode: address.Cp } : {}),
        ...(address?.Ligne1
          ? { streetAddress: [address.Ligne1, address.Ligne2].filter(Boolean).join(', ') }
          : {}),
      },
      ...(festival.GpsLatitude !== null && festival.GpsLongitude !== null
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: festival.GpsLatitude,
              longitude: festival.GpsLongitude,
            },
          }
        : {}),
    },
    organizer: {
      '@type': 'Organization',
      name: festival.structure?.RaisonSociale ?? festival.Nom,
      // The festival's own site, else its page here.
      url: festival.coordonnee?.SiteWeb || url,
    },
  };
  if (festival.campaign?.DebutCampagne) data.startDate = festival.campaign.DebutCampagne;
  if (festival.campaign?.FinCampagne) data.endDate = festival.campaign.FinCampagne;
  if (images.length > 0) data.image = images;
  const offers = sectionOffers(festival, url);
  if (offers.length > 0) data.offers = offers;
  return {
    ogType: 'event',
    ...(images[0] ? ownPageImage({ language: options.language, image: images[0], title: festival.Nom }) : {}),
    jsonLd: [data],
  };
}

/** A running time in seconds as ISO 8601 (`PT12M30S`), as schema.org `duration` reads it. */
export function isoDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || (!hours && !minutes) ? `${rest}S` : ''}`;
}

/**
 * A public film page's `Movie`: name, other title, director, duration in ISO 8601, country of
 * origin, production date, principal photo, genres and dialogue languages (issue 12), and the
 * awards of its career (issue 32).
 */
export function movieStructuredData(options: {
  film: PublicFilm;
  /** The title shown to the reader (film-head.ts `filmDisplayTitle`). */
  name: string;
  /** The page's canonical URL. */
  url: string;
  image: string | null;
  description: string;
}): WithContext<Movie> {
  const { film, name } = options;
  const data: WithContext<Movie> = {
    '@context': CONTEXT,
    '@type': 'Movie',
    name,
    url: options.url,
    description: options.description,
  };
  const alternate = film.TitreOriginal !== name ? film.TitreOriginal : film.TitreInternationnal;
  if (alternate && alternate !== name) data.alternateName = alternate;
  if (options.image) data.image = options.image;
  if (film.Duree) data.duration = isoDuration(film.Duree);
  if (film.AnneeProd) {
    data.dateCreated = film.MoisProd
      ? `${film.AnneeProd}-${String(film.MoisProd).padStart(2, '0')}`
      : String(film.AnneeProd);
  }
  if (film.paysPrincipal) data.countryOfOrigin = { '@type': 'Country', name: film.paysPrincipal };
  if (film.directors.length > 0)
    data.director = film.directors.map((director) => ({ '@type': 'Person', name: director }));
  if (film.genres.length > 0) data.genre = film.genres;
  if (film.languesDialogue.length > 0) data.inLanguage = film.languesDialogue;
  // The prizes of its career (issue 32): "Jury Prize, Annecy 2022"; selections are not awards.
  const awards = filmLaurels(film.career?.participations ?? []).flatMap((laurel) =>
    laurel.award ? [`${laurel.award}, ${laurel.festival} ${laurel.year}`] : [],
  );
  if (awards.length > 0) data.award = awards;
  return data;
}
