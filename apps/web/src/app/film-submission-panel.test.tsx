import type { PanelFestival } from '@shortlist/domain/submissions/api-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completionsFixture, filmFixture } from '../features/films/pages/test-fixtures.ts';
import { PANEL_FESTIVAL } from '../features/submissions/components/test-fixtures.ts';
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
const ANSWER = {
  // Festivals in name order; the results in the server's section order.
  festivals: [aarhus, nantes],
  results: [cell(2, 4), cell(2, 9), cell(3, 20), cell(2, 6, 'ineligible')],
};

function openFilm() {
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      'GET /api/films/12': () => json(filmFixture()),
      'GET /api/films/12/completions': () => json(completionsFixture()),
      'POST /api/compare-film-section': () => json(ANSWER),
      'POST /api/inscriptions/by-film/12': () => json({ IdsInscription: [80], count: 1 }, 201),
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  renderApp('/en/films/12');
  return fetchMock;
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
    const compare = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/compare-film-section');
    expect(JSON.parse(String((compare[0]![1] as RequestInit).body))).toEqual({ IdFilm: 12 });

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
});
