import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campagneSection } from '@shortlist/db/schema/campaigns';
import { festival } from '@shortlist/db/schema/festivals';
import { type FestivalPage, ZFestivalPage } from '@shortlist/domain/festivals/api-contracts';
import {
  currentEvent,
  isEventExpired,
  isExpiringSoon,
  isSectionClosed,
} from '@shortlist/domain/festivals/calendar-rules';
import { festivalCallState, sectionOpensOn } from '@shortlist/domain/festivals/call-state';
import { festivalImageUrl, IMAGE_SIZE_BOX, IMAGE_SIZES } from '@shortlist/domain/festivals/image-sizes';
import { formatZonedDay, zonedTexts } from '@shortlist/i18n/deadline-format';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalTestApp, type FestivalTestApp, NOW } from '../../test/festival-test-app.ts';

let t: FestivalTestApp;
let dataDir: string;
let protectedFestival: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-festival-images-'));
  t = await createFestivalTestApp({ DATA_DIR: dataDir });
  const [row] = await t.database.db
    .select({ IdCampagne: campagneSection.IdCampagne })
    .from(campagneSection)
    .where(eq(campagneSection.IsPublic, false))
    .limit(1);
  protectedFestival = row?.IdCampagne ?? 0; // demo campaigns and festivals share ids
}, 60_000);
afterAll(() => t.close());

async function get(url: string, culture = 'en') {
  return t.app.inject({ url: `/api/${url}`, headers: { culture } });
}

