import type { Db } from '@shortlist/db/client';
import type { QuestionChoice } from '@shortlist/db/schema/campaigns';
import { DECISION_REASONS } from '@shortlist/domain/festival-space/decision-reasons';
import type { EntryHistoryItem, EntryView } from '@shortlist/domain/festival-space/entry-contracts';
import { canManageMembers } from '@shortlist/domain/festival-space/member-roles';
import { hidesFilmmakers } from '@shortlist/domain/festival-space/review-rules';
import type { MemberViewing, SubmissionViewing } from '@shortlist/domain/festival-space/viewing-contracts';
import { furthestPercent, isWatchedToEnd } from '@shortlist/domain/festival-space/viewing-rules';
import type { Language } from '@shortlist/domain/languages';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { reachableStatuses, type SubmissionActor } from '@shortlist/domain/submissions/submission-state';
import { submissionStatusLabel } from '@shortlist/i18n/submission-status-label';
import { sql } from 'drizzle-orm';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { translatedLabelSql } from '../../platform/translations/translated-label.ts';
import { requireVisibleEntry, type VisibleEntry } from './entry-access.ts';
import type { EntryFilmPorts } from './festival-space-ports.ts';
import { readJurySettings } from './jury-settings.ts';
import { conflictsOnFilm } from './member-conflicts.ts';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** `/api/festival-space/entries/{IdInscription}/documents/{IdDocument}`: a document's download path. */
export const entryDocumentPath = (IdInscription: number, IdDocument: number) =>
  `/api/festival-space/entries/${IdInscription}/documents/${IdDocument}`;

/**
 * `GET entries/{IdInscription}`: the entry as a member of its festival sees it (404 for anyone
 * else, and for an entry not sent yet): the film's whole record read-only, whatever its
 * publication or archiving since (the film areas' reads through `ports`), its credits with their
 * contact details, photos, documents (downloaded through this area), videos, the answers to the
 * section's questions worded in the reader's language, the status history, and the viewing.
 */
export async function getEntryView(
  db: Db,
  options: { accountId: number; entryId: number; language: Language; now: Date; ports: EntryFilmPorts },
): Promise<EntryView> {
  const { language, ports } = options;
  const { entry, membership } = await requireVisibleEntry(db, options);
  const IdFilm = entry.IdFilm;
  const [film, credits, documents, videos, sectionLabel, answers, history, viewing, conflicts, jury] =
    await Promise.all([
      ports.readFilmRecord(db, { id: IdFilm, now: options.now }),
      ports.filmCreditContacts(db, { IdFilm, language }),
      ports.filmDocuments(db, { IdFilm }),
      ports.filmVideos(db, { IdFilm }),
      entrySectionLabel(db, entry, language),
      entryAnswers(db, entry, language),
      entryHistory(db, entry, language),
      entryViewing(db, entry, {
        accountId: options.accountId,
        withMembers: canManageMembers(membership.role),
      }),
      conflictsOnFilm(db, { memberId: membership.IdMembre, filmId: IdFilm }),
      readJurySettings(db, entry.IdFestival),
    ]);
  // Blind mode (issue 34): a programmer reads no credit (names, contacts) and no document (CVs and
  // press kits name the filmmakers).
  const blind = hidesFilmmakers({ blind: jury.blind, role: membership.role });
  // A member with a conflict never reads the decision's note or reasons (issue 34).
  const hidden = conflicts.length > 0;
  const photos = await ports.filmPhotos(db, { Id: IdFilm, IdCompte: film.IdCompte });
  const { hasPassword: _password, HadMotDePasseInvitation: _invitation, canEdit: _canEdit, ...record } = film;
  return {
    IdInscription: entry.Id,
    IdFestival: entry.IdFestival,
    Numero: entry.Numero,
    IdCampagneSection: entry.IdCampagneSection,
    sectionLabel,
    Statut: entry.Statut,
    statusLabel: submissionStatusLabel(language, entry.Statut) ?? '',
    StatutPublie: entry.StatutPublie,
    isPublished: entry.Statut === entry.StatutPublie,
    DateSoumission: entry.DateSoumission ? iso(entry.DateSoumission) : null,
    nextStatuses: reachableStatuses(entry.Statut, 'festival'),
    MessageDecision: hidden ? null : entry.MessageDecision,
    MotifsDecision: (hidden ? [] : (entry.MotifsDecision ?? [])).filter(
      (reason): reason is (typeof DECISION_REASONS)[number] =>
        (DECISION_REASONS as readonly string[]).includes(reason),
    ),
    film: record,
    credits: blind ? [] : credits,
    photos,
    documents: (blind ? [] : documents).map((document) => ({
      ...document,
      downloadUrl: entryDocumentPath(entry.Id, document.Id),
    })),
    videos,
    answers,
    history,
    conflicts,
    blind,
    viewing,
  };
}

/** The section's name and edition, as the inbox names it. */
async function entrySectionLabel(db: Db, entry: VisibleEntry, language: Language): Promise<string> {
  const label = translatedLabelSql({ name: 'section', labelId: sql`s."IdLibelle"`, language });
  const { rows } = await db.execute<{ label: string; AnneeEdition: number }>(sql`
    select ${label.label} as "label", c."AnneeEdition" from "campagne_section" cs
    join "campagne" c on c."Id" = cs."IdCampagne"
    join "section" s on s."Id" = cs."IdSection"
    ${label.joins}
    where cs."Id" = ${entry.IdCampagneSection}`);
  const row = rows[0];
  return row ? `${row.label} (${row.AnneeEdition})` : '';
}

/**
 * The section's questions (not the `info` ones, which ask nothing) in their order, each worded
 * in the reader's language with the answer given when entering, or null. A choice's answer is its
 * choice's wording rather than the stored choice id, since the reader has no other way to read it.
 */
