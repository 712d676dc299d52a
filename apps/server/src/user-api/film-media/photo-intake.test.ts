import { filmPhoto } from '@shortlist/db/schema/films';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactPerson } from '../../test/contact-person.ts';
import {
  createMediaTestApp,
  insertFilm,
  type MediaTestApp,
  testImage,
  UPLOAD_HEADERS,
} from '../../test/media-test-app.ts';

/**
 * Issue 29, "images cannot stall the server", through the API on a real HTTP server: photos over
 * the pixel limits are refused from their header before any decoding, the instance's image queue
 * answers 503 with Retry-After when full, and an account's uploads per minute are limited.
 */
let m: MediaTestApp;
let base: string;
let clock = new Date('2026-03-02T10:00:00Z');
let IdFilm: number;
let IdPersonne: number;
let huge: Buffer;
let wide: Buffer;

beforeAll(async () => {
  m = await createMediaTestApp({
    env: { IMAGE_JOBS: '1', IMAGE_JOBS_WAITING: '8', PHOTO_UPLOADS_PER_MINUTE: '3' },
    now: () => clock,
  });
  base = await m.t.app.listen({ port: 0, host: '127.0.0.1' });
  // A SuperStamp: 20 photos, so the film's limit never answers before the rules tested here.
  IdFilm = await insertFilm(m.t, m.ada.Id, { DateExpirationSuperTimbre: new Date('2027-01-01T00:00:00Z') });
  ({ IdPersonne } = await createContactPerson(m, { Nom: 'Varda', Prenom: 'Agnès' }));
  // 49 megapixels of one colour: a PNG of a few hundred kilobytes (issue 29's was 47 KB).
  huge = await testImage('png', { width: 7000, height: 7000 });
  // Wider than WebP allows: answered 500 before (issue 29, item 6 of the review).
  wide = await testImage('png', { width: 17_000, height: 10 });
});
afterAll(() => m.close());

/** The next minute of the app's clock: every account's upload allowance is whole again. */
const nextMinute = () => {
  clock = new Date(clock.getTime() + 61_000);
};

function post(path: string, body: Buffer, options: { headers?: Record<string, string> } = {}) {
  return fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { ...(options.headers ?? m.ada.signed.headers), ...UPLOAD_HEADERS },
    body,
  });
}
const filmPhotoPath = () => `/films/${IdFilm}/photo?Type=photo`;
const personPhotoPath = () => `/personnes/${IdPersonne}/photo`;

async function photoRows(): Promise<number> {
  const [row] = await m.t.database.db.select({ n: count() }).from(filmPhoto);
  return row?.n ?? 0;
}

/** A job holding one place of the app's image queue (running or waiting) until `release`. */
function holdQueuePlace() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held = m.t.app.ctx.photoIntake.queue.run(() => gate);
  return {
    async release() {
      open();
      await held;
    },
  };
}

describe('photos over the pixel limits', () => {
  it('refuses a 7000 x 7000 PNG with FILE_TYPE_REFUSED from its header, quickly, saying the rule', async () => {
    nextMinute();
    const started = performance.now();
    const response = await post(filmPhotoPath(), huge);
    const ms = performance.now() - started;
    expect(response.status).toBe(415);
    const body = (await response.json()) as { code: string; fields: { code: string; message: string }[] };
    expect(body.code).toBe('FILE_TYPE_REFUSED');
    expect(body.fields).toEqual([
      {
        path: '',
        code: 'PHOTO_DIMENSIONS',
        message:
          'Photos can be at most 16,383 pixels wide or high and 40 megapixels in all: this one is 7,000 × 7,000. Please send a smaller version.',
      },
    ]);
    // Decoding it took 5 s of CPU before; its header alone is read now.
    expect(ms).toBeLessThan(1000);
    expect(await photoRows()).toBe(0);
    expect(await m.files()).toEqual([]);
  });

  it('refuses a side over 16,383 px with a 4xx, for film and person photos alike, in the visitor language', async () => {
    for (const path of [filmPhotoPath(), personPhotoPath()]) {
      const response = await post(path, wide, { headers: { ...m.ada.signed.headers, culture: 'fr-FR' } });
      expect(response.status, path).toBe(415);
      const body = (await response.json()) as { code: string; fields: { message: string }[] };
      expect(body.code).toBe('FILE_TYPE_REFUSED');
      expect(body.fields[0]?.message).toMatch(
        /^Une photo peut mesurer au plus 16\s383 pixels .* 17\s000 × 10\./u,
      );
    }
  });

  it('does not count a refused photo in the account upload rate', async () => {
    nextMinute();
    for (let i = 0; i < 4; i += 1) expect((await post(filmPhotoPath(), huge)).status).toBe(415);
    expect((await post(filmPhotoPath(), await testImage())).status).toBe(201);
  });
});

describe('the image queue', () => {
  it('answers 503 IMAGE_QUEUE_FULL with Retry-After to uploads beyond it, then takes them once it has room', async () => {
    nextMinute();
    const rowsBefore = await photoRows();
    // IMAGE_JOBS=1 and IMAGE_JOBS_WAITING=8: one job running and eight waiting fill it.
    const held = Array.from({ length: 9 }, holdQueuePlace);
    expect(m.t.app.ctx.photoIntake.queue.load()).toEqual({ running: 1, waiting: 8 });
    const image = await testImage();
    const refused = await Promise.all([
      post(filmPhotoPath(), image),
      post(filmPhotoPath(), image),
      post(personPhotoPath(), image),
    ]);
    for (const response of refused) {
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(((await response.json()) as { code: string }).code).toBe('IMAGE_QUEUE_FULL');
    }
    expect(await photoRows()).toBe(rowsBefore);

    await Promise.all(held.map((place) => place.release()));
    expect(m.t.app.ctx.photoIntake.queue.load()).toEqual({ running: 0, waiting: 0 });
    // A refusal used none of the account's allowance (3 a minute): both are taken.
    const accepted = await Promise.all([post(filmPhotoPath(), image), post(personPhotoPath(), image)]);
    expect(accepted.map((response) => response.status)).toEqual([201, 201]);
  });
});

describe('the upload rate per account', () => {
  it('processes 3 uploads a minute per account, answers 429 with Retry-After beyond, and not for another account', async () => {
    nextMinute();
    const image = await testImage();
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => post(filmPhotoPath(), image)),
      ...Array.from({ length: 2 }, () => post(personPhotoPath(), image)),
    ]);
    // Film and person photos share the account's allowance: three taken, three refused.
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(((await response.json()) as { code: string }).code).toBe('RATE_LIMITED');
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }

    // Bob's allowance is his own (his film, his upload).
    const bobFilm = await insertFilm(m.t, m.bob.Id);
    const bob = await post(`/films/${bobFilm}/photo?Type=photo`, image, { headers: m.bob.signed.headers });
    expect(bob.status).toBe(201);

    nextMinute();
    expect((await post(filmPhotoPath(), image)).status).toBe(201);
  });
});
