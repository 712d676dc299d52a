import type { PublicPageData } from '@shortlist/domain/server-rendering';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server.tsx';
import { FESTIVAL } from './features/festivals/pages/test-fixtures.ts';
import { publicFilmFixture } from './features/films/pages/test-fixtures.ts';

const FILM = publicFilmFixture();

function data(overrides: Partial<PublicPageData> = {}): PublicPageData {
  return {
    config: () => ({
      maintenance: false,
      version: 'test',
      languages: ['en', 'fr', 'es'],
      mailbox: false,
      supportTimeZone: 'Pacific/Noumea',
    }),
    session: () => null,
    favourites: async () => [],
    homeList: async () => [],
    festivalPage: async () => ({ items: [], total: 0 }),
    festival: async (id) => (id === FESTIVAL.Id ? FESTIVAL : null),
    publicFilm: async (key) =>
      key === FILM.Shortname || key === String(FILM.Id) ? { kind: 'film', film: FILM } : { kind: 'missing' },
    contentPage: async () => null,
    visitorLanguages: () => [],
    helpCategory: async () => null,
    ...overrides,
  };
}

const request = (url: string, overrides: Partial<PublicPageData> = {}) =>
  render({ url, origin: 'https://shortlist.example', cookie: '', data: data(overrides) });

