import { filmVideo } from '@shortlist/db/schema/film-videos';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertFilm } from '../../test/media-test-app.ts';
import { insertAccount } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadEligibilityFilms } from './eligibility-facts.ts';

/**
 * A film whose video is a Vimeo reference (no stored file, no retention dates) has a film video
 * for the eligibility engine, and one that never expires; a film with neither has none.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('counts a Vimeo reference as the film video, with no expiry', async () => {
  const accountId = await insertAccount(t, 'ada@example.com');
  const withVimeo = await insertFilm(t, accountId);
  const without = await insertFilm(t, accountId);
  await t.database.db.insert(filmVideo).values({
    IdFilm: withVimeo,
    TypeVideo: 'film',
    SourceUploadVideo: 'vimeo',
    ReferenceOvp: '76979871:a1b2c3d4e5',
    UrlOvp: 'https://vimeo.com/76979871/a1b2c3d4e5',
    MotDePasseOvp: 'sealed',
  });
  const films = await loadEligibilityFilms(t.database.db, {
    accountId,
    filmIds: [withVimeo, without],
    now: new Date(),
  });
  expect(films.find((f) => f.Id === withVimeo)?.video).toEqual({
    DateExpiration: null,
    DateProlongation: null,
  });
  expect(films.find((f) => f.Id === without)?.video).toBeNull();
});
