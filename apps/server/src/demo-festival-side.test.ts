import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import {
  DEMO_SCREENER_BYTES,
  DEMO_SCREENER_FACTS,
  DEMO_SCREENER_KEY,
  demoScreenerAsset,
} from '@shortlist/db/seed/demo/demo-screener';
import {
  DEMO_ACCOUNTS,
  DEMO_FESTIVAL_SHORTNAME,
  DEMO_PASSWORD,
} from '@shortlist/db/seed/demo/festival-side-plan';
import { createTestDatabase } from '@shortlist/db/testing';
import { ZLogin } from '@shortlist/domain/accounts/login-rules';
import { ZPassword } from '@shortlist/domain/accounts/password-rules';
import type { InboxPage } from '@shortlist/domain/festival-space/entry-contracts';
import type { MemberFestival } from '@shortlist/domain/festival-space/member-contracts';
import type { PayoutMonth } from '@shortlist/domain/festival-space/payout-contracts';
import type { VideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { SUBMISSION_STATUS as S } from '@shortlist/domain/submissions/submission-status';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from './platform/passwords.ts';
import { NOW } from './test/festival-test-app.ts';
import { type Signed, signInAs } from './test/test-accounts.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { copyDemoScreeners } from './user-api/film-video/copy-demo-screeners.ts';
import { probeVideo } from './user-api/film-video/probe-video.ts';

// The demo's festival side (issue 31: "the demo data lets a newcomer try both sides after
// `npm start`"): its accounts sign in with the README's password on the demo catalogue, the
// manager finds an inbox with published and unpublished decisions, the filmmaker finds published
// statuses and viewing receipts, and a demo entry's screener plays once the start copied it.

let dataDir: string;
let database: Database;
let t: TestApp;
let festivalId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-demo-side-'));
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  t = await createTestApp({ database, now: () => NOW, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const signIn = (who: keyof typeof DEMO_ACCOUNTS) => signInAs(t.app, DEMO_ACCOUNTS[who].Login, DEMO_PASSWORD);

async function call(who: Signed, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
}

describe('the demo accounts', () => {
  it('keep hashes of the demo password, which meets the password rules, under logins the rules accept', async () => {
    expect(ZPassword.safeParse(DEMO_PASSWORD).success).toBe(true);
    const rows = await database.db
      .select({ Login: compte.Login, Password: compte.Password })
      .from(compte)
      .where(
        inArray(
          compte.Login,
          Object.values(DEMO_ACCOUNTS).map((a) => a.Login),
        ),
      );
    expect(rows).toHaveLength(3);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(ZLogin.parse(account.Login)).toBe(account.Login);
      // A changed password or a pasted hash that does not match is caught here.
      expect(await verifyPassword(account.Password, DEMO_PASSWORD), account.Login).toBe(true);
      expect(await verifyPassword(account.Password, `${DEMO_PASSWORD}x`)).toBe(false);
      expect(rows.find((r) => r.Login === account.Login)?.Password).toBe(account.Password);
    }
  });
});

describe('the demo manager', () => {
  let manager: Signed;
  beforeAll(async () => {
    manager = await signIn('manager');
    const festivals = await call(manager, 'GET', '/api/festival-space/festivals');
    expect(festivals.statusCode, festivals.body).toBe(200);
    const mine = (festivals.json() as { items: MemberFestival[] }).items;
    // The README's demo festival.
    expect(mine).toEqual([expect.objectContaining({ ShortName: DEMO_FESTIVAL_SHORTNAME, role: 'manager' })]);
    festivalId = mine[0]!.IdFestival;
  });

  it('signs in to a non-empty inbox with published and unpublished decisions', async () => {
    const response = await call(
      manager,
      'POST',
      `/api/festival-space/festivals/${festivalId}/entries/filter/0/30`,
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as InboxPage;
    expect(page.total).toBeGreaterThanOrEqual(15);
    expect(page.items.length).toBe(page.total);
    const published = page.items.filter((item) => item.isPublished && item.Statut !== S.sent);
    const unpublished = page.items.filter((item) => !item.isPublished);
    expect(published.map((item) => item.Statut)).toEqual(expect.arrayContaining([S.selected, S.notSelected]));
    expect(unpublished.length).toBeGreaterThanOrEqual(1);
    expect(page.counts.unpublished).toBe(unpublished.length);
    expect(new Set(page.items.map((item) => item.coverage))).toEqual(
      new Set(['notOpened', 'partly', 'full']),
    );
    expect(page.items.every((item) => item.hasScreener && item.directors !== '')).toBe(true);
  });

  it('sees payout months with one paid and the current one waiting', async () => {
    const response = await call(manager, 'GET', `/api/festival-space/festivals/${festivalId}/payouts`);
    expect(response.statusCode, response.body).toBe(200);
    const months = (response.json() as { items: PayoutMonth[] }).items;
    expect(months.length).toBeGreaterThanOrEqual(2);
    expect(months.filter((m) => m.paid !== null)).toHaveLength(1);
    expect(months[0]?.paid).toBeNull();
    for (const month of months) {
      expect(month.receivedCents).toBeGreaterThan(0);
      expect(month.feeCents + month.dueCents).toBe(month.receivedCents);
    }
  });

  it('plays a demo entry: its signed URL serves the screener and subtitles once the start copied them', async () => {
    const storage = t.app.ctx.storage;
    expect(await storage.get(DEMO_SCREENER_KEY)).toBeUndefined();
    // One shared screener, the demo filmmaker's three own copies, two subtitle files; then nothing.
    expect(await copyDemoScreeners(database.db, { storage })).toBe(6);
    expect(await copyDemoScreeners(database.db, { storage })).toBe(0);

    const inbox = await call(
      manager,
      'POST',
      `/api/festival-space/festivals/${festivalId}/entries/filter/0/30`,
      {},
    );
    const items = (inbox.json() as InboxPage).items;
    const [ownFilm] = await database.db
      .select({ IdFilm: filmVideo.IdFilm })
      .from(filmVideo)
      .where(
        eq(
          filmVideo.Fichier,
          `films/${items.find((i) => i.TitreOriginal === 'Le Liftier')?.IdFilm}/videos/film-demo-screener.mp4`,
        ),
      );
    expect(ownFilm).toBeDefined();
    const asset = await readFile(demoScreenerAsset(DEMO_SCREENER_KEY) as string);
    for (const item of [items[0], items.find((i) => i.IdFilm === ownFilm?.IdFilm)]) {
      const signed = await call(
        manager,
        'GET',
        `/api/festival-space/entries/${item?.IdInscription}/videos/film/url`,
      );
      expect(signed.statusCode, signed.body).toBe(200);
      const playback = signed.json() as VideoPlaybackUrl;
      const video = await t.app.inject({ url: playback.url });
      expect(video.statusCode).toBe(200);
      expect(video.headers['content-type']).toBe('video/mp4');
      expect(video.rawPayload.length).toBe(DEMO_SCREENER_BYTES);
      expect(video.rawPayload.equals(asset)).toBe(true);
      const start = await t.app.inject({ url: playback.url, headers: { range: 'bytes=0-1023' } });
      expect(start.statusCode).toBe(206);
      expect(playback.tracks.map((track) => track.IdLangue)).toEqual([6, 13]);
      for (const track of playback.tracks) {
        const vtt = await t.app.inject({ url: track.url });
        expect(vtt.statusCode).toBe(200);
        expect(vtt.body.startsWith('WEBVTT')).toBe(true);
      }
    }
  });
});

describe('the demo programmer', () => {
  it('is a programmer of the same festival, who cannot publish decisions', async () => {
    const programmer = await signIn('programmer');
    const festivals = (await call(programmer, 'GET', '/api/festival-space/festivals')).json() as {
      items: MemberFestival[];
    };
    expect(festivals.items).toEqual([
      expect.objectContaining({ IdFestival: festivalId, role: 'programmer' }),
    ]);
    const inbox = await call(
      programmer,
      'POST',
      `/api/festival-space/festivals/${festivalId}/entries/filter/0/10`,
      {},
    );
    expect((inbox.json() as InboxPage).total).toBeGreaterThanOrEqual(15);
    const sectionId = (inbox.json() as InboxPage).items[0]?.IdCampagneSection;
    const publish = await call(
      programmer,
      'POST',
      `/api/festival-space/festivals/${festivalId}/decisions/publish`,
      {
        IdCampagneSection: sectionId,
      },
    );
    expect(publish.statusCode).toBe(403);
  });
});

describe('the demo filmmaker', () => {
  it('sees published decisions with their note and reasons, and viewing receipts', async () => {
    const filmmaker = await signIn('filmmaker');
    const response = await call(filmmaker, 'POST', '/api/inscriptions/filter', {});
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as { items: SubmissionListItem[] }).items;
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.festivalName !== '' && item.numero !== null)).toBe(true);
    const selected = items.find((item) => item.Statut === S.selected);
    const notSelected = items.find((item) => item.Statut === S.notSelected);
    expect(selected?.decision?.note).toBeTruthy();
    expect(selected?.viewing).toMatchObject({ watchedToEnd: true, furthestPercent: 100 });
    expect(notSelected?.decision?.reasons.length).toBeGreaterThan(0);
    expect(notSelected?.viewing?.watchedToEnd).toBe(false);
    expect(notSelected?.viewing?.furthestPercent).toBeGreaterThan(0);
    const waiting = items.find((item) => item.Statut === S.sent);
    expect(waiting?.viewing?.firstOpenedAt ?? null).toBeNull();
  });
});

describe('the demo screener', () => {
  it('is the size and has the facts the seed writes for it', async () => {
    const path = demoScreenerAsset(DEMO_SCREENER_KEY) as string;
    expect((await readFile(path)).length).toBe(DEMO_SCREENER_BYTES);
    expect(await probeVideo(path, { container: 'mp4' })).toEqual(DEMO_SCREENER_FACTS);
  });
});