describe('the server bundle', () => {
  it('sends every server-rendered page to the maintenance page while maintenance is on', async () => {
    const config = () => ({
      maintenance: true,
      version: 'test',
      languages: ['en' as const, 'fr' as const, 'es' as const],
      mailbox: false,
      supportTimeZone: 'Pacific/Noumea',
    });
    expect(await request('/fr/festivals?q=x', { config })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/fr/maintenance?q=x',
    });
  });

  it('leaves signed-in screens and account forms to the browser', async () => {
    expect(await request('/en/dashboard')).toEqual({ kind: 'shell' });
    expect(await request('/en/sign-in')).toEqual({ kind: 'shell' });
  });

  it('answers the route table redirects and a festival address that is not the canonical one', async () => {
    expect(await request('/en/help')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/en/help/category/10',
    });
    expect(await request('/fr/festival/2?embed')).toEqual({
      kind: 'redirect',
      status: 301,
      location: `/fr/festival/${FESTIVAL.SmartName}?embed`,
    });
    // A visitor's film parameters are dropped (spec §2).
    expect(await request(`/en/festival/${FESTIVAL.SmartName}/12/my-film`)).toMatchObject({
      location: `/en/festival/${FESTIVAL.SmartName}`,
    });
  });

  it('renders a public film page with its Movie data, at its custom URL', async () => {
    const page = await request(`/fr/film/${FILM.Shortname}/photos`);
    if (page.kind !== 'page') throw new Error(`a page was expected, got ${page.kind}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('La Nuit blanche');
    expect(page.head).toMatchObject({
      title: 'La Nuit blanche (2025) | Shortlist',
      canonical: `https://shortlist.example/fr/film/${FILM.Shortname}/photos`,
      ogType: 'video.movie',
      noindex: false,
    });
    expect(page.head.alternates).toContainEqual({
      hrefLang: 'es',
      href: `https://shortlist.example/es/pelicula/${FILM.Shortname}/fotos`,
    });
    // The page's chunk and only its language's catalogues, of the namespaces it shows, are
    // preloaded for hydration (no forms', submissions' or emails' texts).
    expect(page.modules).toEqual([
      'src/features/films/pages/public-film-page.tsx',
      ...['common', 'nav', 'errors', 'seo', 'pages', 'home', 'festivals', 'films', 'account'].map(
        (namespace) => `../../packages/i18n/locales/fr/${namespace}.json`,
      ),
    ]);
    expect(page.head.jsonLd).toMatchObject([
      { '@type': 'Movie', name: 'La Nuit blanche', duration: 'PT12M30S' },
    ]);
    expect(await request(`/es/pelicula/${FILM.Id}/creditos?x=1`)).toEqual({
      kind: 'redirect',
      status: 301,
      location: `/es/pelicula/${FILM.Shortname}/creditos?x=1`,
    });
  });

  it('renders the password form of a protected film with nothing of the film, and 404 for a hidden one', async () => {
    const locked = await request('/en/film/secret', { publicFilm: async () => ({ kind: 'password' }) });
    if (locked.kind !== 'page') throw new Error(`a page was expected, got ${locked.kind}`);
    expect(locked.status).toBe(200);
    expect(locked.html).toMatch(/type="password"/);
    expect(locked.head.noindex).toBe(true);
    expect(locked.head.jsonLd).toEqual([]);
    expect(locked.state).not.toContain('La Nuit blanche');

    const hidden = await request('/en/film/private-one');
    if (hidden.kind !== 'page') throw new Error(`a page was expected, got ${hidden.kind}`);
    expect(hidden.status).toBe(404);
    expect(hidden.head.noindex).toBe(true);
    expect(hidden.html).not.toContain('La Nuit blanche');
  });

  it('renders a content page from the content system, with its SEO texts, and 404 when it holds none', async () => {
    const contentPage = async (path: string) =>
      path === '/fr/politique-de-confidentialite'
        ? {
            page: {
              Id: 3,
              IdPortail: 1,
              CleRoute: 'privacy',
              Langue: 'fr' as const,
              Route: path,
              RouteCanonique: path,
              Alternates: [],
              Libelle: 'Politique de confidentialité',
              SeoTitre: 'Vos données',
              SeoDescription: 'Ce que nous gardons, pourquoi et combien de temps.',
              IsActive: true as const,
              DateModification: '2026-11-30T10:00:00.000Z',
            },
            blocks: [
              {
                Id: 1,
                IdPage: 3,
                Libelle: 'Body',
                Contenu: '## Vos droits\n\nAccès et effacement.',
                Emplacement: 7,
                Ordre: 1,
              },
            ],
          }
        : null;
    const page = await request('/fr/politique-de-confidentialite', { contentPage });
    if (page.kind !== 'page') throw new Error(`a page was expected, got ${page.kind}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Politique de confidentialité');
    expect(page.html).toContain('Accès et effacement.');
    expect(page.head).toMatchObject({
      title: 'Vos données | Shortlist',
      description: 'Ce que nous gardons, pourquoi et combien de temps.',
      canonical: 'https://shortlist.example/fr/politique-de-confidentialite',
      noindex: false,
    });
    expect(page.modules[0]).toBe('src/features/content/pages/content-page.tsx');

    const missing = await request('/en/privacy-policy', { contentPage });
    if (missing.kind !== 'page') throw new Error(`a page was expected, got ${missing.kind}`);
    expect(missing.status).toBe(404);
    expect(missing.head.noindex).toBe(true);
  });

  it('renders a free page at its own path with its versions as alternates, its header, and no script', async () => {
    const versions = [
      { Langue: 'en' as const, Route: '/en/about-us' },
      { Langue: 'fr' as const, Route: '/fr/a-propos' },
    ];
    const contentPage = async (path: string) => {
      const version = versions.find((candidate) => candidate.Route === path);
      if (!version) return null;
      return {
        page: {
          Id: version.Langue === 'en' ? 10 : 11,
          IdPortail: 1,
          CleRoute: 'about-us',
          Langue: version.Langue,
          Route: path,
          RouteCanonique: path,
          Alternates: versions,
          Libelle: version.Langue === 'en' ? 'About us' : 'À propos',
          SeoTitre: null,
          SeoDescription: 'Who makes Shortlist.',
          IsActive: true as const,
          DateModification: '2026-11-30T10:00:00.000Z',
        },
        blocks: [
          {
            Id: 1,
            IdPage: 10,
            Libelle: 'headerSubTitle',
            Contenu: 'Made by film lovers',
            Emplacement: 2,
            Ordre: 1,
          },
          {
            Id: 2,
            IdPage: 10,
            Libelle: 'centre',
            // Written before the operator command cleaned texts: still shown without any of it.
            Contenu:
              'We **love** films.<script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3))',
            Emplacement: 7,
            Ordre: 2,
          },
        ],
      };
    };
    const page = await request('/en/about-us', { contentPage });
    if (page.kind !== 'page') throw new Error(`a page was expected, got ${page.kind}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('About us');
    expect(page.html).toContain('Made by film lovers');
    expect(page.html).not.toMatch(/alert\(|onerror|javascript:/);
    expect(page.head).toMatchObject({
      language: 'en',
      title: 'About us | Shortlist',
      description: 'Who makes Shortlist.',
      canonical: 'https://shortlist.example/en/about-us',
      noindex: false,
    });
    expect(page.head.alternates).toEqual([
      { hrefLang: 'en', href: 'https://shortlist.example/en/about-us' },
      { hrefLang: 'fr', href: 'https://shortlist.example/fr/a-propos' },
      { hrefLang: 'x-default', href: 'https://shortlist.example/en/about-us' },
    ]);

    // A French browser on the English path goes to the French version, for now (302).
    const french = await request('/en/about-us?from=mail', {
      contentPage,
      visitorLanguages: () => ['fr', 'en'],
    });
    expect(french).toEqual({ kind: 'redirect', status: 302, location: '/fr/a-propos?from=mail' });
    // A language the page lacks leaves the visitor where they are.
    const spanish = await request('/en/about-us', { contentPage, visitorLanguages: () => ['es'] });
    expect(spanish.kind).toBe('page');

    const missing = await request('/en/no-such-page', { contentPage });
    if (missing.kind !== 'page') throw new Error(`a page was expected, got ${missing.kind}`);
    expect(missing.status).toBe(404);
    expect(missing.head.noindex).toBe(true);
  });
});
