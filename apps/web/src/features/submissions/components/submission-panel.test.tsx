import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { CATALOGUE, CELLS, FILMS, PANEL_FESTIVAL } from './test-fixtures.ts';

process.env.TZ = 'UTC';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** The festival page of a signed-in filmmaker, answers faked at the fetch level. */
function openFestival(handlers: Record<string, Handler> = {}) {
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      'GET /api/public/festivals/2': () => json(PANEL_FESTIVAL),
      'POST /api/films/filter/0/50': () => json(FILMS),
      'POST /api/compare-film-section': () => json({ results: CELLS, festivals: [] }),
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
      'GET /order-api/products/active': () => json(CATALOGUE),
      // A protected section's password is checked when ticked; the journeys below give the right one.
      'POST /api/sections/4/password/check': () => new Response(null, { status: 204 }),
      ...handlers,
    },
  });
  const view = renderApp('/en/festival/2-les-courts-de-nantes');
  return { ...view, fetchMock };
}

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: 'Submit a film' }, { timeout: 10_000 }));
  return screen.findByRole('dialog', { name: 'Submit a film to Les Courts de Nantes' });
}

const box = (section: string, film: string) =>
  screen.getByRole('checkbox', { name: `${section} for ${film}` });

function bodyOf(fetchMock: ReturnType<typeof stubApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

describe('submission panel', () => {
  it('shows five skeleton cards, then three tabs with counts, cards per film with deadline and fee, and every reason in plain words', async () => {
    let answer: (value: Response) => void = () => {};
    openFestival({
      'POST /api/compare-film-section': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const dialog = await openPanel();
    expect(within(dialog).getAllByTestId('panel-skeleton')).toHaveLength(5);
    answer(json({ results: CELLS, festivals: [] }));

    expect(await within(dialog).findByRole('tab', { name: 'Eligible: 4' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Missing subtitles: 1' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Not eligible: 1' })).toBeTruthy();
    expect(within(dialog).queryAllByTestId('panel-skeleton')).toHaveLength(0);

    const heart = within(dialog).getByRole('region', { name: 'Le Cœur battant' });
    expect(within(heart).getAllByRole('checkbox').length).toBe(2);
    expect(heart.textContent).toContain('Compétition internationale');
    expect(heart.textContent).toContain('Deadline: 15 Dec 2026, 23:59 CET');
    expect(heart.textContent).toContain('Fee: €20.00');
    expect(heart.textContent).toContain('Password-protected');
    expect(heart.textContent).toContain('Fee: Free');
    // The catalogue's platform fee beside every entry fee, a free section's too.
    expect(await within(heart).findAllByText('+ €5.00 platform fee (excl. VAT)')).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Not eligible: 1' }));
    const refused = await within(dialog).findByRole('region', { name: 'Le Cœur battant' });
    expect(refused.textContent).toContain('Clips');
    expect(refused.textContent).toContain('Your film is 15 min long; this section takes films up to 10 min.');
    expect(refused.textContent).toContain(
      'Your film was produced in March 2023; this section takes films produced in 2024 or later.',
    );

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Missing subtitles: 1' }));
    const bus = await within(dialog).findByRole('region', { name: 'Night Bus' });
    // The language comes from the `langue` dictionary (stub: id 1 = "One").
    await waitFor(() => expect(bus.textContent).toContain('This section needs subtitles in One'));
  });

  it("prices a SuperStamp film's entries 20 % off with no platform fee; the other films keep both", async () => {
    openFestival({
      'POST /api/compare-film-section': () => json({ results: CELLS, festivals: [], superStampFilms: [11] }),
    });
    const dialog = await openPanel();
    const heart = await within(dialog).findByRole('region', { name: 'Le Cœur battant' });
    expect(heart.textContent).toContain('Fee: €16.00 instead of €20.00, SuperStamp');
    expect(heart.textContent).toContain('Fee: Free');
    expect(heart.textContent).toContain('No platform fee: SuperStamp');
    expect(heart.textContent).not.toContain('platform fee (excl. VAT)');
    const bus = within(dialog).getByRole('region', { name: 'Night Bus' });
    expect(bus.textContent).not.toContain('SuperStamp');
    expect(await within(bus).findAllByText('+ €5.00 platform fee (excl. VAT)')).not.toHaveLength(0);
  });

  it('searches film titles and section names ignoring accents and case', async () => {
    openFestival();
    const dialog = await openPanel();
    await within(dialog).findByRole('tab', { name: 'Eligible: 4' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'COEUR' } });
    expect(within(dialog).getByRole('tab', { name: 'Eligible: 2' })).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: 'Night Bus' })).toBeNull();
    fireEvent.change(search, { target: { value: 'competition nationale' } });
    expect(within(dialog).getByRole('tab', { name: 'Eligible: 1' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Missing subtitles: 1' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Le Cœur battant' }).textContent).not.toContain(
      'Clips',
    );
  });

  it('ticks one section per film: the others of that film wait until it is unticked', async () => {
    openFestival();
    const dialog = await openPanel();
    await within(dialog).findByRole('tab', { name: 'Eligible: 4' });
    const add = within(dialog).getByRole('button', { name: 'Add to basket and stay' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.click(box('Clips', 'Night Bus'));
    expect((box('Clips', 'Night Bus') as HTMLInputElement).checked).toBe(true);
    expect((box('Compétition internationale', 'Night Bus') as HTMLInputElement).disabled).toBe(true);
    // Another film's group is not affected.
    expect((box('Compétition nationale', 'Le Cœur battant') as HTMLInputElement).disabled).toBe(false);
    expect(add.hasAttribute('disabled')).toBe(false);
    fireEvent.click(box('Clips', 'Night Bus'));
    expect((box('Compétition internationale', 'Night Bus') as HTMLInputElement).disabled).toBe(false);
  });

  it('asks a protected section its password: cancel unticks, a wrong one is refused and cleared, the right one enters', async () => {
    let attempts = 0;
    const { fetchMock } = openFestival({
      // Checked when ticked (issue 32): "nope" is refused there; the basket refuses "guess" later.
      'POST /api/sections/4/password/check': (init) =>
        JSON.parse(String(init?.body)).password === 'nope'
          ? json({ code: 'SECTION_PASSWORD_WRONG', message: 'SECTION_PASSWORD_WRONG' }, 403)
          : new Response(null, { status: 204 }),
      'POST /api/inscriptions/by-film/11': () => {
        attempts++;
        return attempts === 1
          ? json(
              {
                code: 'SECTION_PASSWORD_WRONG',
                message: 'SECTION_PASSWORD_WRONG',
                fields: [
                  { path: 'passwords.4', code: 'SECTION_PASSWORD_WRONG', message: 'SECTION_PASSWORD_WRONG' },
                ],
              },
              403,
            )
          : json({ IdsInscription: [70], count: 1 }, 201);
      },
    });
    const dialog = await openPanel();
    await within(dialog).findByRole('tab', { name: 'Eligible: 4' });

    fireEvent.click(box('Compétition internationale', 'Le Cœur battant'));
    let prompt = await screen.findByRole('dialog', { name: 'Protected section' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Protected section' })).toBeNull());
    expect((box('Compétition internationale', 'Le Cœur battant') as HTMLInputElement).checked).toBe(false);

    fireEvent.click(box('Compétition internationale', 'Le Cœur battant'));
    prompt = await screen.findByRole('dialog', { name: 'Protected section' });
    fireEvent.change(within(prompt).getByLabelText('Section password'), { target: { value: 'nope' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(prompt).findByText('Incorrect password. Ask the festival for it and try again.'),
    ).toBeTruthy();
    expect((within(prompt).getByLabelText('Section password') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(prompt).getByLabelText('Section password'), { target: { value: 'guess' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect((box('Compétition internationale', 'Le Cœur battant') as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket and stay' }));

    prompt = await screen.findByRole('dialog', { name: 'Protected section' });
    expect(
      within(prompt).getByText('Incorrect password. Ask the festival for it and try again.'),
    ).toBeTruthy();
    expect((within(prompt).getByLabelText('Section password') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(prompt).getByLabelText('Section password'), { target: { value: 'sesame' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect((box('Compétition internationale', 'Le Cœur battant') as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket and stay' }));
    expect(await screen.findByText('1 entry added to your basket.')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/inscriptions/by-film/11')).toEqual([
      { idFilm: 11, items: ['2§104'], passwords: { 4: 'guess' } },
      { idFilm: 11, items: ['2§104'], passwords: { 4: 'sesame' } },
    ]);
    await waitFor(() =>
      expect((box('Compétition internationale', 'Le Cœur battant') as HTMLInputElement).checked).toBe(false),
    );
  });

  it('asks the additional questions: all mandatory answered, a blocking answer stops the entry, then goes to the basket', async () => {
    const { fetchMock, router } = openFestival({
      'POST /api/inscriptions/by-film/11': () => json({ IdsInscription: [71], count: 1 }, 201),
    });
    const dialog = await openPanel();
    await within(dialog).findByRole('tab', { name: 'Eligible: 4' });
    fireEvent.click(box('Compétition nationale', 'Le Cœur battant'));
    const modal = await screen.findByRole('dialog', { name: 'Questions of “Compétition nationale”' });
    expect(within(modal).getByText('Screenings are in Nantes.')).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    expect(within(modal).getAllByText('Please answer this question.')).toHaveLength(5);

    const group = (name: string) => within(modal).getByRole('radiogroup', { name: new RegExp(name) });
    fireEvent.click(within(group('shown on TV')).getByRole('radio', { name: 'No' }));
    fireEvent.change(within(modal).getByRole('textbox', { name: /Director’s name/ }), {
      target: { value: 'Ada' },
    });
    fireEvent.change(within(modal).getByRole('textbox', { name: /Why this festival/ }), {
      target: { value: 'Because.' },
    });
    fireEvent.click(within(group('Format')).getByRole('radio', { name: 'Documentary' }));
    fireEvent.click(within(group('attend the festival')).getByRole('radio', { name: 'No' }));
    expect(within(modal).getByRole('alert').textContent).toBe(
      'With this answer the film cannot enter this section.',
    );
    expect(within(modal).getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(group('attend the festival')).getByRole('radio', { name: 'Yes' }));
    expect(within(modal).queryByRole('alert')).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect((box('Compétition nationale', 'Le Cœur battant') as HTMLInputElement).checked).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add and go to the basket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cart'));
    expect(bodyOf(fetchMock, '/api/inscriptions/by-film/11')).toEqual([
      { idFilm: 11, items: ['2§106'], answers: { 6: { 2: false, 3: 'Ada', 4: 'Because.', 5: 52, 6: true } } },
    ]);
  });

  it('cancelling the questions leaves the section unticked', async () => {
    openFestival();
    const dialog = await openPanel();
    await within(dialog).findByRole('tab', { name: 'Eligible: 4' });
    fireEvent.click(box('Compétition nationale', 'Le Cœur battant'));
    const modal = await screen.findByRole('dialog', { name: 'Questions of “Compétition nationale”' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect((box('Compétition nationale', 'Le Cœur battant') as HTMLInputElement).checked).toBe(false),
    );
  });

  it('offers to create a film when the account has none', async () => {
    openFestival({ 'POST /api/films/filter/0/50': () => json([]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit a film' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'No films yet' });
    expect(within(dialog).getByRole('link', { name: 'Create a film' }).getAttribute('href')).toBe(
      '/en/films',
    );
  });

  it("shows the basket's entry count in the header (spec §2)", async () => {
    openFestival({ 'GET /api/inscriptions/panier': () => json({ count: 3, entries: 3 }) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Cart/ }).textContent).toContain('3'));
    expect(within(nav).getByText(/3 entries in the cart/)).toBeTruthy();
  });

  it('orders sections by deadline, marks a deadline under 14 days, and folds a film card', async () => {
    openFestival();
    const dialog = await openPanel();
    await within(dialog).findByRole('tab', { name: 'Eligible: 4' });
    const bus = within(dialog).getByRole('region', { name: 'Night Bus' });
    expect(
      within(bus)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Clips for Night Bus', 'Compétition internationale for Night Bus']);
    expect(within(bus).getAllByText('Deadline soon')).toHaveLength(1);
    const fold = within(bus).getByRole('button', { name: 'Hide the sections of Night Bus' });
    fireEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(within(bus).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(bus).getByRole('button', { name: 'Show the sections of Night Bus' }));
    expect(within(bus).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('says in words why the server refused an entry the panel thought eligible', async () => {
    openFestival({
      'POST /api/inscriptions/by-film/12': () =>
        json(
          {
            code: 'SUBMISSION_INELIGIBLE',
            message: 'SUBMISSION_INELIGIBLE',
            fields: [
              { path: 'items.0', code: 'ELIGIBILITY_VIDEO_MISSING', message: 'ELIGIBILITY_VIDEO_MISSING' },
            ],
          },
          422,
        ),
    });
    const dialog = await openPanel();
    await within(dialog).findByRole('tab', { name: 'Eligible: 4' });
    fireEvent.click(box('Clips', 'Night Bus'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to basket and stay' }));
    expect(
      await screen.findByText("Your film has no viewing copy yet: upload the film's video to enter it."),
    ).toBeTruthy();
    // Nothing went to the basket: the section stays ticked for another try.
    expect((box('Clips', 'Night Bus') as HTMLInputElement).checked).toBe(true);
  });

  it('puts one entry per ticked film in the basket and the header badge follows', async () => {
    let count = 0;
    const { fetchMock } = openFestival({
      'GET /api/inscriptions/panier': () => json({ count }),
      'POST /api/inscriptions/by-film/12': () => {
        count++;
        return json({ IdsInscription: [80], count }, 201);
      },
      'POST /api/inscriptions/by-film/11': () => {
        count++;
        return json({ IdsInscription: [81], count }, 201);
      },
    });
    const dialog = await openPanel();
    await within(dialog).findByRole('tab', { name: 'Eligible: 4' });
    fireEvent.click(box('Clips', 'Night Bus'));
    fireEvent.click(box('Compétition internationale', 'Le Cœur battant'));
    const prompt = await screen.findByRole('dialog', { name: 'Protected section' });
    fireEvent.change(within(prompt).getByLabelText('Section password'), { target: { value: 'sesame' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to basket and stay' }));
    expect(await screen.findByText('2 entries added to your basket.')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/inscriptions/by-film/12')).toEqual([{ idFilm: 12, items: ['2§109'] }]);
    // The panel was drawn again after the password prompt: ask the page, not the first node.
    const panel = screen.getByRole('dialog', { name: 'Submit a film to Les Courts de Nantes' });
    // The basket popup: what the basket now holds and the way to it, until dismissed.
    const notice = await within(panel).findByTestId('basket-notice');
    expect(notice.textContent).toContain('Your basket holds 2 entries.');
    expect(within(notice).getByRole('button', { name: 'Go to the basket' })).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Keep choosing' }));
    await waitFor(() => expect(within(panel).queryByTestId('basket-notice')).toBeNull());
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Cart/ }).textContent).toContain('2'));
  });

  it('speaks French with French typography', async () => {
    stubApi({
      session: accountSession(),
      handlers: {
        'GET /api/public/festivals/2': () => json(PANEL_FESTIVAL),
        'POST /api/films/filter/0/50': () => json(FILMS),
        'POST /api/compare-film-section': () => json({ results: CELLS, festivals: [] }),
      },
    });
    renderApp('/fr/festival/2-les-courts-de-nantes');
    fireEvent.click(await screen.findByRole('button', { name: 'Inscrire un film' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Inscrire un film à Les Courts de Nantes' });
    expect(await within(dialog).findByRole('tab', { name: 'Éligible\u00a0: 4' })).toBeTruthy();
    const heart = within(dialog).getByRole('region', { name: 'Le Cœur battant' });
    expect(heart.textContent).toContain('Date limite\u00a0: 15 déc. 2026');
    expect(heart.textContent).toMatch(/Frais\u00a0: 20,00\s€/);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Non éligible\u00a0: 1' }));
    expect((await within(dialog).findByRole('region', { name: 'Le Cœur battant' })).textContent).toContain(
      'mars 2023',
    );
  });
});
