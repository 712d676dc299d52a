import { FILM_TABS } from '@shortlist/domain/films/film-status';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { filmKeys } from '../api/query-keys.ts';
import { completionsFixture, filmFixture } from './test-fixtures.ts';

const LOAD = { timeout: 15_000 };

function filmApi(overrides: Record<string, (init: RequestInit | undefined) => Response> = {}) {
  return stubApi({
    session: accountSession(),
    handlers: {
      'GET /api/films/12': () => json(filmFixture()),
      'GET /api/films/12/completions': () => json(completionsFixture()),
      'POST /api/films/filter': () => json({ count: 0 }),
      'POST /api/films/filter/0/12': () => json([]),
      ...overrides,
    },
  });
}

function sent(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

describe('film record tabs', () => {
  it('shows a saved choice whose list arrives after the record', async () => {
    stubApi({
      session: accountSession(),
      handlers: {
        'GET /api/films/12': () => json(filmFixture()),
        'GET /api/films/12/completions': () => json(completionsFixture()),
        'GET /api/procede/dico': () =>
          new Promise((resolve) => setTimeout(() => resolve(json([{ Id: 1, Libelle: 'Colour' }])), 400)),
      },
    });
    renderApp('/en/films/12/creation');
    const process = (await screen.findByLabelText(/Process/, {}, LOAD)) as HTMLSelectElement;
    await waitFor(() => expect(process.querySelectorAll('option')).toHaveLength(2), LOAD);
    expect(process.value).toBe('1');
  }, 30_000);

  it('shows a saved dictionary choice of the technical tab whose list arrives late', async () => {
    stubApi({
      session: accountSession(),
      handlers: {
        'GET /api/films/12': () => json(filmFixture({ IdRatio: 1 })),
        'GET /api/films/12/completions': () => json(completionsFixture()),
        'GET /api/ratio/dico': () =>
          new Promise((resolve) => setTimeout(() => resolve(json([{ Id: 1, Libelle: '16:9' }])), 400)),
      },
    });
    renderApp('/en/films/12/technical');
    await screen.findByLabelText(/Aspect ratio/, {}, LOAD);
    await waitFor(
      () => expect(screen.getByLabelText(/Aspect ratio/).querySelectorAll('option')).toHaveLength(2),
      LOAD,
    );
    expect((screen.getByLabelText(/Aspect ratio/) as HTMLSelectElement).value).toBe('1');
  }, 30_000);

  it('renders every tab of a film', async () => {
    filmApi();
    const { router } = renderApp('/en/films/12/creation');
    for (const tab of FILM_TABS) {
      await router.navigate(`/en/films/12/${tab}`);
      const nav = await screen.findByRole('navigation', { name: 'Parts of the film record' }, LOAD);
      await waitFor(
        () => expect(within(nav).getByRole('link', { current: 'page' }).dataset.tab).toBe(tab),
        LOAD,
      );
      expect(screen.queryByText('Something went wrong')).toBeNull();
    }
    // Nine tabs rendered one after the other: longer than one page on a loaded machine.
  }, 90_000);

  it('saves the data tab as the body of PUT films/{id}/donnees', async () => {
    const fetchMock = filmApi({ 'PUT /api/films/12/donnees': () => json(filmFixture()) });
    renderApp('/en/films/12/data');
    fireEvent.change(await screen.findByLabelText(/International title/, {}, LOAD), {
      target: { value: 'The White Night' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please write the summary in English.')).toBeTruthy();
    expect(sent(fetchMock, 'PUT', '/api/films/12/donnees')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Summary in English/), { target: { value: 'A night.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a title in another language' }));
    // The header's and footer's language switchers are named Language too.
    fireEvent.change(document.getElementById('film-titres-0-IdLangue') as HTMLElement, {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByLabelText(/^Title/, { selector: 'input' }), {
      target: { value: 'Die weiße Nacht' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(fetchMock, 'PUT', '/api/films/12/donnees')).toHaveLength(1));
    expect(sent(fetchMock, 'PUT', '/api/films/12/donnees')[0]).toEqual({
      TitreInternationnal: 'The White Night',
      UrlSite: '',
      UrlVideo: '',
      idsGenre: [],
      resumeEn: 'A night.',
      idsLangueDialogue: [],
      idsPaysCoProd: [],
      idsPaysTournage: [],
      idsThematique: [],
      IsLangueSigne: false,
      titres: [{ IdLangue: 1, Titre: 'Die weiße Nacht' }],
      resumes: [],
      synopses: [],
    });
  });

  it('refuses a technical tab with a field missing, without a call', async () => {
    const fetchMock = filmApi();
    renderApp('/fr/films/12/technique');
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }, LOAD));
    expect(
      (await screen.findAllByText(/tous les champs de la fiche technique sont nécessaires/)).length,
    ).toBeGreaterThanOrEqual(6);
    expect(sent(fetchMock, 'PUT', '/api/films/12/technique')).toHaveLength(0);
  });

  it('checks the custom address with the server before saving the publication', async () => {
    const fetchMock = filmApi({
      'POST /api/films/check-shortname': () => json({ available: false }),
    });
    renderApp('/en/films/12/publication');
    fireEvent.click(await screen.findByRole('radio', { name: /^Public/ }, LOAD));
    fireEvent.change(screen.getByLabelText(/Custom address/), { target: { value: 'taken-name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/already used by another film/)).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/api/films/check-shortname')).toEqual([
      { IdFilm: 12, Shortname: 'taken-name' },
    ]);
    expect(sent(fetchMock, 'PUT', '/api/films/12/publication')).toHaveLength(0);
    // Password protection is a SuperStamp feature: without one it cannot be chosen.
    expect(
      (screen.getByRole('radio', { name: /Protected by a password/ }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('deletes a film after a confirmation that says what is lost', async () => {
    const fetchMock = filmApi({ 'DELETE /api/films/delete/12': () => json({ Id: 12, outcome: 'removed' }) });
    const { router } = renderApp('/en/films/12/management');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete this film' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “La Nuit blanche”?' });
    expect(within(dialog).getByText('its photos, documents and video files')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the film' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/films'));
    expect(await screen.findByText('The film is deleted.')).toBeTruthy();
    expect(sent(fetchMock, 'DELETE', '/api/films/delete/12')).toHaveLength(1);
  });
});

describe('film record: typing while the record is asked again', () => {
  it('keeps what was typed and fills the untouched fields from the newer record', async () => {
    let film = filmFixture();
    filmApi({ 'GET /api/films/12': () => json(film) });
    const { queryClient } = renderApp('/en/films/12/data');
    const title = (await screen.findByLabelText(/International title/, {}, LOAD)) as HTMLInputElement;
    const summary = screen.getByLabelText(/Summary in English/) as HTMLTextAreaElement;
    fireEvent.change(title, { target: { value: 'The White Night' } });
    // The record comes again (a credit or a photo saved, a visit after the cache went stale) and
    // someone wrote the summary meanwhile.
    film = filmFixture({ resumeEn: 'A night.' });
    await queryClient.invalidateQueries({ queryKey: filmKeys.film(12) });
    await waitFor(() => expect(summary.value).toBe('A night.'));
    expect(title.value).toBe('The White Night');
  });
});