async function festivalPage(id: number, culture: string): Promise<FestivalPage> {
  const response = await get(`public/festivals/${id}`, culture);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('festival page', () => {
  it('is translated into en, fr and es, presentation and section labels included', async () => {
    const [en, fr, es] = await Promise.all(['en', 'fr', 'es'].map((c) => festivalPage(protectedFestival, c)));
    if (!en || !fr || !es) throw new Error('no page');
    expect(en.Presentation).toBeTruthy();
    expect(new Set([en.Presentation, fr.Presentation, es.Presentation]).size).toBe(3);
    expect(en.sections.length).toBeGreaterThan(0);
    expect(fr.sections.map((s) => s.IdCampagneSection)).toEqual(en.sections.map((s) => s.IdCampagneSection));
    for (const [i, section] of en.sections.entries()) {
      expect(section.Libelle).not.toBe('');
      expect(
        new Set([section.Libelle, fr.sections[i]?.Libelle, es.sections[i]?.Libelle]).size,
      ).toBeGreaterThan(1);
    }
    expect(fr.LibellePays).not.toBe('');
    expect(es.SmartName).toMatch(new RegExp(`^${protectedFestival}-`));
  });

  it('shows protected sections without their password', async () => {
    const response = await get(`public/festivals/${protectedFestival}`);
    expect(response.body).not.toMatch(/MotDePasse|demo1234/);
    const page: FestivalPage = response.json();
    expect(page.sections.some((s) => !s.IsPublic)).toBe(true);
  });

  it('flags calendar events by the §4 rules', async () => {
    let seen = 0;
    for (let id = 1; id <= 64; id++) {
      const page = await festivalPage(id, 'en');
      for (const section of page.sections) {
        const current = currentEvent(section.events, NOW);
        for (const event of section.events) {
          expect(event.expired).toBe(isEventExpired(event, NOW));
          expect(event.expiringSoon).toBe(isExpiringSoon(event, NOW));
          expect(event.current).toBe(event.IdEvent === current?.IdEvent);
          seen++;
        }
        expect(section.isClosed).toBe(isSectionClosed(section.events, NOW));
        if (section.isClosed) expect(section.currentFee).toBeNull();
        else expect(section.currentFee).toBe(current?.Prix);
        expect(section.criterionWords.length).toBeLessThanOrEqual(section.criteria.length);
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  it("gives the festival's time zone from its city and the call status by the domain rule", async () => {
    const states = new Set<string>();
    const zones = new Set<string>();
    for (let id = 1; id <= 64; id++) {
      const page = await festivalPage(id, 'en');
      zones.add(page.timeZone);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: page.timeZone })).not.toThrow();
      const call = festivalCallState({
        campaign: page.campaign,
        sections: page.sections,
        now: NOW,
        timeZone: page.timeZone,
      });
      // The dates come worded by the server on the festival's clock: the browser's zone data can
      // differ from ours, and the page it hydrates must say what we rendered.
      const said =
        call.date === null ? { text: null, day: null } : zonedTexts(call.date, 'en', page.timeZone);
      expect(page.call).toEqual({ ...call, ...said });
      states.add(page.call.state);
      for (const section of page.sections) {
        expect(section.opensOn).toBe(sectionOpensOn(section.events, NOW));
        expect(section.opensOnDay).toBe(
          section.opensOn === null ? null : formatZonedDay(section.opensOn, 'en', page.timeZone),
        );
        for (const event of section.events) {
          expect({ text: event.text, day: event.day }).toEqual(
            zonedTexts(event.DateEvent, 'en', page.timeZone),
          );
        }
      }
    }
    // The demo catalogue has calls in every state and festivals on several continents.
    expect([...states].sort()).toEqual(['closed', 'invitationOnly', 'open', 'opensOn']);
    expect(zones).toContain('Europe/Paris');
    expect(zones).toContain('America/Los_Angeles');
    const french = await festivalPage(2, 'fr');
    const event = french.sections.flatMap((s) => s.events)[0];
    if (event) expect(event.text).toBe(zonedTexts(event.DateEvent, 'fr', french.timeZone).text);
    const { campaign } = french;
    if (campaign?.DebutCampagne && campaign.FinCampagne) {
      expect(french.festivalDays).toEqual({
        from: formatZonedDay(campaign.DebutCampagne, 'fr', french.timeZone),
        to: formatZonedDay(campaign.FinCampagne, 'fr', french.timeZone),
      });
    } else expect(french.festivalDays).toBeNull();
    const nantes = await festivalPage(2, 'en');
    expect(nantes.adresse?.Ville).toBe('Nantes');
    expect(nantes.timeZone).toBe('Europe/Paris');
  });

  it('carries criteria in words and additional questions with translated choices', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((id) => festivalPage(id, 'fr')));
    const sections = pages.flatMap((p) => p.sections);
    expect(sections.some((s) => s.criterionWords.some((w) => w.key.startsWith('criteria.')))).toBe(true);
    const questions = sections.flatMap((s) => s.questions);
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) expect(q.Libelle).not.toBe('');
  });

  it('answers 404 FESTIVAL_NOT_FOUND for an unknown festival', async () => {
    for (const url of [
      'public/festivals/99999',
      'public/festivals/smartname/99999',
      'public/festivals/99999/adresse',
      'public/festivals/99999/genres',
      'public/photos/festivals/99999',
    ]) {
      const response = await get(url, 'fr');
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'FESTIVAL_NOT_FOUND', message: expect.any(String) });
    }
    expect((await get('public/festivals/abc')).statusCode).toBe(400);
  });

  it('answers every demo festival in every language as its schema says, with nothing more', async () => {
    // The page is written without zod's encode (platform/performance/trusted-json.ts): this is its check.
    const festivals = await t.database.db.select({ Id: festival.Id }).from(festival);
    expect(festivals.length).toBeGreaterThan(10);
    for (const { Id } of festivals) {
      for (const culture of ['en', 'fr', 'es', 'it', 'pt']) {
        const page = await festivalPage(Id, culture);
        const checked = ZFestivalPage.safeParse(page);
        expect(checked.error, `festival ${Id} ${culture}`).toBeUndefined();
        // Encoding strips unknown keys and turns values to JSON: the answer must come out as sent.
        expect(ZFestivalPage.encode(checked.data as FestivalPage), `festival ${Id} ${culture}`).toStrictEqual(
          page,
        );
      }
    }
  }, 60_000);
});

