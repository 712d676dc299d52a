import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { FILTER_COOKIE } from '../filter/directory-filter.ts';
import { card } from './test-fixtures.ts';

const PAGE_PATH = 'POST /api/public/festivals/filter/0/12';

function bodyOf(init: RequestInit | undefined) {
  return JSON.parse(String(init?.body ?? '{}'));
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test clean-up in jsdom
  document.cookie = `${FILTER_COOKIE}=; Path=/; Max-Age=0`;
  vi.useRealTimers();
});

describe('festivals directory', () => {
  it('shows the count and the cards, with fees in the language of the page', async () => {
    stubApi({
      handlers: {
        [PAGE_PATH]: () =>
          json({
            items: [
              card(1, 'Nantes Shorts'),
              card(2, 'Gent Shorts', { fees: null }),
              card(3, 'Lyon Shorts', { hasFreeSection: true }),
            ],
            total: 3,
          }),
      },
    });
    renderApp('/fr/festivals');
    expect(await screen.findByRole('heading', { level: 2, name: '3 festivals' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nantes Shorts' }).getAttribute('href')).toBe(
      '/fr/festival/1-nantes-shorts',
    );
    expect(screen.getByText(/Frais d'inscription : de 15 € à 30 €/)).toBeTruthy();
    expect(screen.getByText('Inscription gratuite')).toBeTruthy();
    // A free section beside paid ones is part of the range (docs/decisions.md "Paid or free").
    expect(screen.getByText(/Frais d'inscription : gratuit ou de 15 € à 30 €/)).toBeTruthy();
    // One urgency marker per card, counting down.
    expect(screen.getAllByText('3 jours restants')).toHaveLength(3);
    // A visitor's heart leads to sign-in.
    expect(
      screen.getByRole('button', { name: 'Connectez-vous pour ajouter Nantes Shorts aux favoris' }),
    ).toBeTruthy();
  });

  it('gives deadlines on the festival’s clock and says when a call that has not opened yet opens', async () => {
    stubApi({
      handlers: {
        [PAGE_PATH]: () =>
          json({
            items: [
              // 23:59 on 1 December in Los Angeles is 07:59 UTC on the 2nd.
              card(1, 'Portland Shorts', {
                timeZone: 'America/Los_Angeles',
                nextDeadline: {
                  Type: 'closing',
                  DateEvent: '2030-12-02T07:59:00.000Z',
                  expiresSoon: false,
                  text: '1 Dec 2030, 23:59 GMT-8',
                  daysLeft: 20,
                },
              }),
              card(2, 'Spring Shorts', {
                badge: 'closed',
                StatutCampagne: 'preparation',
                call: {
                  state: 'opensOn',
                  date: '2030-03-01T10:00:00.000Z',
                  daysLeft: 100,
                  urgent: false,
                  text: '1 Mar 2030, 02:00 GMT-8',
                  day: '1 March 2030',
                },
                nextDeadline: null,
              }),
            ],
            total: 2,
          }),
      },
    });
    renderApp('/en/festivals');
    expect(await screen.findByText('Next deadline: 1 Dec 2030, 23:59 GMT-8')).toBeTruthy();
    const spring = screen.getByRole('heading', { name: 'Spring Shorts' }).closest('article') as HTMLElement;
    expect(within(spring).getByText('Opens on 1 March 2030')).toBeTruthy();
    expect(within(spring).queryByText('Closed')).toBeNull();
  });

  it('adds the heart a visitor clicked once they have signed in, back on the same page', async () => {
    const added: unknown[] = [];
    let signedIn = false;
    const favourites: number[] = [];
    stubApi({
      handlers: {
        [PAGE_PATH]: () => json({ items: [card(7, 'Nantes Shorts')], total: 1 }),
        'POST /api/login': () => {
          signedIn = true;
          // biome-ignore lint/suspicious/noDocumentCookie: the server's CSRF cookie after sign-in
          document.cookie = 'sl_csrf=test; path=/';
          return json(accountSession());
        },
        'GET /api/ping': () =>
          signedIn ? json(accountSession()) : json({ code: 'UNAUTHENTICATED', message: 'x' }, 401),
        'GET /api/compte/favoris': () => json({ IdsFestival: favourites }),
        'POST /api/compte/add-favoris': (init) => {
          added.push(JSON.parse(String(init?.body)));
          favourites.push(7);
          return json({ ok: true });
        },
      },
    });
    const { router } = renderApp('/en/festivals');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Sign in to add Nantes Shorts to favourites' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/sign-in'));
    fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: 'Good-pass1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/festivals'));
    await waitFor(() => expect(added).toEqual([{ IdFestival: 7 }]));
    expect(await screen.findByText('Nantes Shorts is in your favourites')).toBeTruthy();
  });

  it('shows all festivals on a bare visit and offers the remembered filter', async () => {
    const saved = 'q=court&fee=free&genres=1';
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets what a previous visit left
    document.cookie = `${FILTER_COOKIE}=${encodeURIComponent(saved)}; Path=/`;
    const bodies: unknown[] = [];
    stubApi({
      handlers: {
        [PAGE_PATH]: (init) => {
          bodies.push(bodyOf(init));
          return json({ items: [], total: 0 });
        },
      },
    });
    const { router } = renderApp('/en/festivals');
    const offer = await screen.findByTestId('remembered-filter', {});
    expect(offer.textContent).toContain('Your last search used 3 filters.');
    await waitFor(() => expect(bodies[0]).toEqual({}));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(offer).getByRole('button', { name: 'Use it again' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ IsPayant: false, IdsGenre: [1], Search: 'court' }));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('court');
    expect((screen.getByLabelText('Entry fee') as HTMLSelectElement).value).toBe('free');
    await waitFor(() => expect(router.state.location.search).toContain('fee=free'));
    expect(screen.queryByTestId('remembered-filter')).toBeNull();
    // One in the filter column, one in the empty state.
    expect(await screen.findAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
  });

  it('debounces the search by 1000 ms and the other inputs by 300 ms, then goes back to page 1', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubApi({
      handlers: {
        [PAGE_PATH]: (init) => {
          bodies.push(bodyOf(init));
          return json({ items: [card(1, 'Nantes Shorts')], total: 30 });
        },
        'POST /api/public/festivals/filter/12/12': () => json({ items: [card(13, 'Page Two')], total: 30 }),
      },
    });
    renderApp('/en/festivals?page=2');
    expect(await screen.findByRole('link', { name: 'Page Two' })).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nan' } });
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(bodies).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(bodies).toEqual([{ Search: 'nan' }]));

    fireEvent.change(screen.getByLabelText('Entry fee'), { target: { value: 'paid' } });
    await act(() => vi.advanceTimersByTimeAsync(350));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ Search: 'nan', IsPayant: true }));
    expect(await screen.findByRole('heading', { level: 2, name: '30 festivals' })).toBeTruthy();
  });

  it('says when the festivals cannot be loaded', async () => {
    stubApi({ handlers: { [PAGE_PATH]: () => json({ code: 'INTERNAL', message: 'x' }, 500) } });
    renderApp('/es/festivales');
    expect(await screen.findByRole('alert', {})).toBeTruthy();
    expect(screen.getByText(/No pudimos cargar los festivales/)).toBeTruthy();
  });
});
