import type { PanelFestival } from '@shortlist/domain/submissions/api-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completionsFixture, filmFixture } from '../features/films/pages/test-fixtures.ts';
import { CATALOGUE, PANEL_FESTIVAL } from '../features/submissions/components/test-fixtures.ts';
import { json, renderApp, stubApi } from '../test/render-app.tsx';
import { accountSession } from '../test/session-fixture.ts';

process.env.TZ = 'UTC';

// The film record opens the submission panel of the film (spec §2 "for a festival or film"):
// the app's host joins the films feature's button to the submissions feature's panel.

const nantes: PanelFestival = {
  IdFestival: 2,
  Nom: PANEL_FESTIVAL.Nom,
  timeZone: 'Europe/Paris',
  sections: PANEL_FESTIVAL.sections,
};
const aarhus: PanelFestival = {
  IdFestival: 3,
  Nom: 'Aarhus Shorts',
  timeZone: 'Europe/Copenhagen',
  sections: [
    {
      ...PANEL_FESTIVAL.sections[2]!,
      IdCampagneSection: 20,
      IdSection: 120,
      IdCampagne: 5,
      Libelle: 'Nordic',
    },
  ],
};
const cell = (IdFestival: number, IdCampagneSection: number, status = 'eligible') => ({
  IdFilm: 12,
  IdFestival,
  IdCampagneSection,
  status,
  OuvreTesYeux:
    status === 'ineligible'
      ? [
          {
            code: 'ELIGIBILITY_DURATION_TOO_LONG',
            key: 'ELIGIBILITY_DURATION_TOO_LONG',
            values: { duration: '15 min', max: '10 min' },
          },
        ]
      : [],
  RequiredIdsLangue: [],
});
// Festivals in name order; the results in the server's section order.
const FESTIVALS = [aarhus, nantes];
const RESULTS = [cell(2, 4), cell(2, 9), cell(3, 20), cell(2, 6, 'ineligible')];

/**
 * The server's paged film panel, faked: every tab's counts, then the asked tab's festivals from
 * `offset`, `perPage` at a time (the real one sends 20; two festivals need a smaller page here).
 */
function panelPage(init: RequestInit | undefined, perPage = 20) {
  const body = JSON.parse(String(init?.body)) as { tab: string; offset: number; search?: string };
  const results = RESULTS.filter((c) => {
    const festival = FESTIVALS.find((f) => f.IdFestival === c.IdFestival)!;
    const section = festival.sections.find((s) => s.IdCampagneSection === c.IdCampagneSection)!;
    const query = body.search?.toLowerCase() ?? '';
    return festival.Nom.toLowerCase().includes(query) || section.Libelle.toLowerCase().includes(query);
  });
  const count = (status: string) => results.filter((c) => c.status === status).length;
  const inTab = results.filter((c) => c.status === body.tab);
  const festivals = FESTIVALS.filter((f) => inTab.some((c) => c.IdFestival === f.IdFestival));
  const page = festivals.slice(body.offset, body.offset + perPage).map((f) => ({
    ...f,
    sections: f.sections.filter((s) => inTab.some((c) => c.IdCampagneSection === s.IdCampagneSection)),
  }));
  return json({
    counts: {
      eligible: count('eligible'),
      'missing-subtitles': count('missing-subtitles'),
      ineligible: count('ineligible'),
    },
    total: festivals.length,
    offset: body.offset,
    results: page.flatMap((f) => inTab.filter((c) => c.IdFestival === f.IdFestival)),
    festivals: page,
  });
}

const PANEL = 'POST /api/compare-film-section/by-film/12';

function openFilm(
  handlers: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>> = {},
) {
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      'GET /api/films/12': () => json(filmFixture()),
      'GET /api/films/12/completions': () => json(completionsFixture()),
      [PANEL]: (init) => panelPage(init),
      ...handlers,
      'POST /api/inscriptions/by-film/12': () => json({ IdsInscription: [80], count: 1 }, 201),
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  renderApp('/en/films/12');
  return fetchMock;
}