describe('festival sub-resources', () => {
  it('serves the smart name, address, contacts, structure, dictionaries, labels and photos', async () => {
    const page = await festivalPage(5, 'es');
    expect((await get('public/festivals/smartname/5')).json()).toEqual({ Id: 5, SmartName: page.SmartName });
    expect((await get('public/festivals/5/adresse', 'es')).json()).toEqual(page.adresse);
    expect((await get('public/festivals/5/coordonnee')).json()).toEqual(page.coordonnee);
    expect((await get('public/festivals/5/structure', 'es')).json()).toEqual(page.structure);
    expect((await get('public/festivals/5/genres', 'es')).json()).toEqual(page.genres);
    expect((await get('public/festivals/5/categories', 'es')).json()).toEqual(page.categories);
    expect((await get('public/festivals/5/thematiques', 'es')).json()).toEqual(page.thematiques);
    expect((await get('public/festivals/5/labels', 'es')).json()).toEqual(page.labels);
    expect((await get('public/photos/festivals/5')).json()).toEqual(page.photos);
    expect(page.adresse?.MapUrl).toContain('openstreetmap.org');
    const response = await get('public/festivals/5/adresse');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('serves section criteria and additional questions by IdCampagneSection', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((id) => festivalPage(id, 'es')));
    const section = pages.flatMap((p) => p.sections).find((s) => s.questions.length > 0);
    if (!section) throw new Error('no section with questions');
    const id = section.IdCampagneSection;
    expect((await get(`public/sections/${id}/criteres`)).json()).toEqual(section.criteria);
    expect((await get(`public/sections/${id}/criteres-additionnels`, 'es')).json()).toEqual(
      section.questions,
    );
    expect((await get('public/sections/999999/criteres')).statusCode).toBe(404);
  });
});

