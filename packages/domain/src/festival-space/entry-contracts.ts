import { z } from 'zod';
import { ZId } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { ZCreditWithContacts, ZFilm, ZFilmDocument, ZFilmPhoto } from '../films/api-contracts.ts';
import { ZFilmVideo } from '../media/video-contracts.ts';
import { ZConflict } from './assignment-contracts.ts';
import { DECISION_REASONS } from './decision-reasons.ts';
import { ZScoreSummary } from './review-contracts.ts';
import { ZCoverage, ZMemberViewing, ZSubmissionViewing } from './viewing-contracts.ts';

/*
 * The festival's inbox and entry view (issue 31), under `/api/festival-space/`. The names the
 * issue fixes (`IdInscription`, `IdFilm`, `TitreOriginal`, `IdCampagneSection`, `Statut`,
 * `statusLabel`, `isPublished`, `history`, `viewing`) are kept; the rest are ours.
 */

const ZDateTime = z.iso.datetime({ offset: true });

/** Spec §9 back-office lists: page sizes 10, 30 (default), 50, 100. */
export const INBOX_PAGE_SIZES = [10, 30, 50, 100] as const;
export const INBOX_DEFAULT_PAGE_SIZE = 30;
/** Longest search text (film title or director). */
export const INBOX_SEARCH_MAX = 100;

export const INBOX_SORTS = [
  'submitted',
  'title',
  'duration',
  'country',
  'status',
  'section',
  'number',
  /** The counted scores' mean and spread (issue 34): managers only. */
  'scoreMean',
  'scoreSpread',
] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

const ids = z.array(ZId).max(200);

/** An answer filter: the entries whose answer to question `IdCritereAdditionnel` is `value`. */
export const ZAnswerFilter = z.strictObject({
  IdCritereAdditionnel: ZId,
  value: z.union([z.boolean(), z.number(), zPlainText().max(200)]),
});

/**
 * `POST festivals/{IdFestival}/entries/filter/{skip}/{take}` body (also the export's): every
 * filter is optional and they combine with "and"; lists combine with "or" inside.
 */
export const ZInboxFilter = z.strictObject({
  sections: ids.optional(),
  /** Status flags as a bit mask (docs/decisions.md "Submission status"). */
  statuses: z.number().int().min(1).max(255).optional(),
  /** Principal production country (`IdPays`). */
  countries: ids.optional(),
  /** Running time bounds in seconds. */
  durationMin: z.number().int().min(0).max(100_000).optional(),
  durationMax: z.number().int().min(0).max(100_000).optional(),
  firstFilm: z.boolean().optional(),
  schoolFilm: z.boolean().optional(),
  dialogueLanguages: ids.optional(),
  subtitleLanguages: ids.optional(),
  answers: z.array(ZAnswerFilter).max(20).optional(),
  /** The festival's own coverage of the entry. */
  coverage: z.array(ZCoverage).max(3).optional(),
  /** Decided but not yet published for the filmmaker (`isPublished` false). */
  unpublished: z.boolean().optional(),
  /** Film title (original, international, Latin) or director, ignoring accents and case. */
  search: zPlainText().max(INBOX_SEARCH_MAX).optional(),
  sort: z.enum(INBOX_SORTS).optional(),
  descending: z.boolean().optional(),
});
export type InboxFilter = z.infer<typeof ZInboxFilter>;

export const ZInboxPageParams = z.object({
  IdFestival: z.coerce.number().int().positive().max(2_147_483_647),
  skip: z.coerce.number().int().min(0).max(1_000_000),
  // The page sizes as the path's words, so the API document lists them (spec §9: 10/30/50/100).
  take: z.enum(INBOX_PAGE_SIZES.map(String) as [string, ...string[]]).transform(Number),
});

/** One row of the inbox. */
export const ZInboxItem = z.object({
  IdInscription: ZId,
  Numero: z.number().int().nullable(),
  IdFilm: ZId,
  TitreOriginal: z.string(),
  TitreInternationnal: z.string().nullable(),
  /** The directors' display names, in credit order, joined with ", ". */
  directors: z.string(),
  IdCampagneSection: ZId,
  sectionLabel: z.string(),
  /** The festival's current status (a flag), and its label in the request's language. */
  Statut: z.number().int(),
  statusLabel: z.string(),
  /** The filmmaker sees this status (published), or sees `StatutPublie` until a manager publishes. */
  isPublished: z.boolean(),
  StatutPublie: z.number().int(),
  DateSoumission: ZDateTime.nullable(),
  /** Running time in seconds. */
  Duree: z.number().int().nullable(),
  IdPays: z.number().int().nullable(),
  countryLabel: z.string().nullable(),
  IsPremierFilm: z.boolean(),
  IsFilmEcole: z.boolean(),
  hasScreener: z.boolean(),
  coverage: ZCoverage,
  /** How many members opened the film, and how many watched it to the end. */
  membersOpened: z.number().int(),
  membersWatchedToEnd: z.number().int(),
  /** The reader declared a conflict of interest with the film or a person it credits (issue 34). */
  conflicted: z.boolean(),
  /** The counted scores' mean and spread (issue 34): for managers with no conflict on the film, else null. */
  scores: ZScoreSummary.nullable(),
});
export type InboxItem = z.infer<typeof ZInboxItem>;

