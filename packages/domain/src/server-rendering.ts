/**
 * The contract between the server and the web app's server bundle (`apps/web/src/entry-server.tsx`,
 * built to `apps/web/dist/server/`). The server never imports the web's sources: it loads the
 * built bundle at run time and calls `render` with this shape, handing it the data of public pages
 * as its own use cases answer it (no HTTP round trip to itself). Types only.
 */
import type { AccountSession } from './accounts/api-contracts.ts';
import type { ContentPage } from './content/api-contracts.ts';
import type { FestivalCard, FestivalFilterPage, FestivalPage } from './festivals/api-contracts.ts';
import type { FestivalFilter } from './festivals/festival-filter.ts';
import type { PublicFilm } from './films/api-contracts.ts';
import type { HelpCategoryPage } from './help/api-contracts.ts';
import type { Language } from './languages.ts';
import type { PublicConfig } from './platform-config.ts';

/**
 * What a server-rendered page may read, one function per public API answer, each answering
 * exactly what the matching `GET`/`POST` of spec §7 answers for this request (same language,
 * same signed-in account). A new server-rendered page that needs new data adds its function here.
 */
export type PublicPageData = {
  /** `GET /api/config`. */
  config(): PublicConfig;
  /** `GET /api/ping` for the request's session cookie, or null when anonymous. */
  session(): AccountSession | null;
  /** `GET /api/compte/favoris` (ids); only called when signed in. */
  favourites(): Promise<number[]>;
  /** `GET public/festivals/last-date` and `new-call`. */
  homeList(list: 'last-date' | 'new-call', language: Language): Promise<FestivalCard[]>;
  /** `POST public/festivals/filter/{skip}/{take}`. */
  festivalPage(options: {
    filter: FestivalFilter;
    skip: number;
    take: number;
    language: Language;
  }): Promise<FestivalFilterPage>;
  /** `GET public/festivals/{id}`; null for an unknown festival (the API's 404). */
  festival(id: number, language: Language): Promise<FestivalPage | null>;
  /** `GET public/films/{id or shortname}` for this visitor (their session and unlock cookie). */
  publicFilm(key: string, language: Language): Promise<PublicFilmAnswer>;
  /**
   * `POST wpage` for a path with its language prefix (a content route's, or a free page's), then
   * `GET wpage/{id}/wbloc`; null when there is no such page (404).
   */
  contentPage(path: string): Promise<ContentPage | null>;
  /**
   * The routed languages the visitor's browser asks for (`Accept-Language`), best first: where a
   * visitor who lands on a free page in another language is sent (spec §2).
   */
  visitorLanguages(): Language[];
  /** `GET help/categorie` and `help/categorie/{id}/ressources`; null for an unknown category (404). */
  helpCategory(id: number, language: Language): Promise<HelpCategoryPage | null>;
};

/**
 * The public film page's answer as the page reads it: the film, or its password form (the API's
 * 403 FILM_PASSWORD_REQUIRED, nothing of the film), or not found (404: private or unknown). As
 * data rather than errors, so the server can render the form or the not-found page and hand it on.
 */
export type PublicFilmAnswer =
  | { kind: 'film'; film: PublicFilm }
  | { kind: 'password' }
  | { kind: 'missing' };

export type ServerRenderRequest = {
  /** Path and query, e.g. `/fr/festivals?q=nantes`. */
  url: string;
  /** e.g. `https://shortlist.example`: canonical and social links are absolute. */
  origin: string;
  /** The request's `Cookie` header (the directory's remembered filter reads it). */
  cookie: string;
  data: PublicPageData;
};

/** The page head as the web app renders it (see `@shortlist/i18n/seo` `PageHead`). */
export type ServerRenderHead = {
  language: Language;
  title: string;
  description: string;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  noindex: boolean;
  ogType: string;
  image: string;
  imageAlt: string;
  jsonLd: object[];
};

export type ServerRenderResult =
  /** This route is rendered in the browser only (signed-in screens): send the plain shell. */
  | { kind: 'shell' }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      /** The markup of `#root`. */
      html: string;
      head: ServerRenderHead;
      /** JSON for the browser: the query cache the page was rendered from, and its route. */
      state: string;
      /** Source modules (`src/...`) the page needs at once: preloaded from the build manifest. */
      modules: string[];
    };

export type ServerRenderer = {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
};
