import { film } from '@shortlist/db/schema/films';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestApp, insertFilm, type MediaTestApp } from '../../test/media-test-app.ts';
import { creditsClient, varda } from './credits-test-client.ts';

/**
 * The public credits of a film: shown when the public may see the film, refused otherwise.
 */
let m: MediaTestApp;
const { saved } = creditsClient(() => m);

beforeAll(async () => {
  m = await createMediaTestApp();
});
afterAll(() => m.close());

describe('the public credits', () => {
  it('shows names and functions of a film the public may see, nothing of a private one', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    await saved({ ...varda, IdFilm });
    const url = `/api/public/generiques/film/${IdFilm}`;
    expect((await m.t.app.inject({ url })).statusCode).toBe(404);
    await m.t.database.db.update(film).set({ Publication: 1 }).where(eq(film.Id, IdFilm));
    const open = await m.t.app.inject({ url, headers: { culture: 'fr' } });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual([
      {
        IdFonction: 1,
        Fonction: 'Réalisation',
        OrdreFonction: 1,
        displayName: 'Agnès Varda (Ciné-Tamaris)',
        IdPersonne: expect.any(Number),
        photoUrl: null,
      },
      expect.objectContaining({ IdFonction: 2, Fonction: 'Scénario' }),
    ]);
    expect(open.body).not.toContain('agnes@example.com');
    await m.t.database.db.update(film).set({ Publication: 2, MotDePasse: 'hash' }).where(eq(film.Id, IdFilm));
    const locked = await m.t.app.inject({ url });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('FILM_PASSWORD_REQUIRED');
    expect((await m.t.app.inject({ url, headers: m.ada.signed.headers })).statusCode).toBe(200);
    expect((await m.t.app.inject({ url: '/api/public/generiques/film/999999' })).statusCode).toBe(404);
  });
});
