import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { completionsFixture, documentFixture, filmFixture, photoFixture } from './test-fixtures.ts';

const session = accountSession();

function filmApi(overrides: Record<string, (init: RequestInit | undefined) => Response> = {}) {
  return stubApi({
    session,
    handlers: {
      'GET /api/films/12': () => json(filmFixture()),
      'GET /api/films/12/completions': () => json(completionsFixture()),
      ...overrides,
    },
  });
}

function calls(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): RequestInit[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => init as RequestInit);
}

describe('film record', () => {
  it('forces the creation tab for a new film (id 0)', async () => {
    stubApi({ session });
    const { router } = renderApp('/fr/films/0/donnees');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/films/0/creation'), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nouveau film' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Parties de la fiche du film' });
    expect(within(tabs).getAllByRole('link')).toHaveLength(1);
  });

  it('refuses a new film without its fields and the rights declaration, without calling the API', async () => {
    const fetchMock = stubApi({ session });
    renderApp('/en/films/0/creation');
    const create = await screen.findByRole('button', { name: 'Create the film' }, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText(/Original title/), { target: { value: 'La Nuit blanche' } });
    fireEvent.click(create);
    expect(await screen.findByText('Please confirm that you hold the rights to this film.')).toBeTruthy();
    expect(screen.getByText('Please choose the production year.')).toBeTruthy();
    expect(screen.getByText('Please choose one or two categories.')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/films')).toHaveLength(0);
  });

  it('creates a film from the creation tab and opens its data tab', async () => {
    let body: Record<string, unknown> = {};
    const fetchMock = filmApi({
      'POST /api/films': (init) => {
        body = JSON.parse(String(init?.body));
        return json(filmFixture(), 201);
      },
    });
    const { router } = renderApp('/en/films/0/creation');
    await screen.findByRole('button', { name: 'Create the film' }, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText(/Original title/), { target: { value: 'La Nuit blanche' } });
    fireEvent.change(screen.getByLabelText(/Production year/), { target: { value: '2025' } });
    fireEvent.change(screen.getByLabelText(/Production month/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/Running time: minutes/), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/^Seconds/), { target: { value: '30' } });
    // The stubbed dictionaries answer one item each (id 1, "One").
    await waitFor(() => expect(screen.getByLabelText(/Process/).querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText(/Process/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/Main production country/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'One' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I declare that I hold the rights/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create the film' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/films/12/data'), {
      timeout: 15_000,
    });
    expect(body).toMatchObject({
      TitreOriginal: 'La Nuit blanche',
      AnneeProd: 2025,
      MoisProd: 3,
      dureeMinutes: 12,
      dureeSecondes: 30,
      IdProcede: 1,
      idPaysProdPrincipal: 1,
      idsCategorie: [1],
      IsDeclarationDroits: true,
    });
    expect(calls(fetchMock, 'POST', '/api/films')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'La Nuit blanche' }, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it('saves an unchanged tab without a call, and reverts a failed save', async () => {
    const fetchMock = filmApi({
      'PUT /api/films/12': () => json({ code: 'FILM_ARCHIVED', message: 'Archived' }, 409),
    });
    renderApp('/en/films/12/creation');
    const title = (await screen.findByLabelText(
      /Original title/,
      {},
      { timeout: 15_000 },
    )) as HTMLInputElement;
    expect(title.value).toBe('La Nuit blanche');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls(fetchMock, 'PUT', '/api/films/12')).toHaveLength(0);
    fireEvent.change(title, { target: { value: 'Night' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This film is archived/)).toBeTruthy();
    expect(calls(fetchMock, 'PUT', '/api/films/12')).toHaveLength(1);
    await waitFor(() => expect(title.value).toBe('La Nuit blanche'));
  });

  it('does not call a complete record without a screener ready, and previews it as a festival reads it', async () => {
    const complete = { complete: true, missing: [], tabs: [] };
    filmApi({
      'GET /api/films/12/completions': () =>
        json(completionsFixture({ ...complete, toEnter: [{ tab: 'media', field: 'screener' }] })),
      'GET /api/film-photo/12/dico': () =>
        json({ photos: [photoFixture()], limit: 10, maxBytes: 5 * 1024 * 1024 }),
      'GET /api/generiques/film/12/contacts': () =>
        json([
          {
            IdFonction: 1,
            OrdreFonction: 1,
            IdPersonne: 5,
            displayName: 'Ada Lovelace',
            Fonction: 'One',
            Email: 'ada@example.com',
            Telephone: null,
            SiteWeb: null,
          },
        ]),
      'GET /api/films/12/documents': () =>
        json({ documents: [documentFixture()], limit: 10, maxBytes: 10 * 1024 * 1024 }),
    });
    renderApp('/en/films/12/preview');
    const checklist = await screen.findByTestId('checklist', {}, { timeout: 15_000 });
    expect(within(checklist).getByText('1 thing left before you can submit this film')).toBeTruthy();
    expect(within(checklist).queryByText('Your film can enter festivals')).toBeNull();
    expect(
      within(checklist).getByRole('link', { name: 'The film video (screener)' }).getAttribute('href'),
    ).toBe('/en/films/12/media#film-screener');
    const festival = screen.getByRole('region', { name: 'How festivals will see your film' });
    expect(within(festival).getByRole('heading', { name: 'Titles' })).toBeTruthy();
    expect(within(festival).getByText('La Nuit blanche')).toBeTruthy();
    expect(await within(festival).findByRole('img', { name: 'La Nuit blanche: poster 1' })).toBeTruthy();
    // The credits and documents, with the festival's entry view's own components.
    const credits = within(festival).getByRole('region', { name: 'Credits and contacts' });
    expect(await within(credits).findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    await waitFor(() => expect(within(credits).getByText('One')).toBeTruthy());
    // With the contact details the filmmaker gave, as the festival sees them.
    expect(within(credits).getByText('ada@example.com')).toBeTruthy();
    const documents = within(festival).getByRole('region', { name: 'Documents' });
    const download = await within(documents).findByRole('link', { name: 'Script: script.pdf' });
    expect(download.getAttribute('href')).toBe('/api/films/12/documents/7/file');
    expect(within(documents).getByText('2 kB')).toBeTruthy();
  });

  it('previews a film without credits or documents with their empty states', async () => {
    filmApi({
      'GET /api/generiques/film/12/contacts': () => json([]),
      'GET /api/films/12/documents': () => json({ documents: [], limit: 10, maxBytes: 10 * 1024 * 1024 }),
    });
    renderApp('/en/films/12/preview');
    const festival = await screen.findByRole(
      'region',
      { name: 'How festivals will see your film' },
      { timeout: 15_000 },
    );
    const credits = within(festival).getByRole('region', { name: 'Credits and contacts' });
    expect(await within(credits).findByText('No credits.')).toBeTruthy();
    const documents = within(festival).getByRole('region', { name: 'Documents' });
    expect(await within(documents).findByText('No documents.')).toBeTruthy();
  });

  it('says a film with its screener can enter, with the subtitles it has', async () => {
    filmApi({
      'GET /api/films/12/completions': () =>
        json(
          completionsFixture({
            complete: true,
            missing: [],
            tabs: [],
            toEnter: [],
            screener: { present: true, subtitleLanguages: [1] },
          }),
        ),
    });
    renderApp('/en/films/12/preview');
    const checklist = await screen.findByTestId('checklist', {}, { timeout: 15_000 });
    expect(within(checklist).getByText('Your film can enter festivals')).toBeTruthy();
    await waitFor(() =>
      expect(within(checklist).getByTestId('subtitles').textContent).toContain(
        'Subtitles of the film video: One.',
      ),
    );
    expect(within(checklist).getByRole('link', { name: 'Add subtitles' }).getAttribute('href')).toBe(
      '/en/films/12/media',
    );
  });

  it('marks each tab done or missing and lists what is missing, each item linking to its tab and field', async () => {
    filmApi();
    renderApp('/en/films/12');
    const checklist = await screen.findByTestId('checklist', {}, { timeout: 15_000 });
    expect(within(checklist).getByText('4 things left before you can submit this film')).toBeTruthy();
    expect(within(checklist).getByRole('link', { name: 'Summary in English' }).getAttribute('href')).toBe(
      '/en/films/12/data#film-resumeEn',
    );
    expect(
      within(checklist).getByRole('link', { name: 'A director in the credits' }).getAttribute('href'),
    ).toBe('/en/films/12/credits#film-director');
    const tabs = screen.getByRole('navigation', { name: 'Parts of the film record' });
    expect(
      within(tabs)
        .getByRole('link', { name: /Creation/ })
        .querySelector('[data-mark="done"]'),
    ).toBeTruthy();
    expect(
      within(tabs)
        .getByRole('link', { name: /Film data/ })
        .querySelector('[data-mark="missing"]'),
    ).toBeTruthy();
    expect(
      within(tabs)
        .getByRole('link', { name: /Preview/ })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('asks before leaving a tab with unsaved changes', async () => {
    filmApi();
    const { router } = renderApp('/en/films/12/creation');
    const title = await screen.findByLabelText(/Original title/, {}, { timeout: 15_000 });
    fireEvent.change(title, { target: { value: 'Changed' } });
    const tabs = screen.getByRole('navigation', { name: 'Parts of the film record' });
    fireEvent.click(within(tabs).getByRole('link', { name: /Film data/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/en/films/12/creation');
    expect((title as HTMLInputElement).value).toBe('Changed');
    fireEvent.click(within(tabs).getByRole('link', { name: /Film data/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/films/12/data'));
  });

  it("sends a film that isn't the user's to the films list with a notification", async () => {
    stubApi({
      session,
      handlers: {
        'GET /api/films/99': () => json({ code: 'NOT_FOUND', message: 'Not found' }, 404),
        'GET /api/films/99/completions': () => json({ code: 'NOT_FOUND', message: 'Not found' }, 404),
        'POST /api/films/filter': () => json({ count: 0 }),
        'POST /api/films/filter/0/12': () => json([]),
      },
    });
    const { router } = renderApp('/en/films/99/data');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/films'), { timeout: 15_000 });
    expect(await screen.findByText("We couldn't find this film among yours.")).toBeTruthy();
  });
});
