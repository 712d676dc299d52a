import type { AddressBookContact } from '@shortlist/domain/credits/contact-contracts';
import type { Credit } from '@shortlist/domain/films/api-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { completionsFixture, filmFixture } from './test-fixtures.ts';

const LOAD = { timeout: 15_000 };

function credit(Id: number, IdContact: number, Prenom: string, Nom: string): Credit {
  return {
    Id,
    IdFilm: 12,
    IdFonction: 1,
    IdContact,
    OrdreFonction: Id,
    IdPersonne: IdContact + 100,
    IdStructure: null,
    IdAdresse: null,
    IdCoordonnee: null,
    IdCompteAnnuaire: 7,
    Nom,
    Prenom,
    Civilite: null,
    AnneeNaissance: null,
    Pseudo: null,
    PhotoFileName: null,
    PhotoId: null,
    Societe: null,
    displayName: `${Prenom} ${Nom}`,
  };
}

const ADA = credit(1, 5, 'Ada', 'Lovelace');
const ALAN = credit(2, 6, 'Alan', 'Turing');

function contact(): AddressBookContact {
  const date = '2026-01-01T00:00:00.000Z';
  return {
    Id: 6,
    IdPersonne: 106,
    Personne: {
      Id: 106,
      DateCreation: date,
      IdCivilite: null,
      Nom: 'Turing',
      Prenom: 'Alan',
      Pseudo: null,
      AnneeNaissance: null,
    },
    Structure: null,
    Adresse: null,
    Coordonnee: null,
    CoordonneeStructure: null,
    displayName: 'Alan Turing',
    idsFonction: [1],
  };
}

function creditsApi(overrides: Record<string, (init: RequestInit | undefined) => Response> = {}) {
  return stubApi({
    session: accountSession(),
    handlers: {
      'GET /api/films/12': () => json(filmFixture()),
      'GET /api/films/12/completions': () => json(completionsFixture()),
      'GET /api/generiques/film/12': () => json([ADA, ALAN]),
      'GET /api/contacts/6?IdFilm=12': () => json(contact()),
      ...overrides,
    },
  });
}

