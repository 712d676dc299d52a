import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, section } from '@shortlist/db/schema/campaigns';
import { pays } from '@shortlist/db/schema/dictionaries';
import { festival } from '@shortlist/db/schema/festivals';
import { film } from '@shortlist/db/schema/films';
import { inscription } from '@shortlist/db/schema/submissions';
import type { EventType } from '@shortlist/domain/festival-campaign';
import { currentFee } from '@shortlist/domain/festivals/calendar-rules';
import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import type { Language } from '@shortlist/domain/languages';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { transitionSubmission } from './submission-transition.ts';

/*
 * What the order service (`order-api/`) reads and writes of submissions and their films: the
 * entries waiting in the basket (unfinished, not held by an order), holding them while an order
 * waits for its money, giving them back, and sending them once paid. The order API meets this
 * area only through these functions (docs/architecture.md).
 */

type EventJson = { Type: EventType; DateEvent: string; Prix: number; Ordre: number };

export type OrderEntry = {
  IdInscription: number;
  IdFilm: number;
  filmTitle: string;
  IdFestival: number;
  festivalName: string;
  IdCampagneSection: number;
  sectionLabel: string;
  /** The section's fee now in cents; 0 for a free section; null when it takes no more entries. */
  entryFeeCents: number | null;
  /** The film's SuperStamp end, or null. */
  superStampUntil: Date | null;
};

/**
 * The account's unfinished entries: those in the basket (`held` false, the default) or those an
 * order holds (`held` true), optionally only the given ids. One query plus the labels' translations.
 */
export async function loadOrderEntries(
  db: Db,
  options: { accountId: number; language: Language; now: Date; held?: boolean; ids?: readonly number[] },
): Promise<OrderEntry[]> {
  const { accountId, language, now } = options;
  if (options.ids && options.ids.length === 0) return [];
  const rows = await db
    .select({
      IdInscription: inscription.Id,
      IdFilm: inscription.IdFilm,
      filmTitle: film.TitreOriginal,
      superStampUntil: film.DateExpirationSuperTimbre,
      IdFestival: festival.Id,
      festivalName: festival.Nom,
      IdCampagneSection: inscription.IdCampagneSection,
      IdLibelle: section.IdLibelle,
      IsPayant: campagneSection.IsPayant,
      PrixInvitation: inscription.PrixInvitation,
      Iso2: pays.Iso2,
      latitude: festival.GpsLatitude,
      longitude: festival.GpsLongitude,
      events: sql<EventJson[]>`coalesce((select json_agg(json_build_object('Type', e."Type",
        'DateEvent', e."DateEvent", 'Prix', e."Prix", 'Ordre', e."Ordre"))
        from "evenement" e where e."IdCampagneSection" = "inscription"."IdCampagneSection"), '[]'::json)`,
    })
    .from(inscription)
    .innerJoin(film, eq(film.Id, inscription.IdFilm))
    .innerJoin(campagneSection, eq(campagneSection.Id, inscription.IdCampagneSection))
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
    .innerJoin(section, eq(section.Id, campagneSection.IdSection))
    .leftJoin(pays, eq(pays.Id, festival.IdPays))
    .where(
      and(
        eq(inscription.IdCompte, accountId),
        eq(inscription.Statut, SUBMISSION_STATUS.notFinished),
        eq(inscription.IsPaiementAttente, options.held ?? false),
        options.ids ? inArray(inscription.Id, [...options.ids]) : undefined,
      ),
    )
    .orderBy(asc(inscription.DateCreation), asc(inscription.Id));
  const t = await loadTranslations(db, { language, labels: rows.map((r) => r.IdLibelle), texts: [] });
  return rows.map(({ IdLibelle, IsPayant, PrixInvitation, Iso2, latitude, longitude, events, ...row }) => {
    const timeZone = festivalTimeZone({ iso2: Iso2, latitude, longitude });
    const fee = currentFee(
      events.map((e) => ({ ...e, DateEvent: new Date(e.DateEvent) })),
      now,
      timeZone,
    );
    return {
      ...row,
      sectionLabel: t.label(IdLibelle) ?? '',
      // An entry answering an invitation costs the invited price, whatever the calendar says.
      entryFeeCents: PrixInvitation ?? (fee === undefined ? null : IsPayant ? fee : 0),
    };
  });
}

/** The account's own films among `filmIds`, with their SuperStamp end (the basket's SuperStamps). */
export async function loadOrderFilms(
  db: Db,
  options: { accountId: number; filmIds: readonly number[] },
): Promise<{ Id: number; TitreOriginal: string; superStampUntil: Date | null }[]> {
  if (options.filmIds.length === 0) return [];
  return db
    .select({
      Id: film.Id,
      TitreOriginal: film.TitreOriginal,
      superStampUntil: film.DateExpirationSuperTimbre,
    })
    .from(film)
    .where(and(eq(film.IdCompte, options.accountId), inArray(film.Id, [...options.filmIds])));
}

