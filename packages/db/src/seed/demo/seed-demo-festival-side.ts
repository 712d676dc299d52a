import type { EventType, QuestionType } from '@shortlist/domain/festival-campaign';
import type { PricedProduct } from '@shortlist/domain/orders/basket-calculation';
import { DEFAULT_PRODUCTS, type ProductCode } from '@shortlist/domain/orders/catalogue';
import { and, asc, eq, getTableName, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.ts';
import * as accounts from '../../schema/accounts.ts';
import * as campaigns from '../../schema/campaigns.ts';
import * as contacts from '../../schema/contacts.ts';
import * as festivalSpace from '../../schema/festival-space.ts';
import { festival } from '../../schema/festivals.ts';
import * as people from '../../schema/film-people.ts';
import * as videos from '../../schema/film-videos.ts';
import * as films from '../../schema/films.ts';
import * as orders from '../../schema/orders.ts';
import * as submissions from '../../schema/submissions.ts';
import { insertRows } from '../insert.ts';
import { seedDemoFestivalCode } from './festival-side-codes.ts';
import { DEMO_ACCOUNTS, DEMO_FESTIVAL_SHORTNAME, PLANNED_ENTRIES } from './festival-side-plan.ts';
import { buildFestivalSide } from './festival-side-rows.ts';
import {
  type FestivalSideContext,
  type FestivalSideTable,
  ID_TABLES,
  type IdTable,
  TABLE_ORDER,
} from './festival-side-types.ts';
import { DEMO_FILMS_LOGIN } from './seed-demo-films.ts';

const TABLES: Record<FestivalSideTable, PgTable> = {
  personne: accounts.personne,
  coordonnee: contacts.coordonnee,
  adresseFacturation: accounts.adresseFacturation,
  compte: accounts.compte,
  film: films.film,
  filmTitre: films.filmTitre,
  filmResume: films.filmResume,
  filmSynopsis: films.filmSynopsis,
  filmPays: films.filmPays,
  filmCategorie: films.filmCategorie,
  filmGenre: films.filmGenre,
  filmLangueDialogue: films.filmLangueDialogue,
  filmSupportCaptation: films.filmSupportCaptation,
  filmSupportProj: films.filmSupportProj,
  filmPhoto: films.filmPhoto,
  contact: people.contact,
  generique: people.generique,
  filmVideo: videos.filmVideo,
  filmVideoSousTitre: videos.filmVideoSousTitre,
  membreFestival: festivalSpace.membreFestival,
  inscription: submissions.inscription,
  inscriptionReponse: submissions.inscriptionReponse,
  inscriptionStatut: submissions.inscriptionStatut,
  publicationDecision: submissions.publicationDecision,
  visionnage: festivalSpace.visionnage,
  commande: orders.commande,
  commandeStatut: orders.commandeStatut,
  commandeLigne: orders.commandeLigne,
  paiement: orders.paiement,
  versementFestival: orders.versementFestival,
  versementMois: orders.versementMois,
};

/** True when the demo festival's side is in the database (the seed checks it to stay idempotent). */
export async function hasDemoFestivalSide(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ Id: accounts.compte.Id })
    .from(accounts.compte)
    .where(eq(accounts.compte.Login, DEMO_ACCOUNTS.manager.Login));
  return row !== undefined;
}

/**
 * Writes the demo festival's side (issue 31, festival-side-plan.ts): a manager and a programmer of
 * the demo festival and a filmmaker, who sign in with the demo password; invented filmmakers and
 * their films; the festival's received entries with their moves, publications and viewings; the
 * paid orders and the festival's payouts; a fee waiver code (`NANTES-DEMO`) to try. Needs the demo catalogue and films: without the demo
 * festival (a catalogue changed since), writes nothing and answers false. One insert per table.
 */
export async function seedDemoFestivalSide(db: Db, now: Date): Promise<boolean> {
  const context = await readContext(db, now);
  if (!context) return false;
  const { rows, demoFilmsBillingId } = buildFestivalSide(context);
  for (const key of TABLE_ORDER) await insertRows(db, TABLES[key], rows[key] as never[]);
  await db
    .update(accounts.compte)
    .set({ IdAdresseFacturation: demoFilmsBillingId })
    .where(
      and(eq(accounts.compte.Id, context.demoFilmsAccountId), isNull(accounts.compte.IdAdresseFacturation)),
    );
  await syncIdSequences(
    db,
    ID_TABLES.map((key) => TABLES[key]),
  );
  await seedDemoFestivalCode(db, context);
  return true;
}