function sent(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

describe('credits tab', () => {
  it('lists the credits per function and moves one up with its button', async () => {
    const fetchMock = creditsApi({ 'PUT /api/generiques/ordre': () => json([ALAN, ADA]) });
    renderApp('/en/films/12/credits');
    const up = await screen.findByRole('button', { name: 'Move Alan Turing up' }, LOAD);
    expect((screen.getByRole('button', { name: 'Move Ada Lovelace up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(up);
    await waitFor(() =>
      expect(sent(fetchMock, 'PUT', '/api/generiques/ordre')).toEqual([
        { IdFilm: 12, IdFonction: 1, idsContact: [6, 5] },
      ]),
    );
  }, 30_000);

  it('saves an unchanged person without a call and a changed one as POST contacts', async () => {
    const fetchMock = creditsApi({ 'POST /api/contacts': () => json({ CONT_ID: 6 }) });
    renderApp('/en/films/12/credits');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alan Turing' }, LOAD));
    const lastName = await screen.findByLabelText(/Last name/, {}, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('contact-form')).toBeNull());
    expect(sent(fetchMock, 'POST', '/api/contacts')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Alan Turing' }));
    fireEvent.change(await screen.findByLabelText(/Last name/, {}, LOAD), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/required|Please/i, {}, LOAD)).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/api/contacts')).toHaveLength(0);
    expect(lastName).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Mathison' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/api/contacts')).toHaveLength(1));
    const [body] = sent(fetchMock, 'POST', '/api/contacts') as Array<Record<string, unknown>>;
    expect(body).toMatchObject({
      IdContact: 6,
      IdFilm: 12,
      idsFonction: [1],
      Personne: { IsSave: true, Data: { Nom: 'Mathison', Prenom: 'Alan' } },
      Structure: { IsSave: true, Data: null },
    });
  }, 30_000);

  it("shows a saved person's civility and telephone prefix when editing", async () => {
    creditsApi({
      'GET /api/civilite/dico': () =>
        json([
          { Id: 1, Libelle: 'Mr' },
          { Id: 2, Libelle: 'Ms' },
        ]),
      'GET /api/contacts/6?IdFilm=12': () =>
        json({
          ...contact(),
          Personne: { ...contact().Personne, IdCivilite: 2 },
          Coordonnee: {
            Id: 9,
            DateCreation: '2026-01-01T00:00:00.000Z',
            Telephone: '+44.2079460000',
            Email: null,
            SiteWeb: null,
            UrlLinkedin: null,
            UrlInstagram: null,
            UrlFacebook: null,
            UrlTwitter: null,
          },
        }),
    });
    renderApp('/en/films/12/credits');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alan Turing' }, LOAD));
    const civility = (await screen.findByLabelText('Title', {}, LOAD)) as HTMLSelectElement;
    await waitFor(() => expect(civility.value).toBe('2'));
    expect(within(civility).getByRole('option', { selected: true }).textContent).toBe('Ms');
    expect((screen.getByLabelText('Country code') as HTMLInputElement).value).toBe('44');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('2079460000');
  }, 30_000);

  it("reaches a new person's photo, biography, filmography and documents before closing the form", async () => {
    const fetchMock = creditsApi({
      'POST /api/contacts': () => json({ CONT_ID: 6 }),
      'GET /api/personnes/106/photo': () => json(null),
      'GET /api/personnes/106/biographie': () => json([]),
      'GET /api/personnes/106/filmographie': () => json([]),
      'GET /api/films/12/documents': () => json({ documents: [], limit: 10, maxBytes: 10 * 1024 * 1024 }),
    });
    renderApp('/en/films/12/credits');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new person' }, LOAD));
    const more = await screen.findByRole(
      'region',
      { name: 'Photo, biography, filmography and documents' },
      LOAD,
    );
    expect(screen.queryByRole('button', { name: 'Add the photo' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Alan' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Turing' } });
    const functions = document.getElementById('film-functions') as HTMLInputElement;
    fireEvent.click(functions);
    fireEvent.click(await screen.findByText('One', { selector: '[role="option"], [role="option"] *' }));
    fireEvent.click(within(more).getByRole('button', { name: /Save and add a photo/ }));
    expect(await screen.findByRole('button', { name: 'Add the photo' }, LOAD)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add the biography' }, LOAD)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add the film' }, LOAD)).toBeTruthy();
    expect(
      await screen.findByRole('region', { name: 'Documents of this person on the film' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByTestId('contact-form')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/api/contacts')).toEqual([
      expect.objectContaining({
        IdContact: null,
        Personne: expect.objectContaining({ Data: expect.objectContaining({ Nom: 'Turing' }) }),
      }),
    ]);
  }, 30_000);

  it('asks before closing the person form with unsaved changes', async () => {
    creditsApi();
    renderApp('/en/films/12/credits');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alan Turing' }, LOAD));
    fireEvent.change(await screen.findByLabelText(/Last name/, {}, LOAD), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: /Stay/ })).toBeTruthy();
  }, 30_000);

  it("adds a biography to a credited person's record", async () => {
    const fetchMock = creditsApi({
      'GET /api/personnes/106/biographie': () => json([]),
      'GET /api/personnes/106/filmographie': () => json([]),
      'POST /api/personnes/biographie': () =>
        json({ Id: 1, IdPersonne: 106, IdLangue: 1, Biographie: 'x' }, 201),
    });
    renderApp('/en/films/12/credits');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alan Turing' }, LOAD));
    const add = await screen.findByRole('button', { name: 'Add the biography' }, LOAD);
    fireEvent.click(add);
    expect(sent(fetchMock, 'POST', '/api/personnes/biographie')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Language of the biography'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Biography'), { target: { value: 'Born in London.' } });
    fireEvent.click(add);
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/personnes/biographie')).toEqual([
        { IdPersonne: 106, IdLangue: 1, Biographie: 'Born in London.' },
      ]),
    );
  }, 30_000);

  it("uploads a person's photo as its bytes from the person form", async () => {
    const fetchMock = creditsApi({
      'GET /api/personnes/106/photo': () => json(null),
      'POST /api/personnes/106/photo?FichierOriginal=alan.jpg': () =>
        json({ Id: 3, IdPersonne: 106, Fichier: 'a.jpg', Credit: null, url: '/x.jpg' }, 201),
    });
    renderApp('/en/films/12/credits');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alan Turing' }, LOAD));
    const add = await screen.findByRole('button', { name: 'Add the photo' }, LOAD);
    const input = screen.getByTestId('contact-form').parentElement?.querySelector('input[type="file"]');
    const image = new File([new Uint8Array(8)], 'alan.jpg', { type: 'image/jpeg' });
    fireEvent.change(input as HTMLInputElement, { target: { files: [image] } });
    fireEvent.click(add);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(
            ([url, init]) => String(url).startsWith('/api/personnes/106/photo?') && init?.method === 'POST',
          )
          .map(([, init]) => init?.body),
      ).toEqual([image]),
    );
  }, 30_000);

  it("adds a document of the person on this film, sent with the person's id", async () => {
    const fetchMock = creditsApi({
      'GET /api/films/12/documents': () => json({ documents: [], limit: 10, maxBytes: 10 * 1024 * 1024 }),
      'POST /api/films/12/documents?Type=script&FichierOriginal=script.pdf&IdPersonne=106': () =>
        json(
          {
            Id: 4,
            IdFilm: 12,
            IdPersonne: 106,
            DateCreation: '2026-01-01T00:00:00.000Z',
            Type: 'script',
            FichierOriginal: 'script.pdf',
            Mime: 'application/pdf',
            Poids: 8,
          },
          201,
        ),
    });
    renderApp('/en/films/12/credits');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alan Turing' }, LOAD));
    const section = await screen.findByRole('region', { name: 'Documents of this person on the film' }, LOAD);
    const add = await within(section).findByRole('button', { name: 'Add the document' }, LOAD);
    fireEvent.change(within(section).getByRole('combobox', { name: 'Kind of document' }), {
      target: { value: 'script' },
    });
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(8)], 'script.pdf')] } });
    fireEvent.click(add);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(
          ([url, init]) => String(url).includes('IdPersonne=106') && init?.method === 'POST',
        ),
      ).toHaveLength(1),
    );
  }, 30_000);
});
