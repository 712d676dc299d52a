import type { FilmPhoto } from '@shortlist/domain/films/api-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { completionsFixture, filmFixture } from './test-fixtures.ts';

const LOAD = { timeout: 15_000 };
const MB = 1024 * 1024;

function photo(Id: number, IsPrincipal: boolean): FilmPhoto {
  const base = `/api/public/photos/films/12/upload-by/7/size`;
  return {
    Id,
    IdFilm: 12,
    DateCreation: '2026-01-01T00:00:00.000Z',
    Type: 'poster',
    Fichier: `p${Id}.jpg`,
    IsPrincipal,
    Credit: null,
    Largeur: 1920,
    Hauteur: 1080,
    urls: {
      origin: `${base}/origin/p${Id}.jpg`,
      fullhd: `${base}/fullhd/p${Id}.jpg`,
      hdready: `${base}/hdready/p${Id}.jpg`,
      thumbnail: `${base}/thumbnail/p${Id}.jpg`,
    },
  };
}

function mediaApi(
  photos: FilmPhoto[],
  overrides: Record<string, (init: RequestInit | undefined) => Response> = {},
) {
  return stubApi({
    session: accountSession(),
    handlers: {
      'GET /api/films/12': () => json(filmFixture()),
      'GET /api/films/12/completions': () => json(completionsFixture()),
      'GET /api/film-photo/12/dico': () => json({ photos, limit: 5, maxBytes: 5 * MB }),
      'GET /api/films/12/documents': () => json({ documents: [], limit: 10, maxBytes: 10 * MB }),
      ...overrides,
    },
  });
}

function calls(fetchMock: ReturnType<typeof stubApi>, method: string, prefix: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(prefix) && init?.method === method,
  );
}

describe('media tab', () => {
  it('shows thumbnails and deletes a photo only after the confirmation', async () => {
    const fetchMock = mediaApi([photo(1, true), photo(2, false)], {
      'DELETE /api/films/12/photo/2': () => new Response(null, { status: 204 }),
    });
    renderApp('/en/films/12/media');
    const cards = await screen.findAllByTestId('photo', {}, LOAD);
    expect(cards).toHaveLength(2);
    expect((within(cards[0] as HTMLElement).getByRole('img') as HTMLImageElement).src).toContain(
      '/thumbnail/p1.jpg',
    );
    expect(screen.getByText('2 of 5 photos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Photo 2, poster' }));
    expect(calls(fetchMock, 'DELETE', '/api/films/12/photo/2')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(calls(fetchMock, 'DELETE', '/api/films/12/photo/2')).toHaveLength(1));
  }, 30_000);

  it('refuses a file over the size with the §8 message, and sends an image as its bytes', async () => {
    const fetchMock = mediaApi([], { 'POST /api/films/12/photo': () => json(photo(3, true), 201) });
    renderApp('/en/films/12/media');
    const input = (await screen.findByLabelText('Photo to add', {}, LOAD)) as HTMLElement;
    const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(6 * MB)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(fileInput, { target: { files: [big] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the photo' }));
    expect(await screen.findByText('This file exceeds the maximum size (5 MB).')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/films/12/photo')).toHaveLength(0);
    expect(input).toBeTruthy();

    const small = new File([new Uint8Array(10)], 'still.jpg', { type: 'image/jpeg' });
    fireEvent.change(fileInput, { target: { files: [small] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the photo' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/films/12/photo')).toHaveLength(1));
    const [url, init] = calls(fetchMock, 'POST', '/api/films/12/photo')[0] as [string, RequestInit];
    expect(url).toContain('Type=photo');
    expect(url).toContain('IsPrincipal=true');
    expect(url).toContain('FichierOriginal=still.jpg');
    expect(init.body).toBe(small);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/octet-stream');
  }, 30_000);

  it('says the limit is reached instead of offering an upload', async () => {
    mediaApi([1, 2, 3, 4, 5].map((id) => photo(id, id === 1)));
    renderApp('/en/films/12/media');
    expect(
      await screen.findByText('The limit is reached: no more files can be added here.', {}, LOAD),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add the photo' })).toBeNull();
  }, 30_000);

  it("asks before leaving the tab with a photo's unsaved credit, and saves only a change", async () => {
    const fetchMock = mediaApi([photo(1, true)], {
      'PUT /api/films/12/photo/1': () => json(photo(1, true)),
    });
    renderApp('/en/films/12/media');
    const credit = await screen.findByRole('textbox', { name: 'Credit of Photo 1, poster' }, LOAD);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(credit, { target: { value: 'Studio Harcourt' } });
    const nav = screen.getByRole('navigation', { name: 'Parts of the film record' });
    fireEvent.click(within(nav).getByRole('link', { name: /Career/ }));
    expect(await screen.findByRole('button', { name: /Stay/ }, LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Stay/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/films/12/photo/1')).toHaveLength(1));
    const [, init] = calls(fetchMock, 'PUT', '/api/films/12/photo/1')[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      Type: 'poster',
      Credit: 'Studio Harcourt',
      IsPrincipal: true,
    });
  }, 30_000);
});