describe('festival images', () => {
  const binary = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return { type: response.headers['content-type'], body: response.rawPayload };
  };

  it('answers real images of the demo catalogue in every size, each fitting its box, and as WebP', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => festivalPage(id, 'en')));
    const page = pages.find((p) => p.photos.length > 0 && p.labels.length > 0);
    if (!page) throw new Error('no demo festival with photos and labels');
    expect(page.LogoUrl).toBe(festivalImageUrl(page.Logo, 'thumbnail'));
    expect(page.CouvertureUrl).toBe(festivalImageUrl(page.Couverture, 'hdready'));
    expect(page.BanniereUrl).toBe(festivalImageUrl(page.Banniere, 'fullhd'));
    expect(page.photos[0]?.Url).toBe(festivalImageUrl(page.photos[0]?.Fichier, 'hdready'));
    const files: [string | null, string, number, number][] = [
      [page.Banniere, 'jpeg', 2400, 800],
      [page.Couverture, 'jpeg', 1920, 1200],
      [page.Logo, 'png', 512, 512],
      ...page.photos.map((photo): [string, string, number, number] => [photo.Fichier, 'jpeg', 1920, 1280]),
      ...page.labels.map((label): [string | null, string, number, number] => [label.Img, 'png', 256, 256]),
    ];
    for (const [file, format, width, height] of files) {
      for (const size of IMAGE_SIZES) {
        const { type, body } = await binary(festivalImageUrl(file, size) ?? '');
        expect(type).toBe(`image/${format}`);
        const meta = await sharp(body).metadata();
        expect(meta.format).toBe(format);
        const box = size === 'origin' ? { width, height } : IMAGE_SIZE_BOX[size];
        const scale = Math.min(1, box.width / width, box.height / height);
        expect([meta.width, meta.height], `${file} ${size}`).toEqual([
          Math.round(width * scale),
          Math.round(height * scale),
        ]);
      }
    }
    const webp = await binary(festivalImageUrl(page.Banniere, 'medium', 'webp') ?? '');
    expect(webp.type).toBe('image/webp');
    const webpMeta = await sharp(webp.body).metadata();
    expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(['webp', 800, 267]);
    // The older unsized path serves the origin size.
    const unsized = await binary(`/api/public/images/festivals/${page.Banniere}`);
    expect((await sharp(unsized.body).metadata()).width).toBe(2400);
  });

  it('draws each festival differently, and the same festival the same way every time', async () => {
    const banner = async (id: number) =>
      (await binary(festivalImageUrl(`demo/festival-${id}-banner.jpg`, 'thumbnail') ?? '')).body;
    const [a, b, again] = await Promise.all([banner(11), banner(12), banner(11)]);
    expect(a.equals(again)).toBe(true);
    expect(a.equals(b)).toBe(false);
    // A picture, not a flat tile: its colours vary.
    const { channels } = await sharp(a).stats();
    expect(channels.some((c) => c.stdev > 10)).toBe(true);
  });

  it('keeps the initials tile for a missing logo only; another missing image is not found', async () => {
    await t.database.db
      .update(festival)
      .set({ Logo: 'uploads/lost-logo.png', Couverture: 'uploads/lost-cover.jpg' })
      .where(eq(festival.Id, 5));
    const logo = await get('public/images/festivals/size/thumbnail/uploads/lost-logo.png');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['cache-control']).toMatch(/max-age=\d{5,}/);
    expect(logo.body).toContain('>MC<');
    expect(logo.body.length).toBeLessThan(1000);
    for (const url of [
      'public/images/festivals/size/hdready/uploads/lost-cover.jpg',
      'public/images/festivals/uploads/lost-cover.jpg',
      'public/images/festivals/size/origin/demo/festival-5-poster.jpg',
    ]) {
      const missing = await get(url, 'fr');
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
    expect((await get('public/images/festivals/size/huge/demo/festival-5-logo.png')).statusCode).toBe(400);
    expect((await get('public/images/festivals/size/medium/uploads/lost-cover.jpg.webp')).statusCode).toBe(
      404,
    );
  });

  it('serves a stored file in every size, and never a file outside the media folder', async () => {
    await mkdir(join(dataDir, 'media/festivals/uploads'), { recursive: true });
    const poster = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    await writeFile(join(dataDir, 'media/festivals/uploads/poster.jpg'), poster);
    const origin = await binary('/api/public/images/festivals/size/origin/uploads/poster.jpg');
    expect(origin.body.equals(poster)).toBe(true);
    for (const [size, width, height] of [
      ['fullhd', 1920, 960],
      ['hdready', 1280, 640],
      ['medium', 800, 400],
      ['thumbnail', 400, 200],
    ] as const) {
      const sized = await binary(`/api/public/images/festivals/size/${size}/uploads/poster.jpg`);
      expect(sized.type).toBe('image/jpeg');
      const meta = await sharp(sized.body).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
      // The same size as WebP, for browsers that read it (a phone's banner in fewer bytes).
      const webp = await binary(`/api/public/images/festivals/size/${size}/uploads/poster.jpg.webp`);
      expect(webp.type).toBe('image/webp');
      const webpMeta = await sharp(webp.body).metadata();
      expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(['webp', width, height]);
    }
    await writeFile(join(dataDir, 'secret.png'), 'top secret bytes');
    for (const url of [
      'public/images/festivals/..%2F..%2Fsecret.png',
      'public/images/festivals/size/origin/..%2F..%2Fsecret.png',
      'public/images/festivals/.sizes/thumbnail/uploads/poster.jpg',
      // A WebP asked of a file outside the folder is not made from it either.
      'public/images/festivals/size/thumbnail/..%2F..%2Fsecret.png.webp',
      'public/images/festivals/size/origin/..%2F..%2Fsecret.png.webp',
    ]) {
      const outside = await get(url);
      expect(outside.statusCode, url).toBe(404);
      expect(outside.body).not.toContain('top secret bytes');
    }
  });
});