/**
 * An order takes the entries out of the basket while it waits for its money (`IsPaiementAttente`).
 * Returns the ids it could hold: an entry already held or sent by a concurrent order is not.
 */
export async function holdEntries(
  db: Db,
  options: { accountId: number; ids: readonly number[] },
): Promise<number[]> {
  if (options.ids.length === 0) return [];
  const rows = await db
    .update(inscription)
    .set({ IsPaiementAttente: true })
    .where(
      and(
        eq(inscription.IdCompte, options.accountId),
        eq(inscription.Statut, SUBMISSION_STATUS.notFinished),
        eq(inscription.IsPaiementAttente, false),
        inArray(inscription.Id, [...options.ids]),
      ),
    )
    .returning({ Id: inscription.Id });
  return rows.map((r) => r.Id);
}

/** The order was not paid (cancelled, failed, expired): its entries go back to the basket. */
export async function releaseEntries(db: Db, options: { ids: readonly number[] }): Promise<void> {
  if (options.ids.length === 0) return;
  await db
    .update(inscription)
    .set({ IsPaiementAttente: false })
    .where(
      and(inArray(inscription.Id, [...options.ids]), eq(inscription.Statut, SUBMISSION_STATUS.notFinished)),
    );
}

/**
 * The order is paid: its entries are sent, each with the next number of one sequence, through the
 * state machine (an audit row each, seen by the filmmaker at once). An entry no longer unfinished
 * (sent by a concurrent order) is left as it is.
 */
export async function sendEntries(
  db: Db,
  options: { ids: readonly number[]; now: Date },
): Promise<{ Id: number; IdFilm: number; Numero: number | null }[]> {
  const sent: { Id: number; IdFilm: number; Numero: number | null }[] = [];
  for (const id of await entriesIn(db, options.ids, SUBMISSION_STATUS.notFinished)) {
    const moved = await transitionSubmission(db, {
      entryId: id,
      to: SUBMISSION_STATUS.sent,
      actor: 'platform',
      expected: SUBMISSION_STATUS.notFinished,
      now: options.now,
      set: {
        Numero: sql`nextval('inscription_numero_seq')::int`,
        DateSoumission: options.now,
        IsPaiementAttente: false,
      },
    });
    sent.push({ Id: id, IdFilm: moved.IdFilm, Numero: moved.Numero });
  }
  return sent;
}

/**
 * The paid order is refunded: its entries still `sent` (no festival has validated them yet) are
 * cancelled through the state machine, seen by the filmmaker at once. An entry the festival
 * already validated, selected or judged is left as it is. Returns the ids cancelled.
 */
export async function withdrawEntries(
  db: Db,
  options: { ids: readonly number[]; now: Date; reason?: string | undefined },
): Promise<number[]> {
  const withdrawn: number[] = [];
  for (const id of await entriesIn(db, options.ids, SUBMISSION_STATUS.sent)) {
    await transitionSubmission(db, {
      entryId: id,
      to: SUBMISSION_STATUS.cancelled,
      actor: 'platform',
      expected: SUBMISSION_STATUS.sent,
      reason: options.reason,
      now: options.now,
    });
    withdrawn.push(id);
  }
  return withdrawn;
}

/**
 * The ids among `ids` whose entry has `status`, locked in id order: an order's entries are moved
 * one by one, and taking their locks in one order keeps two orders from waiting on each other.
 */
async function entriesIn(db: Db, ids: readonly number[], status: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ Id: inscription.Id })
    .from(inscription)
    .where(and(inArray(inscription.Id, [...ids]), eq(inscription.Statut, status)))
    .orderBy(asc(inscription.Id))
    .for('update');
  return rows.map((r) => r.Id);
}

/** Takes entries out of the basket (`customer/submissions/{id}/remove`, `remove-all`); held ones stay. */
export async function removeBasketEntries(
  db: Db,
  options: { accountId: number; ids?: readonly number[] },
): Promise<number[]> {
  if (options.ids && options.ids.length === 0) return [];
  const rows = await db
    .delete(inscription)
    .where(
      and(
        eq(inscription.IdCompte, options.accountId),
        eq(inscription.Statut, SUBMISSION_STATUS.notFinished),
        eq(inscription.IsPaiementAttente, false),
        options.ids ? inArray(inscription.Id, [...options.ids]) : undefined,
      ),
    )
    .returning({ Id: inscription.Id });
  return rows.map((r) => r.Id);
}
