import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, section } from '@shortlist/db/schema/campaigns';
import { pays } from '@shortlist/db/schema/dictionaries';
import { visionnage } from '@shortlist/db/schema/festival-space';
import { festival } from '@shortlist/db/schema/festivals';
import { film } from '@shortlist/db/schema/films';
import { inscription } from '@shortlist/db/schema/submissions';
import type { EventType } from '@shortlist/domain/festival-campaign';
import { festivalViewing } from '@shortlist/domain/festival-space/viewing-rules';
import { watchGuaranteeReceipt } from '@shortlist/domain/festival-space/watch-guarantee-rules';
import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import type { Language } from '@shortlist/domain/languages';
import type {
  SubmissionFilterRequest,
  SubmissionListItem,
} from '@shortlist/domain/submissions/api-contracts';
import { publishedDecision } from '@shortlist/domain/submissions/decision-publication';
import { isSubmissionExpired, matchesSubmissionSearch } from '@shortlist/domain/submissions/submission-list';
import { submissionStatusLabel } from '@shortlist/i18n/submission-status-label';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { loadTranslations } from '../../platform/translations/load-translations.ts';

type FilmViewing = { member: number; firstOpenedAt: Date; furthest: number; duration: number };
type EventJson = { Type: EventType; DateEvent: string; Prix: number; Ordre: number };

/**
 * `POST inscriptions/filter` (spec §2 submissions page): the account's own submissions, newest
 * first within each film, films by title. Three queries whatever the count: the rows with each
 * section's calendar, the section labels' translations, and the festivals' viewing of the films. The status mask is applied in SQL;
 * the search runs after translation because the section label is read in the visitor's language.
 */
export async function listSubmissions(
  db: Db,
  options: { accountId: number; filter: SubmissionFilterRequest; language: Language; now: Date },
): Promise<SubmissionListItem[]> {
  const { accountId, filter, language, now } = options;
  const rows = await db
    .select({
      IdInscription: inscription.Id,
      IdFilm: inscription.IdFilm,
      filmTitle: film.TitreOriginal,
      IdFestival: festival.Id,
      festivalName: festival.Nom,
      IdCampagneSection: inscription.IdCampagneSection,
      IdLibelle: section.IdLibelle,
      // The filmmaker sees the published status: a festival's decisions once its section is published.
      Statut: inscription.StatutPublie,
      numero: inscription.Numero,
      isPaiementAttente: inscription.IsPaiementAttente,
      submitDate: inscription.DateSoumission,
      DateCreation: inscription.DateCreation,
      statusDate: inscription.DatePublication,
      note: inscription.MessagePublie,
      reasons: inscription.MotifsPublies,
      watchRequired: campagne.VisionnageGaranti,
      Iso2: pays.Iso2,
      latitude: festival.GpsLatitude,
      longitude: festival.GpsLongitude,
      events: sql<EventJson[]>`coalesce((select json_agg(json_build_object('Type', e."Type",
        'DateEvent', e."DateEvent", 'Prix', e."Prix", 'Ordre', e."Ordre"))
        from "evenement" e where e."IdCampagneSection" = ${inscription.IdCampagneSection}), '[]'::json)`,
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
        filter.statuses ? ne(sql`${inscription.StatutPublie} & ${filter.statuses}`, 0) : undefined,
      ),
    )
    .orderBy(
      asc(film.TitreOriginal),
      asc(inscription.IdFilm),
      desc(inscription.DateCreation),
      desc(inscription.Id),
    );
  const t = await loadTranslations(db, { language, labels: rows.map((r) => r.IdLibelle), texts: [] });
  const viewings = await filmViewings(db, accountId);
  return rows
    .map(({ IdLibelle, Iso2, latitude, longitude, events, submitDate, DateCreation, ...rest }) => {
      const { statusDate, note, reasons, watchRequired, ...row } = rest;
      const filmViewing = viewings.get(row.IdInscription) ?? [];
      const timeZone = festivalTimeZone({ iso2: Iso2, latitude, longitude });
      const result = events
        .filter((e) => e.Type === 'result')
        .sort((a, b) => Date.parse(a.DateEvent) - Date.parse(b.DateEvent))[0];
      return {
        ...row,
        sectionLabel: t.label(IdLibelle) ?? '',
        statusLabel: submissionStatusLabel(language, row.Statut),
        isExpired: isSubmissionExpired(row.Statut, events, now, timeZone),
        submitDate: submitDate?.toISOString() ?? null,
        resultDate: result ? new Date(result.DateEvent).toISOString() : null,
        DateCreation: DateCreation.toISOString(),
        statusDate: statusDate?.toISOString() ?? null,
        decision: publishedDecision(note, reasons),
        viewing: festivalViewing(filmViewing),
        watchGuarantee: watchGuaranteeReceipt({
          required: watchRequired,
          Statut: row.Statut,
          rows: filmViewing,
        }),
      };
    })
    .filter((item) => matchesSubmissionSearch(item, filter.search));
}

/**
 * The festival members' viewing rows of the film video of every submission of the account, per
 * submission (one query over the account's entries, not one per row): the filmmaker's list shows
 * their aggregate (`festivalViewing`, and how many members watched it to the end for the guaranteed
 * watch), never a member's row.
 */
async function filmViewings(db: Db, accountId: number): Promise<Map<number, FilmViewing[]>> {
  const rows = await db
    .select({
      IdInscription: visionnage.IdInscription,
      member: visionnage.IdCompte,
      firstOpenedAt: visionnage.DatePremiere,
      furthest: visionnage.PositionMax,
      duration: visionnage.Duree,
    })
    .from(visionnage)
    .innerJoin(inscription, eq(inscription.Id, visionnage.IdInscription))
    .where(and(eq(inscription.IdCompte, accountId), eq(visionnage.TypeVideo, 'film')));
  const byEntry = new Map<number, FilmViewing[]>();
  for (const { IdInscription, ...row } of rows) {
    const list = byEntry.get(IdInscription);
    if (list) list.push(row);
    else byEntry.set(IdInscription, [row]);
  }
  return byEntry;
}
