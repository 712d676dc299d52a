import { filmVideo } from '@shortlist/db/schema/film-videos';
import { FILM_STATUT } from '@shortlist/domain/films/film-value-lists';
import { ZFilmVideoStates } from '@shortlist/domain/media/video-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFilm } from '../../test/media-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** `GET films/videos`: the dashboard's "videos to upload" (spec §2), one answer for every film. */
const now = new Date('2026-05-10T12:00:00Z');
const DAY = 86_400_000;
let t: TestApp;
let ada: Signed;
let bob: Signed;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  const adaId = await insertAccount(t, 'ada@example.com');
  const bobId = await insertAccount(t, 'bob@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
  const film = async (key: string, IdCompte: number, values = {}) => {
    ids[key] = await insertFilm(t, IdCompte, { TitreOriginal: key, ...values });
  };
  await film('none', adaId);
  await film('soon', adaId);
  await film('checking', adaId);
  await film('expired', adaId);
  await film('archived', adaId, { Statut: FILM_STATUT.incomplete | FILM_STATUT.archived });
  await film('bobs', bobId);
  const video = (IdFilm: number | undefined, values: Partial<typeof filmVideo.$inferInsert>) =>
    t.database.db
      .insert(filmVideo)
      .values({ IdFilm: IdFilm as number, TypeVideo: 'film', NbUpload: 1, ...values });
  await video(ids.soon, {
    Fichier: 'films/1/videos/a.mp4',
    EtatVerification: 'done',
    DateExpiration: new Date(now.getTime() + 10 * DAY),
    // Warned 4 days ago, at the window's opening: kept to its limit (issue 32 keeps a video 14
    // days after its warning, whenever that went out).
    DateAvertissement: new Date(now.getTime() - 4 * DAY),
  });
  await video(ids.checking, {
    Fichier: 'films/2/videos/b.mp4',
    EtatVerification: 'queued',
    DateExpiration: new Date(now.getTime() + 200 * DAY),
  });
  // The expiry job deleted its file: the film needs a new video.
  await video(ids.expired, { Fichier: null, DateExpiration: new Date(now.getTime() - 3 * DAY) });
  // A trailer is not the film's video.
  await video(ids.none, { TypeVideo: 'trailer', Fichier: 'films/3/videos/t.mp4', EtatVerification: 'done' });
  await video(ids.bobs, { Fichier: 'films/4/videos/c.mp4', EtatVerification: 'done' });
});
afterAll(() => t.close());

async function states(signed?: Signed) {
  return t.app.inject({
    method: 'GET',
    url: '/api/films/videos',
    ...(signed ? { headers: signed.headers } : {}),
  });
}

describe('GET films/videos', () => {
  it("gives each film that is not archived its film video's state and limit", async () => {
    const answer = await states(ada);
    expect(answer.statusCode).toBe(200);
    const { films } = ZFilmVideoStates.parse(answer.json());
    const byTitle = Object.fromEntries(films.map((f) => [f.TitreOriginal, f]));
    expect(Object.keys(byTitle).sort()).toEqual(['checking', 'expired', 'none', 'soon']);
    expect(byTitle.none).toMatchObject({
      IdFilm: ids.none,
      state: 'missing',
      limitDate: null,
      expiresSoon: false,
    });
    expect(byTitle.soon).toMatchObject({ state: 'ready', expiresSoon: true });
    expect(byTitle.soon?.limitDate).toBe(new Date(now.getTime() + 10 * DAY).toISOString());
    expect(byTitle.checking).toMatchObject({ state: 'checking', expiresSoon: false });
    expect(byTitle.expired).toMatchObject({ state: 'expired', expiresSoon: false });
  });

  it("never shows another account's films", async () => {
    const { films } = ZFilmVideoStates.parse((await states(bob)).json());
    expect(films).toEqual([expect.objectContaining({ IdFilm: ids.bobs, state: 'ready' })]);
    const adas = ZFilmVideoStates.parse((await states(ada)).json()).films;
    expect(adas.map((f) => f.IdFilm)).not.toContain(ids.bobs);
  });

  it('answers 401 without a session', async () => {
    const answer = await states();
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBeDefined();
  });
});