async function entryAnswers(db: Db, entry: VisibleEntry, language: Language): Promise<EntryView['answers']> {
  const { rows } = await db.execute<{
    Id: number;
    IdLibelle: number;
    Type: string;
    Choix: QuestionChoice[] | null;
    Valeur: boolean | number | string | null;
  }>(sql`
    select q."Id", q."IdLibelle", q."Type", q."Choix", r."Valeur"
    from "critere_additionnel" q
    left join "inscription_reponse" r on r."IdCritereAdditionnel" = q."Id" and r."IdInscription" = ${entry.Id}
    where q."IdCampagneSection" = ${entry.IdCampagneSection} and q."Type" <> 'info'
    order by q."Ordre", q."Id"`);
  const choiceLabel = (row: (typeof rows)[number]) =>
    row.Choix?.find((choice) => choice.Id === row.Valeur)?.IdLibelle ?? null;
  const labels = await loadTranslations(db, {
    language,
    labels: rows.flatMap((row) => [Number(row.IdLibelle), choiceLabel(row)]),
    texts: [],
  });
  return rows.map((row) => {
    const choice = row.Type === 'choice' ? choiceLabel(row) : null;
    return {
      IdCritereAdditionnel: Number(row.Id),
      question: labels.label(Number(row.IdLibelle)) ?? '',
      value: choice !== null ? (labels.label(choice) ?? String(row.Valeur)) : row.Valeur,
    };
  });
}

/**
 * The status history, oldest first. `by` is the member's name (or login) for a festival move,
 * null for the platform's. `published` tells whether the filmmaker was told: a platform move at
 * once (it sets the published status itself); a festival move once a publication of its section
 * (`publication_decision`) came at or after it, the publication telling the status reached then.
 */
async function entryHistory(db: Db, entry: VisibleEntry, language: Language): Promise<EntryHistoryItem[]> {
  const { rows } = await db.execute<{
    DateCreation: Date | string;
    De: number;
    Vers: number;
    Auteur: SubmissionActor;
    name: string | null;
    Motif: string | null;
    published: boolean;
  }>(sql`
    select h."DateCreation", h."De", h."Vers", h."Auteur", h."Motif",
      case when h."Auteur" = 'festival' then coalesce(nullif(btrim(concat_ws(' ', p."Prenom", p."Nom")), ''), a."Login") end as "name",
      (h."Auteur" = 'platform' or exists (
        select 1 from "publication_decision" pd
        where pd."IdCampagneSection" = ${entry.IdCampagneSection} and pd."DateCreation" >= h."DateCreation"
      )) as "published"
    from "inscription_statut" h
    left join "compte" a on a."Id" = h."IdCompte"
    left join "personne" p on p."Id" = a."IdPersonne"
    where h."IdInscription" = ${entry.Id}
    order by h."DateCreation", h."Id"`);
  return rows.map((row) => ({
    DateCreation: iso(row.DateCreation),
    De: row.De,
    Vers: row.Vers,
    deLabel: submissionStatusLabel(language, row.De) ?? '',
    versLabel: submissionStatusLabel(language, row.Vers) ?? '',
    Auteur: row.Auteur,
    by: row.Auteur === 'festival' ? (row.name ?? null) : null,
    Motif: row.Motif,
    published: row.published,
  }));
}

type ViewingRow = {
  IdCompte: number;
  TypeVideo: VideoType;
  DatePremiere: Date | string;
  DateDerniere: Date | string;
  PositionMax: number;
  SecondesVues: number;
  Duree: number;
  name: string;
};

const memberViewing = (row: ViewingRow): MemberViewing => ({
  TypeVideo: row.TypeVideo,
  firstOpenedAt: iso(row.DatePremiere),
  lastAt: iso(row.DateDerniere),
  furthestPercent: furthestPercent(row.PositionMax, row.Duree),
  watchedSeconds: Math.floor(row.SecondesVues),
  watchedToEnd: isWatchedToEnd(row.PositionMax, row.Duree),
});

/**
 * The festival's viewing of the entry: what the filmmaker sees (the film video only: its first
 * opening, the furthest point and whether anyone watched it to the end, never who), this member's
 * own rows, and every member's for a manager (a programmer's list is empty).
 */
async function entryViewing(
  db: Db,
  entry: VisibleEntry,
  options: { accountId: number; withMembers: boolean },
): Promise<EntryView['viewing']> {
  const { rows } = await db.execute<ViewingRow>(sql`
    select v."IdCompte", v."TypeVideo", v."DatePremiere", v."DateDerniere", v."PositionMax", v."SecondesVues", v."Duree",
      coalesce(nullif(btrim(concat_ws(' ', p."Prenom", p."Nom")), ''), a."Login") as "name"
    from "visionnage" v
    join "compte" a on a."Id" = v."IdCompte"
    left join "personne" p on p."Id" = a."IdPersonne"
    where v."IdInscription" = ${entry.Id}
    order by v."DatePremiere", v."Id"`);
  const film = rows.filter((row) => row.TypeVideo === 'film');
  const first = film[0];
  const festival: SubmissionViewing = {
    firstOpenedAt: first ? iso(first.DatePremiere) : null,
    furthestPercent: Math.max(0, ...film.map((row) => furthestPercent(row.PositionMax, row.Duree))),
    watchedToEnd: film.some((row) => isWatchedToEnd(row.PositionMax, row.Duree)),
  };
  return {
    festival,
    mine: rows.filter((row) => Number(row.IdCompte) === options.accountId).map(memberViewing),
    members: options.withMembers ? rows.map((row) => ({ ...memberViewing(row), name: row.name })) : [],
  };
}
