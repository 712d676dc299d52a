import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { publicFilmFixture } from './test-fixtures.ts';

const FILM = publicFilmFixture();

function jsonLd(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? '{}');
}

describe('public film page', () => {
  it('shows the film with its head, social tags and Movie data, at its custom URL', async () => {
    stubApi({ handlers: { 'GET /api/public/films/la-nuit-blanche': () => json(FILM) } });
    renderApp('/fr/film/la-nuit-blanche');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'La Nuit blanche' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Un film de Ada Lovelace')).toBeTruthy();
    // Intl puts narrow no-break spaces in French units.
    expect(screen.getByTestId('film-facts').textContent?.replace(/\s/g, ' ')).toBe(
      '2025 · 12 min 30 s · France · Fiction',
    );
    expect(screen.getByText(FILM.resume as string)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('La Nuit blanche (2025) | Shortlist'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/fr\/film\/la-nuit-blanche$/,
    );
    expect(document.querySelector('link[hreflang="es"]')?.getAttribute('href')).toMatch(
      /\/es\/pelicula\/la-nuit-blanche$/,
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /size\/fullhd\/a\.jpg$/,
    );
    expect(jsonLd()).toMatchObject({
      '@type': 'Movie',
      name: 'La Nuit blanche',
      duration: 'PT12M30S',
      dateCreated: '2025-03',
      countryOfOrigin: { '@type': 'Country', name: 'France' },
      director: [{ '@type': 'Person', name: 'Ada Lovelace' }],
    });
  });

  it('leads the id to the custom URL and opens the tabs in the language of the page', async () => {
    stubApi({
      handlers: {
        'GET /api/public/films/12': () => json(FILM),
        'GET /api/public/films/la-nuit-blanche': () => json(FILM),
      },
    });
    const { router } = renderApp('/es/pelicula/12/creditos');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/es/pelicula/la-nuit-blanche/creditos'),
      {
        timeout: 5000,
      },
    );
    const credits = await screen.findByRole('table', { name: 'Créditos' });
    expect(within(credits).getByRole('rowheader', { name: 'Actor' })).toBeTruthy();
    expect(within(credits).getByText('Alan Turing, Grace Hopper')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Contactos' }));
    expect(await screen.findByRole('link', { name: 'alan@example.com' })).toBeTruthy();
    // The contact's telephone as people write it, dialled as stored (issue 32).
    expect(screen.getByRole('link', { name: '+33 6 12 34 56 78' }).getAttribute('href')).toBe(
      'tel:+33612345678',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Fotos' }));
    expect(await screen.findByText('Foto: Jane Doe')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'La Nuit blanche: cartel 1' })).toBeTruthy();
  });

  it('says a private or unknown film is not found, and keeps it out of search engines', async () => {
    stubApi({
      handlers: { 'GET /api/public/films/99': () => json({ code: 'NOT_FOUND', message: 'Not found' }, 404) },
    });
    renderApp('/en/film/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Film not found' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('asks for the password of a protected film, says when it is wrong, then shows the film', async () => {
    let attempts = 0;
    stubApi({
      handlers: {
        'GET /api/public/films/la-nuit-blanche': () =>
          json({ code: 'FILM_PASSWORD_REQUIRED', message: 'Protected' }, 403),
        'POST /api/public/films/la-nuit-blanche/unlock': (init) => {
          attempts += 1;
          const body = JSON.parse(String(init?.body));
          return body.MotDePasse === 'open-sesame'
            ? json(FILM)
            : json({ code: 'FILM_PASSWORD_WRONG', message: 'Wrong' }, 401);
        },
      },
    });
    renderApp('/en/film/la-nuit-blanche');
    const password = await screen.findByLabelText(/Password/, { selector: 'input' }, { timeout: 15_000 });
    fireEvent.change(password, { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'See the film' }));
    expect(await screen.findByText('Incorrect password. Please try again.')).toBeTruthy();
    expect((password as HTMLInputElement).value).toBe('');
    fireEvent.change(password, { target: { value: 'open-sesame' } });
    fireEvent.click(screen.getByRole('button', { name: 'See the film' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'La Nuit blanche' })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('shows a landscape still behind the title, plays the trailer, copies the link and shows the laurels', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const film = publicFilmFixture({
      sharing: 'full',
      career: {
        diffusions: [],
        participations: [
          { Id: 1, IdPays: 75, Annee: 2024, NomFestival: 'Clermont-Ferrand', Distinction: null },
          { Id: 2, IdPays: 75, Annee: 2025, NomFestival: 'Annecy', Distinction: 'Jury Prize' },
        ],
      },
    });
    stubApi({
      handlers: {
        'GET /api/public/films/la-nuit-blanche': () => json(film),
        'GET /api/public/films/la-nuit-blanche/video/trailer/url': () =>
          json({
            url: '/api/media/videos/3?exp=1&sig=s',
            expires: '2030-01-01T00:00:00.000Z',
            poster: null,
            tracks: [],
          }),
      },
    });
    renderApp('/en/film/la-nuit-blanche');
    await screen.findByRole('heading', { level: 1, name: 'La Nuit blanche' }, { timeout: 15_000 });
    // The principal photo is a portrait poster (a.jpg): the banner takes the landscape still.
    const hero = screen.getByTestId('film-hero');
    expect(hero.getAttribute('src')).toMatch(/hdready\/b\.jpg$/);
    expect(hero.className).toBe('film-hero-image');

    const laurels = within(screen.getByTestId('film-laurels')).getAllByRole('listitem');
    expect(laurels.map((laurel) => laurel.textContent)).toEqual([
      'Jury PrizeAnnecy2025',
      'Official selectionClermont-Ferrand2024',
    ]);
    expect(jsonLd().award).toEqual(['Jury Prize, Annecy 2025']);

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to the clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/en/film/la-nuit-blanche`);

    fireEvent.click(screen.getByRole('button', { name: 'Play the trailer' }));
    const video = await screen.findByTestId('public-video-trailer', undefined, { timeout: 10_000 });
    await waitFor(() => expect(video.getAttribute('src')).toBe('/api/media/videos/3?exp=1&sig=s'));
  });

  it("takes the trailer's poster frame for the hero when the only photo is a portrait poster, else none", async () => {
    const poster = publicFilmFixture().photos.filter((photo) => photo.Type === 'poster');
    stubApi({
      handlers: {
        'GET /api/public/films/la-nuit-blanche': () => json(publicFilmFixture({ photos: poster })),
        'GET /api/public/films/poster-only': () =>
          json(publicFilmFixture({ photos: poster, videos: [], Shortname: 'poster-only' })),
      },
    });
    renderApp('/en/film/la-nuit-blanche');
    await screen.findByRole('heading', { level: 1, name: 'La Nuit blanche' }, { timeout: 15_000 });
    expect(screen.getByTestId('film-hero').getAttribute('src')).toBe(
      '/api/public/films/12/video/trailer/poster',
    );
    cleanup();
    renderApp('/en/film/poster-only');
    await screen.findByRole('heading', { level: 1, name: 'La Nuit blanche' }, { timeout: 15_000 });
    expect(screen.queryByTestId('film-hero')).toBeNull();
  });
});