/** The festival, its sections, the demo films, the platform fee, the next ids and entry numbers. */
async function readContext(db: Db, now: Date): Promise<FestivalSideContext | undefined> {
  const [target] = await db
    .select({ Id: festival.Id, timeZone: festival.FuseauHoraire })
    .from(festival)
    .where(and(eq(festival.ShortName, DEMO_FESTIVAL_SHORTNAME), eq(festival.IsDemo, true)));
  const [owner] = await db
    .select({ Id: accounts.compte.Id })
    .from(accounts.compte)
    .where(eq(accounts.compte.Login, DEMO_FILMS_LOGIN));
  if (!target || !owner) return undefined;
  const sections = await readSections(db, target.Id);
  if (sections.length < 3) return undefined;
  const demoFilms = await db
    .select({
      Id: films.film.Id,
      Shortname: films.film.Shortname,
      Duree: films.film.Duree,
      superStampUntil: films.film.DateExpirationSuperTimbre,
    })
    .from(films.film)
    .where(eq(films.film.IdCompte, owner.Id));
  const numbers = await db.execute<{ n: number }>(
    sql`select nextval('inscription_numero_seq')::int as n from generate_series(1, ${PLANNED_ENTRIES.length})`,
  );
  return {
    now,
    festivalId: target.Id,
    timeZone: target.timeZone ?? 'UTC',
    sections,
    demoFilms: new Map(
      demoFilms.map((f) => [
        f.Shortname ?? '',
        { Id: f.Id, Duree: f.Duree ?? 0, superStampUntil: f.superStampUntil },
      ]),
    ),
    demoFilmsAccountId: owner.Id,
    platformFee: await readPlatformFee(db),
    nextIds: await nextIds(db),
    numbers: numbers.rows.map((r) => Number(r.n)).sort((a, b) => a - b),
  };
}

/** The sections of the festival's open call in their order, with their calendar and questions. */
async function readSections(db: Db, festivalId: number): Promise<FestivalSideContext['sections']> {
  const { campagne, campagneSection, critereAdditionnel, evenement } = campaigns;
  const sections = await db
    .select({ Id: campagneSection.Id })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .where(and(eq(campagne.IdFestival, festivalId), eq(campagne.StatutCampagne, 'open')))
    .orderBy(asc(campagneSection.Ordre), asc(campagneSection.Id));
  const ids = sections.map((s) => s.Id);
  if (ids.length === 0) return [];
  const events = await db
    .select({
      IdCampagneSection: evenement.IdCampagneSection,
      Type: evenement.Type,
      DateEvent: evenement.DateEvent,
      Prix: evenement.Prix,
      Ordre: evenement.Ordre,
    })
    .from(evenement)
    .where(inArray(evenement.IdCampagneSection, ids));
  const questions = await db
    .select({
      IdCampagneSection: critereAdditionnel.IdCampagneSection,
      Id: critereAdditionnel.Id,
      Type: critereAdditionnel.Type,
      IsDemandeCheck: critereAdditionnel.IsDemandeCheck,
      Choix: critereAdditionnel.Choix,
    })
    .from(critereAdditionnel)
    .where(inArray(critereAdditionnel.IdCampagneSection, ids))
    .orderBy(asc(critereAdditionnel.Ordre), asc(critereAdditionnel.Id));
  return ids.map((Id) => ({
    Id,
    events: events
      .filter((e) => e.IdCampagneSection === Id)
      .map((e) => ({ Type: e.Type as EventType, DateEvent: e.DateEvent, Prix: e.Prix, Ordre: e.Ordre })),
    questions: questions
      .filter((q) => q.IdCampagneSection === Id)
      .map((q) => ({
        Id: q.Id,
        Type: q.Type as QuestionType,
        IsDemandeCheck: q.IsDemandeCheck,
        Choix: q.Choix ?? null,
      })),
  }));
}

/** The platform fee product as the catalogue holds it (the migration writes the default). */
async function readPlatformFee(db: Db): Promise<PricedProduct> {
  const code: ProductCode = 'platform-fee';
  const [row] = await db.select().from(orders.produit).where(eq(orders.produit.Code, code));
  const fallback = DEFAULT_PRODUCTS.find((p) => p.code === code);
  return {
    Id: row?.Id ?? 0,
    code,
    priceCents: row?.PrixHT ?? fallback?.priceCents ?? 0,
    stamps: row?.Timbres ?? 0,
    months: row?.DureeMois ?? 0,
  };
}

/** The first free id of every table the builder numbers, in one statement. */
async function nextIds(db: Db): Promise<Record<IdTable, number>> {
  const columns = ID_TABLES.map(
    (key) => sql`coalesce((select max("Id") from ${TABLES[key]}), 0) + 1 as ${sql.identifier(key)}`,
  );
  const result = await db.execute<Record<IdTable, number>>(sql`select ${sql.join(columns, sql`, `)}`);
  const row = result.rows[0];
  if (!row) throw new Error('no ids read');
  return Object.fromEntries(ID_TABLES.map((key) => [key, Number(row[key])])) as Record<IdTable, number>;
}

/** Moves each identity sequence past the explicit ids written, in one statement. */
async function syncIdSequences(db: Db, tables: PgTable[]): Promise<void> {
  const calls = tables.map((table) => {
    const name = getTableName(table);
    return sql`setval(pg_get_serial_sequence(${`"${name}"`}, 'Id'), coalesce((select max("Id") from ${table}), 0) + 1, false)`;
  });
  await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
}
