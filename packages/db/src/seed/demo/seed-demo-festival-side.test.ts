import { isFirstConnectionDue } from '@shortlist/domain/accounts/first-connection-rules';
import { isPayoutMonthOver, payoutMonthOf } from '@shortlist/domain/festival-space/payout-rules';
import { isWatchedToEnd } from '@shortlist/domain/festival-space/viewing-rules';
import { festivalPayout } from '@shortlist/domain/orders/formulas';
import { nextSubmissionStatus } from '@shortlist/domain/submissions/submission-state';
import { SUBMISSION_STATUS as S } from '@shortlist/domain/submissions/submission-status';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../client.ts';
import { compte } from '../../schema/accounts.ts';
import { campagne, campagneSection } from '../../schema/campaigns.ts';
import { membreFestival, visionnage } from '../../schema/festival-space.ts';
import { festival } from '../../schema/festivals.ts';
import { filmVideo, filmVideoSousTitre } from '../../schema/film-videos.ts';
import {
  commande,
  commandeLigne,
  commandeStatut,
  paiement,
  versementFestival,
  versementMois,
} from '../../schema/orders.ts';
import { inscription, inscriptionStatut, publicationDecision } from '../../schema/submissions.ts';
import { createTestDatabase } from '../../testing.ts';
import { seedDatabase } from '../seed-database.ts';
import { demoScreenerAsset } from './demo-screener.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_FESTIVAL_SHORTNAME,
  DEMO_MORE_PROGRAMMERS,
  PLANNED_ENTRIES,
} from './festival-side-plan.ts';
import { TABLE_ORDER } from './festival-side-types.ts';

// The demo festival's side (issue 31) on the demo catalogue at the server tests' clock, so this
// file shares their template.
const NOW = new Date('2025-06-10T15:00:00Z');

