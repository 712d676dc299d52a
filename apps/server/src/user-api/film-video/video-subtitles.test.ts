import { filmVideo } from '@shortlist/db/schema/film-videos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestApp, insertFilm, type MediaTestApp } from '../../test/media-test-app.ts';

/** SRT subtitles of a film video (issue 13): every §5 error with its line, WebVTT for the player. */
let m: MediaTestApp;
let IdFilm: number;

const VALID = '1\n00:00:01,000 --> 00:00:02,000\nHello.\n\n2\n00:00:03,000 --> 00:00:04,000\nGoodbye.\n';
const BROKEN = '1\n00:00:01,000 --> 00:00:02,000\nHello.\n\n3\n00:00:03,000 -> 00:00:04,000\nGoodbye.\n';

beforeAll(async () => {
  m = await createMediaTestApp();
  IdFilm = await insertFilm(m.t, m.ada.Id);
  await m.t.database.db.insert(filmVideo).values({
    IdFilm,
    TypeVideo: 'film',
    Fichier: `films/${IdFilm}/videos/film-x.mp4`,
    Mime: 'video/mp4',
    NbUpload: 1,
  });
});
afterAll(() => m.close());

function put(body: string, headers: Record<string, string>, language = 6, type = 'film') {
  return m.t.app.inject({
    method: 'PUT',
    url: `/api/films/${IdFilm}/video/${type}/subtitles/${language}?FichierOriginal=en.srt`,
    headers: { ...headers, 'content-type': 'application/octet-stream', culture: 'fr' },
    payload: Buffer.from(body),
  });
}

describe('video subtitles', () => {
  it('lists every error of a broken SRT with its line, in the reader language, and stores nothing', async () => {
    const answer = await put(BROKEN, m.ada.signed.headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'SUBTITLE_INVALID',
      fields: [
        {
          path: 'line:5',
          code: 'SUBTITLE_SEQUENCE_INCREMENT',
          message: expect.stringMatching(/^Ligne 5\s:\s/),
        },
        {
          path: 'line:6',
          code: 'SUBTITLE_TIMESPAN_MISSING',
          message: expect.stringMatching(/^Ligne 6\s:\s/),
        },
      ],
    });
    expect((await m.files()).filter((f) => f.endsWith('.vtt'))).toEqual([]);
  });

  it('stores a valid SRT as WebVTT, marks English subtitles and gives the player a signed track', async () => {
    expect((await put(VALID, m.ada.signed.headers)).statusCode).toBe(200);
    const [row] = await m.t.database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, IdFilm));
    expect(row).toMatchObject({ IdLangueSousTitre: 6, HadSubtitleEn: true });
    const list = await m.t.app.inject({
      method: 'GET',
      url: `/api/films/${IdFilm}/video`,
      headers: m.ada.signed.headers,
    });
    expect(list.json().videos[0].subtitles).toEqual([6]);
    const playback = await m.t.app.inject({
      method: 'GET',
      url: `/api/films/${IdFilm}/video/film/url`,
      headers: m.ada.signed.headers,
    });
    const [track] = playback.json().tracks as { IdLangue: number; url: string }[];
    expect(track?.IdLangue).toBe(6);
    const vtt = await m.t.app.inject({ method: 'GET', url: track?.url ?? '' });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello.\n\n00:00:03.000 --> 00:00:04.000\nGoodbye.\n',
    );
    const forged = track?.url.replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A')) ?? '';
    expect((await m.t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('refuses another account, a video not uploaded, an unknown language and a binary file', async () => {
    expect((await put(VALID, m.bob.signed.headers)).statusCode).toBe(404);
    expect((await put(VALID, m.ada.signed.headers, 6, 'trailer')).statusCode).toBe(404);
    expect((await put(VALID, m.ada.signed.headers, 99_999)).statusCode).toBe(400);
    const binary = await m.t.app.inject({
      method: 'PUT',
      url: `/api/films/${IdFilm}/video/film/subtitles/6`,
      headers: { ...m.ada.signed.headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from([0, 1, 2, 3, 0xff, 0xfe]),
    });
    expect(binary.statusCode).toBe(415);
  });

  it('removes one language: its file goes, the flags follow what is left, another account cannot', async () => {
    const remove = (language: number, headers = m.ada.signed.headers) =>
      m.t.app.inject({
        method: 'DELETE',
        url: `/api/films/${IdFilm}/video/film/subtitles/${language}`,
        headers,
      });
    expect((await put(VALID, m.ada.signed.headers, 2)).statusCode).toBe(200); // French beside English
    expect((await remove(6, m.bob.signed.headers)).statusCode).toBe(404);
    expect((await remove(6, {})).statusCode).toBe(401);

    expect((await remove(6)).statusCode).toBe(204);
    const [row] = await m.t.database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, IdFilm));
    expect(row).toMatchObject({ IdLangueSousTitre: 2, HadSubtitleEn: false });
    expect((await m.files()).filter((f) => f.endsWith('.vtt'))).toEqual([expect.stringMatching(/-2\.vtt$/)]);
    expect((await remove(6)).statusCode).toBe(404);

    expect((await remove(2)).statusCode).toBe(204);
    const [after] = await m.t.database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, IdFilm));
    expect(after).toMatchObject({ IdLangueSousTitre: null, HadSubtitleEn: false });
    expect((await m.files()).filter((f) => f.endsWith('.vtt'))).toEqual([]);
    const list = await m.t.app.inject({
      method: 'GET',
      url: `/api/films/${IdFilm}/video`,
      headers: m.ada.signed.headers,
    });
    expect(list.json().videos[0].subtitles).toEqual([]);
  });
});
