import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';

const PAGE = {
  Id: 7,
  IdPortail: 1,
  CleRoute: 'terms',
  Langue: 'fr',
  Route: '/fr/conditions-generales',
  RouteCanonique: '/fr/conditions-generales',
  Alternates: [],
  Libelle: "Conditions d'utilisation",
  SeoTitre: 'Nos conditions',
  SeoDescription: 'Les règles du service, en clair.',
  IsActive: true,
  DateModification: '2026-11-30T10:00:00.000Z',
};
const block = (Id: number, Emplacement: number, Contenu: string) => ({
  Id,
  IdPage: 7,
  Libelle: `Block ${Id}`,
  Contenu,
  Emplacement,
  Ordre: Id,
});
const BLOCKS = [
  block(1, 5, 'Bienvenue sur **Shortlist**.'),
  block(2, 7, '## Inscriptions\n\n- Un timbre par inscription\n- Voir [les festivals](/fr/festivals)'),
  block(3, 9, 'Support du lundi au vendredi.'),
  block(4, 8, 'body { display: none }'),
  block(5, 6, 'Une question ? [Écrivez-nous](mailto:contact@shortlist.example)'),
];

describe('content page', () => {
  it('shows the page in its placements, with its links and its head from the content system', async () => {
    const fetchMock = stubApi({
      handlers: {
        'POST /api/wpage': () => json(PAGE),
        'GET /api/wpage/7/wbloc': () => json(BLOCKS),
      },
    });
    renderApp('/fr/conditions-generales');
    expect(await screen.findByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeTruthy();
    expect(within(screen.getByRole('article')).getByText('Shortlist').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 2, name: 'Inscriptions' })).toBeTruthy();
    expect(screen.getByText('Un timbre par inscription').closest('ul')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'les festivals' }).getAttribute('href')).toBe('/fr/festivals');
    expect(screen.getByRole('link', { name: 'Écrivez-nous' }).getAttribute('href')).toBe(
      'mailto:contact@shortlist.example',
    );
    const aside = screen.getByRole('complementary', { name: 'Bon à savoir' });
    expect(within(aside).getByText('Support du lundi au vendredi.')).toBeTruthy();
    // A CSS block is never applied nor shown.
    expect(screen.getByRole('article').textContent).not.toContain('display: none');
    expect(document.title).toBe('Nos conditions | Shortlist');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Les règles du service, en clair.',
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/wpage') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ Data: '/fr/conditions-generales' });
  });

  it("says so when the page is shown in English for want of the visitor's language", async () => {
    stubApi({
      handlers: {
        'POST /api/wpage': () => json({ ...PAGE, Langue: 'en', Libelle: 'Terms of use' }),
        'GET /api/wpage/7/wbloc': () => json([]),
      },
    });
    renderApp('/es/condiciones');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect(heading.closest('article')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText(/Esta página aún no está disponible en español/)).toBeTruthy();
  });

  it('shows the not-found page when the content system has no such page', async () => {
    stubApi({
      handlers: { 'POST /api/wpage': () => json({ code: 'CONTENT_PAGE_NOT_FOUND', message: 'x' }, 404) },
    });
    renderApp('/en/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find this page" })).toBeTruthy();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('offers to try again when the page could not be loaded', async () => {
    stubApi({ handlers: { 'POST /api/wpage': () => json({ code: 'INTERNAL', message: 'x' }, 500) } });
    renderApp('/en/legal-notice');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