describe('demo festival side', () => {
  let database: Database;
  let festivalId: number;
  let entries: (typeof inscription.$inferSelect)[];

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'demo', now: NOW });
    const [row] = await database.db
      .select({ Id: festival.Id })
      .from(festival)
      .where(eq(festival.ShortName, DEMO_FESTIVAL_SHORTNAME));
    festivalId = row?.Id ?? 0;
    entries = await database.db
      .select({ entry: inscription })
      .from(inscription)
      .innerJoin(campagneSection, eq(campagneSection.Id, inscription.IdCampagneSection))
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .where(eq(campagne.IdFestival, festivalId))
      .orderBy(asc(inscription.Id))
      .then((rows) => rows.map((r) => r.entry));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives the manager, the programmer and the filmmaker accounts that sign in straight away', async () => {
    const logins = Object.values(DEMO_ACCOUNTS).map((a) => a.Login);
    const accounts = await database.db.select().from(compte).where(inArray(compte.Login, logins));
    expect(accounts).toHaveLength(3);
    for (const account of accounts) {
      expect(account.Password).toMatch(/^\$argon2id\$/);
      expect(account.DateActivation).not.toBeNull();
      expect(account.DateSuppression).toBeNull();
      expect(isFirstConnectionDue(account)).toBe(false);
    }
    const members = await database.db
      .select({ Login: compte.Login, Role: membreFestival.Role, IdFestival: membreFestival.IdFestival })
      .from(membreFestival)
      .innerJoin(compte, eq(compte.Id, membreFestival.IdCompte));
    expect(members).toEqual([
      { Login: DEMO_ACCOUNTS.manager.Login, Role: 'manager', IdFestival: festivalId },
      { Login: DEMO_ACCOUNTS.programmer.Login, Role: 'programmer', IdFestival: festivalId },
      ...DEMO_MORE_PROGRAMMERS.map(({ Login }) => ({ Login, Role: 'programmer', IdFestival: festivalId })),
    ]);
  });

  it("receives the plan's entries in the festival's open call, sent and numbered before now", async () => {
    expect(entries).toHaveLength(PLANNED_ENTRIES.length);
    expect(entries.length).toBeGreaterThanOrEqual(15);
    const [call] = await database.db
      .select({ opening: campagne.OuvertureCampagne, status: campagne.StatutCampagne })
      .from(campagne)
      .where(eq(campagne.IdFestival, festivalId));
    expect(call?.status).toBe('open');
    const sections = new Set(entries.map((e) => e.IdCampagneSection));
    expect(sections.size).toBe(3);
    expect(new Set(entries.map((e) => e.Numero)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.IsPaiementAttente).toBe(false);
      expect(entry.DateSoumission!.getTime()).toBeLessThan(NOW.getTime());
      expect(entry.DateSoumission!.getTime()).toBeGreaterThan(call!.opening!.getTime());
      expect(entry.DateCreation.getTime()).toBeLessThan(entry.DateSoumission!.getTime());
    }
    // Numbered in the order they were sent.
    const bySending = [...entries].sort((a, b) => a.DateSoumission!.getTime() - b.DateSoumission!.getTime());
    const numbers = bySending.map((e) => e.Numero as number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('has mostly sent entries, some validated, decisions published and decisions still to publish', () => {
    const count = (test: (e: (typeof entries)[number]) => boolean) => entries.filter(test).length;
    expect(count((e) => e.Statut === S.sent)).toBeGreaterThan(entries.length / 3);
    expect(count((e) => e.Statut === S.validated)).toBeGreaterThanOrEqual(2);
    const published = entries.filter((e) => e.Statut === e.StatutPublie);
    const unpublished = entries.filter((e) => e.Statut !== e.StatutPublie);
    expect(published.some((e) => e.Statut === S.selected)).toBe(true);
    expect(published.some((e) => e.Statut === S.notSelected)).toBe(true);
    expect(unpublished.length).toBeGreaterThanOrEqual(1);
    expect(unpublished.some((e) => e.Statut === S.selected || e.Statut === S.notSelected)).toBe(true);
    // A published decision carries its note or reasons; one still to publish keeps them as written.
    const decided = published.filter((e) => e.Statut === S.selected || e.Statut === S.notSelected);
    for (const entry of decided) {
      expect(entry.MessagePublie !== null || (entry.MotifsPublies?.length ?? 0) > 0).toBe(true);
      expect(entry.MessageDecision).toBeNull();
      expect(entry.DatePublication!.getTime()).toBeGreaterThan(entry.DateSoumission!.getTime());
    }
    expect(unpublished.some((e) => e.MessageDecision !== null)).toBe(true);
    for (const entry of entries.filter((e) => e.StatutPublie === S.sent)) {
      expect(entry.DatePublication).toEqual(entry.DateSoumission);
    }
  });

  it('writes the audit as the state machine does: the platform sends, members move, each arrow allowed', async () => {
    const audit = await database.db
      .select()
      .from(inscriptionStatut)
      .where(
        inArray(
          inscriptionStatut.IdInscription,
          entries.map((e) => e.Id),
        ),
      )
      .orderBy(asc(inscriptionStatut.IdInscription), asc(inscriptionStatut.DateCreation));
    const memberIds = new Set(
      (await database.db.select({ Id: membreFestival.IdCompte }).from(membreFestival)).map((m) => m.Id),
    );
    for (const entry of entries) {
      const rows = audit.filter((a) => a.IdInscription === entry.Id);
      expect(rows[0]).toMatchObject({ De: S.notFinished, Vers: S.sent, Auteur: 'platform', IdCompte: null });
      expect(rows[0]?.DateCreation).toEqual(entry.DateSoumission);
      for (const [i, row] of rows.entries()) {
        expect(nextSubmissionStatus(row.De, row.Vers, row.Auteur).ok).toBe(true);
        if (i > 0) {
          expect(row.De).toBe(rows[i - 1]?.Vers);
          expect(row.Auteur).toBe('festival');
          expect(memberIds.has(row.IdCompte ?? 0)).toBe(true);
          expect(row.DateCreation.getTime()).toBeGreaterThan(rows[i - 1]!.DateCreation.getTime());
          expect(row.DateCreation.getTime()).toBeLessThan(NOW.getTime());
        }
      }
      expect(rows.at(-1)?.Vers).toBe(entry.Statut);
    }
    // Each publication came after the moves it published and before those it did not.
    const publications = await database.db.select().from(publicationDecision);
    expect(publications.length).toBeGreaterThanOrEqual(1);
    for (const publication of publications) {
      const ofSection = entries.filter((e) => e.IdCampagneSection === publication.IdCampagneSection);
      const told = ofSection.filter(
        (e) => e.DatePublication?.getTime() === publication.DateCreation.getTime(),
      );
      expect(told).toHaveLength(publication.NbInscriptions);
      for (const entry of ofSection) {
        const moves = audit.filter((a) => a.IdInscription === entry.Id && a.Auteur === 'festival');
        const before = moves.filter((m) => m.DateCreation < publication.DateCreation);
        expect(entry.StatutPublie).toBe(before.at(-1)?.Vers ?? S.sent);
      }
    }
  });

  it('has entries never opened, partly watched and watched to the end, by one or both members', async () => {
    const views = await database.db.select().from(visionnage);
    const byEntry = new Map<number, (typeof views)[number][]>();
    for (const view of views)
      byEntry.set(view.IdInscription, [...(byEntry.get(view.IdInscription) ?? []), view]);
    const coverage = entries.map((entry) => {
      const rows = byEntry.get(entry.Id) ?? [];
      if (rows.some((v) => isWatchedToEnd(v.PositionMax, v.Duree))) return 'full';
      return rows.length > 0 ? 'partly' : 'notOpened';
    });
    expect(new Set(coverage)).toEqual(new Set(['full', 'partly', 'notOpened']));
    expect([...byEntry.values()].some((rows) => rows.length === 2)).toBe(true);
    for (const view of views) {
      const entry = entries.find((e) => e.Id === view.IdInscription);
      expect(view.DatePremiere.getTime()).toBeGreaterThan(entry!.DateSoumission!.getTime());
      expect(view.DateDerniere.getTime()).toBeLessThan(NOW.getTime());
      expect(view.PositionMax).toBeLessThanOrEqual(view.Duree);
    }
  });

  it('gives every entered film the demo screener with English and French subtitles', async () => {
    const videos = await database.db
      .select()
      .from(filmVideo)
      .where(
        inArray(
          filmVideo.IdFilm,
          entries.map((e) => e.IdFilm),
        ),
      );
    expect(videos).toHaveLength(entries.length);
    for (const video of videos) {
      expect(video.Fichier && demoScreenerAsset(video.Fichier)).toBeTruthy();
      expect(video.DateExpiration!.getTime()).toBeGreaterThan(NOW.getTime() + 5 * 365 * 86_400_000);
    }
    const tracks = await database.db
      .select()
      .from(filmVideoSousTitre)
      .where(
        inArray(
          filmVideoSousTitre.IdVideo,
          videos.map((v) => v.Id),
        ),
      );
    expect(tracks).toHaveLength(videos.length * 2);
    expect(tracks.every((t) => demoScreenerAsset(t.Fichier))).toBe(true);
    // The inbox's record: a director, a main country, dialogue or none, a synopsis.
    const missing = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from inscription i join film f on f."Id" = i."IdFilm"
      where i."Id" in (${sql.join(
        entries.map((e) => sql`${e.Id}`),
        sql`, `,
      )})
        and (not exists (select 1 from generique g where g."IdFilm" = f."Id" and g."IdFonction" = 1)
          or not exists (select 1 from film_pays p where p."IdFilm" = f."Id" and p."IsPrincipal")
          or not exists (select 1 from film_synopsis s where s."IdFilm" = f."Id" and s."IdLangue" = 6)
          or f."Duree" is null
          or (not f."IsSansDialogue" and not exists (select 1 from film_langue_dialogue l where l."IdFilm" = f."Id")))`);
    expect(missing.rows[0]?.n).toBe(0);
  });

  it('pays the entries by orders whose lines, payments and payouts agree to the cent', async () => {
    const orders = await database.db.select().from(commande).where(eq(commande.Statut, 'paid'));
    const lines = await database.db.select().from(commandeLigne);
    const payouts = await database.db.select().from(versementFestival);
    const payments = await database.db.select().from(paiement);
    const audit = await database.db.select().from(commandeStatut).orderBy(asc(commandeStatut.Id));
    expect(orders.length).toBeGreaterThanOrEqual(2);
    for (const order of orders) {
      const mine = lines.filter((l) => l.IdCommande === order.Id);
      expect(mine.reduce((sum, l) => sum + l.MontantHT, 0)).toBe(order.MontantHT);
      expect(order.MontantTTC).toBe(order.MontantHT + order.MontantTva);
      expect(payments.filter((p) => p.IdCommande === order.Id)).toEqual([
        expect.objectContaining({ Statut: 'paid', Montant: order.MontantTTC }),
      ]);
      expect(audit.filter((a) => a.IdCommande === order.Id).map((a) => a.Vers)).toEqual([
        'created',
        'waitingForTransfer',
        'paid',
      ]);
      for (const line of mine.filter((l) => l.Kind === 'entryFee')) {
        const entry = entries.find((e) => e.Id === line.IdInscription);
        expect(entry?.IdCompte).toBe(order.IdCompte);
        expect(entry?.DateSoumission).toEqual(order.DatePaiement);
        expect(line.Versement).toBe(festivalPayout(line.MontantHT));
        expect(payouts.filter((p) => p.IdInscription === line.IdInscription)).toEqual([
          expect.objectContaining({
            IdFestival: festivalId,
            IdCommande: order.Id,
            MontantFrais: line.MontantHT,
            MontantVersement: line.Versement,
            DateCreation: order.DatePaiement,
          }),
        ]);
      }
    }
    // Every entry paid a fee: one payout line each.
    expect(payouts).toHaveLength(entries.length);
    expect(payouts.every((p) => p.MontantFrais > 0 && p.MontantFrais - p.MontantVersement > 0)).toBe(true);
  });

  it('marks the oldest month over paid with its due, and leaves the current month waiting', async () => {
    const payouts = await database.db.select().from(versementFestival);
    const months = [...new Set(payouts.map((p) => payoutMonthOf(p.DateCreation)))].sort();
    expect(months.length).toBeGreaterThanOrEqual(2);
    const paid = await database.db.select().from(versementMois);
    expect(paid).toHaveLength(1);
    const [month] = paid;
    expect(month?.Mois).toBe(months[0]);
    expect(isPayoutMonthOver(month!.Mois, month!.DatePaiement)).toBe(true);
    expect(month!.DatePaiement.getTime()).toBeLessThan(NOW.getTime());
    const due = payouts.filter((p) => payoutMonthOf(p.DateCreation) === month?.Mois);
    expect(month?.MontantVerse).toBe(due.reduce((sum, p) => sum + p.MontantVersement, 0));
    expect(paid.some((m) => m.Mois === payoutMonthOf(NOW))).toBe(false);
  });

  it('gives the same rows when seeded twice at the same clock', async () => {
    const again = await createTestDatabase({ seed: 'dictionaries' });
    try {
      const report = await seedDatabase({ db: again.db, now: NOW, demo: true });
      expect(report.demoFestivalSide).toBe(true);
      for (const table of festivalSideTables()) {
        expect(await contents(again, table), table).toEqual(await contents(database, table));
      }
    } finally {
      await again.close();
    }
  }, 60_000);
});

/** The SQL names of the tables the festival side writes. */
function festivalSideTables(): string[] {
  const names: Record<(typeof TABLE_ORDER)[number], string> = {
    personne: 'personne',
    coordonnee: 'coordonnee',
    adresseFacturation: 'adresse_facturation',
    compte: 'compte',
    film: 'film',
    filmTitre: 'film_titre',
    filmResume: 'film_resume',
    filmSynopsis: 'film_synopsis',
    filmPays: 'film_pays',
    filmCategorie: 'film_categorie',
    filmGenre: 'film_genre',
    filmLangueDialogue: 'film_langue_dialogue',
    filmSupportCaptation: 'film_support_captation',
    filmSupportProj: 'film_support_proj',
    filmPhoto: 'film_photo',
    contact: 'contact',
    generique: 'generique',
    filmVideo: 'film_video',
    filmVideoSousTitre: 'film_video_sous_titre',
    membreFestival: 'membre_festival',
    inscription: 'inscription',
    inscriptionReponse: 'inscription_reponse',
    inscriptionStatut: 'inscription_statut',
    publicationDecision: 'publication_decision',
    visionnage: 'visionnage',
    commande: 'commande',
    commandeStatut: 'commande_statut',
    commandeLigne: 'commande_ligne',
    paiement: 'paiement',
    versementFestival: 'versement_festival',
    versementMois: 'versement_mois',
  };
  return TABLE_ORDER.map((key) => names[key]);
}

/**
 * Tables where the demo films' seed leaves the row's creation to the database's clock (its people
 * and contacts): their dates are left out. Every other date must be the same: both seeds ran at
 * the same clock.
 */
const WALL_CLOCK_TABLES = new Set(['personne', 'coordonnee', 'contact']);

/** A table's rows as text, in a stable order. */
async function contents(database: Database, table: string): Promise<string[]> {
  const result = await database.db.execute<{ row: string }>(
    sql`select t::text as row from ${sql.identifier(table)} t order by 1`,
  );
  const time = /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00/g;
  return result.rows.map((r) => (WALL_CLOCK_TABLES.has(table) ? r.row.replace(time, 'TIME') : r.row));
}
