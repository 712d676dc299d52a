import { EXPIRES_SOON_DAYS } from '@shortlist/domain/expires-soon';
import { CAMPAIGN_STATUS, CRITERE_TYPE, QUESTION_TYPE } from '@shortlist/domain/festival-campaign';
import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import { wallTime } from '@shortlist/domain/festivals/zoned-time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../client.ts';
import { campagne, campagneSection, critere, critereAdditionnel, evenement } from '../../schema/campaigns.ts';
import { pays } from '../../schema/dictionaries.ts';
import { festival } from '../../schema/festivals.ts';
import { createTestDatabase } from '../../testing.ts';
import { NOTHING_SEEDED, seedDatabase } from '../seed-database.ts';

const NOW = new Date('2025-03-10T12:00:00Z');
const DAY = 86_400_000;

describe('demo catalogue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'demo', now: NOW });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has at least 60 demo festivals in at least 20 countries', async () => {
    const rows = await database.db.select().from(festival);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.every((f) => f.IsDemo)).toBe(true);
    expect(new Set(rows.map((f) => f.IdPays)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((f) => f.ShortName)).size).toBe(rows.length);
    for (const f of rows) expect(f.NomRecherche).toBe(f.NomRecherche.toLowerCase());
  });

  it("places every deadline at 23:59 on the festival's clock", async () => {
    const rows = await database.db
      .select({
        Type: evenement.Type,
        DateEvent: evenement.DateEvent,
        Iso2: pays.Iso2,
        lat: festival.GpsLatitude,
        lng: festival.GpsLongitude,
        stored: festival.FuseauHoraire,
      })
      .from(evenement)
      .innerJoin(campagneSection, eq(campagneSection.Id, evenement.IdCampagneSection))
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
      .innerJoin(pays, eq(pays.Id, festival.IdPays));
    const zones = new Set<string>();
    for (const row of rows.filter((r) => r.Type === 'closing' || r.Type === 'extension')) {
      const zone = festivalTimeZone({ iso2: row.Iso2, latitude: row.lat, longitude: row.lng });
      zones.add(zone);
      // The stored zone, which the directory's SQL reads, is the one the rule gives its city.
      expect(row.stored).toBe(zone);
      expect(wallTime(row.DateEvent, zone)).toMatchObject({ hour: 23, minute: 59 });
    }
    // Festivals on both sides of Greenwich, so the offsets really differ.
    expect(zones).toContain('Europe/Paris');
    expect(zones).toContain('America/Chicago');
    expect(zones).toContain('Pacific/Auckland');
  });

  it('has campaigns in every status, some invitation only', async () => {
    const rows = await database.db.select().from(campagne);
    expect(new Set(rows.map((c) => c.StatutCampagne))).toEqual(new Set(CAMPAIGN_STATUS));
    expect(rows.some((c) => c.IsInvitationSeule)).toBe(true);
  });

  it('has paid and free, public and protected sections, 1 to 6 per campaign', async () => {
    const rows = await database.db.select().from(campagneSection);
    expect(new Set(rows.map((s) => s.IsPayant))).toEqual(new Set([true, false]));
    expect(new Set(rows.map((s) => s.IsPublic))).toEqual(new Set([true, false]));
    // Protected with the demo password, kept hashed only (docs/decisions.md "Section passwords").
    expect(rows.filter((s) => !s.IsPublic).every((s) => s.MotDePasseHash?.startsWith('$argon2id$'))).toBe(
      true,
    );
    expect(rows.every((s) => s.MotDePasse === null)).toBe(true);
    const perCampaign = new Map<number, number>();
    for (const s of rows) perCampaign.set(s.IdCampagne, (perCampaign.get(s.IdCampagne) ?? 0) + 1);
    for (const n of perCampaign.values()) expect(n).toBeGreaterThanOrEqual(1);
    expect(Math.max(...perCampaign.values())).toBeLessThanOrEqual(6);
    const paidFees = await database.db
      .select({ Prix: evenement.Prix })
      .from(evenement)
      .innerJoin(campagneSection, eq(campagneSection.Id, evenement.IdCampagneSection))
      .where(eq(campagneSection.IsPayant, true));
    expect(paidFees.some((e) => e.Prix > 0)).toBe(true);
  });

  it('sets every fee in euros, also for festivals outside the euro area (docs/decisions.md)', async () => {
    const sections = await database.db.select({ Devise: campagneSection.Devise }).from(campagneSection);
    const events = await database.db.select({ Devise: evenement.Devise }).from(evenement);
    expect(new Set([...sections, ...events].map((row) => row.Devise))).toEqual(new Set(['EUR']));
  });

  it('places deadlines before, inside and after the 14-day window around now', async () => {
    const rows = await database.db.select().from(campagne);
    const days = rows.map((c) => ((c.FermetureCampagne?.getTime() ?? 0) - NOW.getTime()) / DAY);
    expect(days.some((d) => d < 0)).toBe(true);
    expect(days.some((d) => d > 0 && d < EXPIRES_SOON_DAYS)).toBe(true);
    expect(days.some((d) => d > EXPIRES_SOON_DAYS)).toBe(true);
    const open = rows.filter((c) => c.StatutCampagne === 'open');
    for (const c of open) {
      expect(c.OuvertureCampagne!.getTime()).toBeLessThan(NOW.getTime());
      expect(c.FermetureCampagne!.getTime()).toBeGreaterThan(NOW.getTime());
    }
    const types = await database.db.selectDistinct({ Type: evenement.Type }).from(evenement);
    expect(new Set(types.map((t) => t.Type))).toEqual(new Set(['opening', 'closing', 'extension', 'result']));
  });

  it('has criteria of every type and additional questions of every type', async () => {
    const criteria = await database.db.selectDistinct({ Type: critere.Type }).from(critere);
    expect(new Set(criteria.map((c) => c.Type))).toEqual(new Set(CRITERE_TYPE));
    const questions = await database.db.select().from(critereAdditionnel);
    expect(new Set(questions.map((q) => q.Type))).toEqual(new Set(QUESTION_TYPE));
    for (const q of questions.filter((q) => q.Type === 'choice')) expect(q.Choix?.length).toBeGreaterThan(1);
  });

  it('has presentations translated into en, fr and es', async () => {
    const result = await database.db.execute<{ missing: number }>(sql`
      select count(*)::int as missing from festival f
      where (select count(*) from trad_texte t
             where t."IdTexte" = f."IdTextePresentation" and t."IdLangue" in (6, 13, 19)) < 3`);
    expect(result.rows[0]?.missing).toBe(0);
  });

  it('is idempotent and leaves identity sequences after the seeded ids', async () => {
    const report = await seedDatabase({ db: database.db, now: NOW, demo: true });
    expect(report).toEqual(NOTHING_SEEDED);
    const [inserted] = await database.db
      .insert(festival)
      .values({ Nom: 'New', NomRecherche: 'new', IdPays: 1, ShortName: 'new-festival' })
      .returning({ Id: festival.Id });
    expect(inserted?.Id).toBeGreaterThan(60);
  });
});