function panelBodies(fetchMock: ReturnType<typeof stubApi>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/compare-film-section/by-film/12')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

const box = (section: string, festival: string) =>
  screen.getByRole('checkbox', { name: `${section} at ${festival}` }) as HTMLInputElement;

describe("the film's submission panel", () => {
  it('opens from the film record, groups the sections per festival, ticks one per festival and adds both entries', async () => {
    const fetchMock = openFilm();
    const title = filmFixture().TitreOriginal;
    fireEvent.click(await screen.findByRole('button', { name: 'Submit to festivals' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: `Submit ${title} to festivals` });
    expect(await within(dialog).findByRole('tab', { name: 'Eligible: 3' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Not eligible: 1' })).toBeTruthy();
    expect(panelBodies(fetchMock)[0]).toEqual({ tab: 'eligible', sort: 'name', offset: 0, limit: 20 });

    // One card per festival, in name order, each with its own sections.
    const cards = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(cards.slice(0, 2)).toEqual(['Aarhus Shorts', 'Les Courts de Nantes']);
    const nantesCard = within(dialog).getAllByRole('region', { name: 'Les Courts de Nantes' })[0]!;
    expect(within(nantesCard).getAllByRole('checkbox')).toHaveLength(2);

    // One section per festival: ticking Clips locks Nantes's other section, not Aarhus's.
    fireEvent.click(box('Clips', 'Les Courts de Nantes'));
    expect(box('Compétition internationale', 'Les Courts de Nantes').disabled).toBe(true);
    expect(box('Nordic', 'Aarhus Shorts').disabled).toBe(false);
    fireEvent.click(box('Nordic', 'Aarhus Shorts'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to basket and stay' }));
    expect(await screen.findByText('2 entries added to your basket.')).toBeTruthy();
    const bodies = fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/inscriptions/by-film/12')
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
    expect(bodies).toHaveLength(2);
    expect(bodies).toEqual(
      expect.arrayContaining([
        { idFilm: 12, items: ['2§109'] },
        { idFilm: 12, items: ['5§120'] },
      ]),
    );
    await waitFor(() => expect(box('Nordic', 'Aarhus Shorts').checked).toBe(false));
  });

  it('prices the entries of a film whose SuperStamp runs 20 % off, with no platform fee', async () => {
    openFilm({
      'GET /order-api/products/active': () => json(CATALOGUE),
      [PANEL]: async (init) => {
        const page = await panelPage(init).json();
        return json({ ...page, superStampFilms: [12] });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit to festivals' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: /Submit .* to festivals/ });
    await within(dialog).findByRole('tab', { name: 'Eligible: 3' });
    const nantes = within(dialog).getAllByRole('region', { name: 'Les Courts de Nantes' })[0]!;
    expect(nantes.textContent).toMatch(/Fee: €\d+\.\d\d instead of €\d+\.\d\d, SuperStamp/);
    expect(dialog.textContent).not.toContain('platform fee (excl. VAT)');
  });

  it('asks the password of a protected section from the film side too', async () => {
    openFilm();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit to festivals' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: /to festivals$/ });
    await within(dialog).findByRole('tab', { name: 'Eligible: 3' });
    fireEvent.click(box('Compétition internationale', 'Les Courts de Nantes'));
    const prompt = await screen.findByRole('dialog', { name: 'Protected section' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Protected section' })).toBeNull());
    expect(box('Compétition internationale', 'Les Courts de Nantes').checked).toBe(false);
  });

  it('pages the festivals: a page at a time, how many are shown, and more on request', async () => {
    const fetchMock = openFilm({ [PANEL]: (init) => panelPage(init, 1) });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit to festivals' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: /to festivals$/ });
    await within(dialog).findByRole('region', { name: 'Aarhus Shorts' });
    expect(within(dialog).queryByRole('region', { name: 'Les Courts de Nantes' })).toBeNull();
    expect(within(dialog).getByText('Festivals shown: 1 of 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show more festivals' }));
    await within(dialog).findByRole('region', { name: 'Les Courts de Nantes' });
    expect(within(dialog).getByText('Festivals shown: 2 of 2')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Show more festivals' })).toBeNull();
    expect(panelBodies(fetchMock).at(-1)).toMatchObject({ tab: 'eligible', offset: 1 });
  });

  it('asks the server for another tab, a search and a sort, keeping the counts meanwhile', async () => {
    const fetchMock = openFilm();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit to festivals' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: /to festivals$/ });
    await within(dialog).findByRole('tab', { name: 'Eligible: 3' });

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Not eligible: 1' }));
    const refused = await within(dialog).findByRole('region', { name: 'Les Courts de Nantes' });
    await waitFor(() => expect(refused.textContent).toContain('this section takes films up to 10 min'));
    expect(panelBodies(fetchMock).at(-1)).toMatchObject({ tab: 'ineligible', offset: 0 });

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Eligible: 3' }));
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'nordic' },
    });
    expect(await within(dialog).findByRole('tab', { name: 'Eligible: 1' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Not eligible: 0' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Aarhus Shorts' })).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: 'Les Courts de Nantes' })).toBeNull();
    expect(panelBodies(fetchMock).at(-1)).toMatchObject({ search: 'nordic' });

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search' }), { target: { value: 'zzz' } });
    expect(await within(dialog).findByText('Nothing here.')).toBeTruthy();

    const sort = within(dialog).getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Festival name', 'Deadline', 'Fee']);
    fireEvent.change(sort, { target: { value: 'deadline' } });
    await waitFor(() =>
      expect(panelBodies(fetchMock).at(-1)).toMatchObject({ sort: 'deadline', search: 'zzz' }),
    );
  });

  it("puts each festival's favourite heart on its card", async () => {
    let favourites: number[] = [2];
    const fetchMock = openFilm({
      'GET /api/compte/favoris': () => json({ IdsFestival: favourites }),
      'POST /api/compte/add-favoris': () => {
        favourites = [3, ...favourites];
        return json({ ok: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit to festivals' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: /to festivals$/ });
    const aarhus = await within(dialog).findByRole('region', { name: 'Aarhus Shorts' });
    const nantesCard = within(dialog).getByRole('region', { name: 'Les Courts de Nantes' });
    const heart = within(aarhus).getByRole('button', { name: 'Favourite: Aarhus Shorts' });
    await waitFor(() =>
      expect(
        within(nantesCard)
          .getByRole('button', { name: 'Favourite: Les Courts de Nantes' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/compte/add-favoris')).toBe(true);
  });
});
