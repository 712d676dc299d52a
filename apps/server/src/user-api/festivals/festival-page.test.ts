import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campagneSection } from '@shortlist/db/schema/campaigns';
import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import {
  currentEvent,
  isEventExpired,
  isExpiringSoon,
  isSectionClosed,
} from '@shortlist/domain/festivals/calendar-rules';
import { eq } from 'drizzle-orm';
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
  it('draws a placeholder with the festival initials when no file is stored', async () => {
    const response = await get('public/images/festivals/demo/festival-5-logo.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toMatch(/max-age=\d{5,}/);
    expect(response.body).toContain('>MC<');
    expect(response.body.length).toBeLessThan(1000);
  });

  it('serves a stored file, and never one outside the media folder', async () => {
    await mkdir(join(dataDir, 'media/festivals/demo'), { recursive: true });
    await writeFile(join(dataDir, 'media/festivals/demo/festival-5-cover.jpg'), 'jpeg bytes');
    const response = await get('public/images/festivals/demo/festival-5-cover.jpg');
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.body).toBe('jpeg bytes');
    await writeFile(join(dataDir, 'secret.png'), 'top secret bytes');
    const outside = await get('public/images/festivals/..%2F..%2Fsecret.png');
    expect(outside.headers['content-type']).toContain('image/svg+xml');
    expect(outside.body).not.toContain('top secret bytes');
  });
});
