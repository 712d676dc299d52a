import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { listItemFixture } from './test-fixtures.ts';

const FILMS = [
  listItemFixture(),
  listItemFixture({
    Id: 13,
    TitreOriginal: 'Paper Moon',
    TitreInternationnal: null,
    status: 'complete',
    Statut: 28,
    missingCount: 0,
    thumbnailUrl: '/api/public/photos/films/13/upload-by/7/size/thumbnail/p.jpg',
  }),
];

describe('films list', () => {
  it('shows each film with its poster, state and what is missing, and the count', async () => {
    const bodies: unknown[] = [];
    stubApi({
      session: accountSession(),
      handlers: {
        'POST /api/films/filter': () => json({ count: 2 }),
        'POST /api/films/filter/0/12': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return json(FILMS);
        },
      },
    });
    renderApp('/en/films');
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 films' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const cards = await screen.findAllByTestId('film-card');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'La Nuit blanche' }).getAttribute('href')).toBe(
      '/en/films/12',
    );
    expect(within(first).getByText('Incomplete')).toBeTruthy();
    expect(within(first).getByText('3 things missing')).toBeTruthy();
    expect(within(first).getByText('No poster yet')).toBeTruthy();
    const second = cards[1] as HTMLElement;
    expect(within(second).getByText('Complete')).toBeTruthy();
    expect(second.querySelector('img')?.getAttribute('src')).toMatch(/thumbnail\/p\.jpg$/);
    expect(bodies[0]).toEqual({ sort: 'newest' });
  });

  it('keeps the filters in the URL and sends them to the API', async () => {
    const bodies: unknown[] = [];
    stubApi({
      session: accountSession(),
      handlers: {
        'POST /api/films/filter': () => json({ count: 0 }),
        'POST /api/films/filter/0/12': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return json([]);
        },
      },
    });
    const { router } = renderApp('/fr/films?status=complete');
    expect(
      await screen.findByText('Aucun film ne correspond à ces filtres.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Année de production'), { target: { value: '2024' } });
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'oldest' } });
    fireEvent.change(screen.getByLabelText('Rechercher par titre'), { target: { value: 'nuit' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=nuit&year=2024&status=complete&sort=oldest'),
    );
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ sort: 'oldest', search: 'nuit', AnneeProd: 2024, status: 'complete' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=oldest'));
  });

  it('invites a new filmmaker to add a first film', async () => {
    stubApi({
      session: accountSession(),
      handlers: {
        'POST /api/films/filter': () => json({ count: 0 }),
        'POST /api/films/filter/0/12': () => json([]),
      },
    });
    renderApp('/es/peliculas');
    expect(await screen.findByText(/Aún no tienes ninguna película/, {}, { timeout: 15_000 })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Añadir una película' });
    expect(links.every((link) => link.getAttribute('href') === '/es/peliculas/0/creacion')).toBe(true);
  });
});