/** The counts the inbox shows beside its filters: per status flag and per section, unfiltered. */
export const ZInboxCounts = z.object({
  byStatus: z.record(z.string(), z.number().int()),
  bySection: z.array(z.object({ IdCampagneSection: ZId, sectionLabel: z.string(), count: z.number().int() })),
  byCoverage: z.record(ZCoverage, z.number().int()),
  unpublished: z.number().int(),
});
export type InboxCounts = z.infer<typeof ZInboxCounts>;

export const ZInboxPage = z.object({
  items: z.array(ZInboxItem),
  total: z.number().int(),
  counts: ZInboxCounts,
});
export type InboxPage = z.infer<typeof ZInboxPage>;

/** Export formats of the filtered inbox (`GET festivals/{IdFestival}/entries/export.{format}`). */
export const INBOX_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

// ------------------------------------------------------------------ entry view

/** One status change as the festival sees it (the audit row). */
export const ZEntryHistoryItem = z.object({
  DateCreation: ZDateTime,
  De: z.number().int(),
  Vers: z.number().int(),
  deLabel: z.string(),
  versLabel: z.string(),
  Auteur: z.enum(['platform', 'festival']),
  /** The member who made it (their name or login), null for the platform. */
  by: z.string().nullable(),
  Motif: z.string().nullable(),
  /** Whether the filmmaker has been told of it. */
  published: z.boolean(),
});
export type EntryHistoryItem = z.infer<typeof ZEntryHistoryItem>;

/** A credit with the contact details the filmmaker gave (the festival may write to them). */
export const ZEntryCredit = ZCreditWithContacts;

/** An additional question of the section with the answer given when entering. */
export const ZEntryAnswer = z.object({
  IdCritereAdditionnel: ZId,
  question: z.string(),
  value: z.union([z.boolean(), z.number(), z.string()]).nullable(),
});

/** The film as the festival sees it: every tab, read-only, owner-only fields left out. */
export const ZEntryFilm = ZFilm.omit({ hasPassword: true, HadMotDePasseInvitation: true, canEdit: true });

/** `GET entries/{IdInscription}`: the entry view. */
export const ZEntryView = z.object({
  IdInscription: ZId,
  IdFestival: ZId,
  Numero: z.number().int().nullable(),
  IdCampagneSection: ZId,
  sectionLabel: z.string(),
  Statut: z.number().int(),
  statusLabel: z.string(),
  StatutPublie: z.number().int(),
  isPublished: z.boolean(),
  DateSoumission: ZDateTime.nullable(),
  /** The statuses this member may move the entry to now (the state machine's arrows). */
  nextStatuses: z.array(z.number().int()),
  /**
   * The note and reasons the filmmaker will get with the decision when it is published: null and
   * empty for a member who declared a conflict with the entry (issue 34).
   */
  MessageDecision: z.string().nullable(),
  MotifsDecision: z.array(z.enum(DECISION_REASONS)),
  film: ZEntryFilm,
  credits: z.array(ZEntryCredit),
  photos: z.array(ZFilmPhoto),
  documents: z.array(ZFilmDocument.extend({ downloadUrl: z.string() })),
  videos: z.array(ZFilmVideo.pick({ TypeVideo: true, subtitles: true, vimeo: true })),
  answers: z.array(ZEntryAnswer),
  history: z.array(ZEntryHistoryItem),
  /** The reader's conflicts of interest covering this entry's film (issue 34). */
  conflicts: z.array(ZConflict),
  /** Blind mode hides the filmmakers from this reader (issue 34): no credits, no documents. */
  blind: z.boolean(),
  viewing: z.object({
    /** What the filmmaker sees of the festival's viewing. */
    festival: ZSubmissionViewing,
    /** This member's own progress per video. */
    mine: z.array(ZMemberViewing),
    /** Each member's progress (managers only; empty for a programmer). */
    members: z.array(ZMemberViewing.extend({ name: z.string() })),
  }),
});
export type EntryView = z.infer<typeof ZEntryView>;
