import { z } from 'zod';
import { DECISION_REASONS } from '../festival-space/decision-reasons.ts';
import { ZSubmissionViewing } from '../festival-space/viewing-contracts.ts';
import { ZWatchGuaranteeReceipt } from '../festival-space/watch-guarantee-contracts.ts';
import { ZFestivalSection } from '../festivals/api-contracts.ts';
import { ZId } from '../fields/ids.ts';
import { ZPlainText } from '../fields/text.ts';
import { ELIGIBILITY_STATUSES } from './eligibility-codes.ts';

/*
 * The submission calls of spec §7 (`compare-film-section`, `inscriptions/by-film/{idFilm}`,
 * `inscriptions/panier`), one schema each, used by the server, OpenAPI and the web.
 */

/** Most sections one request may name: a festival has a few dozen; a film panel pages them. */
export const MAX_BASKET_ITEMS = 50;
/** Longest text answer kept for an additional question (spec §5 "Additional questions"). */
export const MAX_ANSWER_LENGTH = 4000;

/**
 * `POST compare-film-section` (spec §7: `{IdFestival, IdCompte, IdFilm, IdCampagneSection}`).
 * `IdCompte` is accepted for the spec's shape and ignored: the session says whose films are
 * judged. With `IdCampagneSection`, that section; with `IdFestival`, the sections of the
 * festival's current call. Without `IdFilm`, every film of the account (the festival's panel).
 * `IdFilm` alone (every open section) is refused with `COMPARE_SCOPE_TOO_WIDE`: the film's panel
 * is `compare-film-section/by-film/{idFilm}`, paged (docs/decisions.md).
 */
export const ZCompareFilmSectionRequest = z
  .strictObject({
    IdFestival: ZId.optional(),
    IdCompte: ZId.optional(),
    IdFilm: ZId.optional(),
    IdCampagneSection: ZId.optional(),
  })
  .refine(
    (body) =>
      body.IdFilm !== undefined || body.IdFestival !== undefined || body.IdCampagneSection !== undefined,
    { message: 'IdFilm, IdFestival or IdCampagneSection is required', path: ['IdFestival'] },
  );
export type CompareFilmSectionRequest = z.infer<typeof ZCompareFilmSectionRequest>;

const ZReasonValue = z.union([z.string(), z.number(), z.array(z.number())]);

/** Spec §3 "Eligibility error": the code, its sentence's catalogue key and values. */
export const ZEligibilityReason = z.object({
  code: z.string(),
  key: z.string(),
  values: z.record(z.string(), ZReasonValue),
});

/** Spec §3 "Eligibility result", one film against one section. */
export const ZEligibilityCell = z.object({
  IdFilm: z.number().int(),
  IdFestival: z.number().int(),
  IdCampagneSection: z.number().int(),
  status: z.enum(ELIGIBILITY_STATUSES),
  OuvreTesYeux: z.array(ZEligibilityReason),
  RequiredIdsLangue: z.array(z.number().int()),
});
export type EligibilityCellAnswer = z.infer<typeof ZEligibilityCell>;

/**
 * A festival the results name, with its sections as the festival page shows them (translated
 * name, calendar, current fee, currency, `IsPublic` false for a protected one, never the
 * password, questions): the film's panel draws its cards from it, as the festival's panel does
 * from the festival page.
 */
export const ZPanelFestival = z.object({
  IdFestival: z.number().int(),
  Nom: z.string(),
  /** IANA time zone of the festival's city: deadlines are shown in it. */
  timeZone: z.string(),
  sections: z.array(ZFestivalSection),
});
export type PanelFestival = z.infer<typeof ZPanelFestival>;

/**
 * The films of `results` whose SuperStamp runs now (issue 15): the panel shows their entry fee
 * with the SuperStamp's discount and no platform fee, as the basket will price them. Absent in
 * older answers, meaning none.
 */
export const ZSuperStampFilms = z.array(z.number().int()).optional();

export const ZCompareFilmSectionResponse = z.object({
  results: z.array(ZEligibilityCell),
  /** Every festival of `results`, in name order, with the sections the results name. */
  festivals: z.array(ZPanelFestival),
  superStampFilms: ZSuperStampFilms,
});
export type CompareFilmSectionResponse = z.infer<typeof ZCompareFilmSectionResponse>;

/** `campaignId§sectionId` (spec §7): the campaign and the festival section, naming one campaign section. */
export const ZBasketItem = z
  .string()
  .regex(/^\d{1,9}§\d{1,9}$/, 'campaignId§sectionId')
  .transform((item) => {
    const [campaign, section] = item.split('§');
    return { IdCampagne: Number(campaign), IdSection: Number(section) };
  });

const ZAnswer = z.union([z.boolean(), z.string().max(MAX_ANSWER_LENGTH), z.number().int()]);
const ZNumericKey = z.string().regex(/^\d{1,9}$/);

/** One section's answers to its additional questions, by question id (spec §5). */
export const ZSectionAnswers = z.record(ZNumericKey, ZAnswer);
export type SectionAnswers = z.infer<typeof ZSectionAnswers>;

/**
 * `POST inscriptions/by-film/{idFilm}` (spec §7: body `idFilm`, `items`). Ours beside them:
 * `answers` per campaign section then per question id, and `passwords` per campaign section
 * for the protected ones (spec §4 password prompt, checked on the server: 403
 * SECTION_PASSWORD_WRONG, 429 SECTION_PASSWORD_THROTTLED after 10 wrong per account and section
 * in 15 minutes).
 */
/** `POST sections/{IdCampagneSection}/password/check`: a protected section's password, checked when ticked. */
export const ZSectionPasswordCheck = z.strictObject({ password: ZPlainText.min(1).max(255) });
export type SectionPasswordCheck = z.infer<typeof ZSectionPasswordCheck>;

export const ZAddToBasketRequest = z.strictObject({
  idFilm: ZId,
  items: z.array(ZBasketItem).min(1).max(MAX_BASKET_ITEMS),
  answers: z.record(ZNumericKey, ZSectionAnswers).optional(),
  passwords: z.record(ZNumericKey, z.string().max(255)).optional(),
});
export type AddToBasketRequest = z.infer<typeof ZAddToBasketRequest>;

export const ZAddToBasketResponse = z.object({
  IdsInscription: z.array(z.number().int()),
  /** Everything now in the basket: entries, stamp booklets and SuperStamps (the header badge). */
  count: z.number().int(),
  /** The entries alone (the panel's "your basket holds N entries"); absent from older answers. */
  entries: z.number().int().optional(),
});

/**
 * `GET inscriptions/panier` (spec §7 "count"): `count` is everything waiting in the basket
 * (entries, stamp booklets, SuperStamps, each line by its quantity: the header badge, issue 15);
 * `entries` the entries alone.
 */
export const ZBasketCount = z.object({ count: z.number().int(), entries: z.number().int().optional() });

/** Longest search text of the submissions page: a title or a name, never a document. */
export const MAX_SUBMISSION_SEARCH = 200;
/** Every flag of `SUBMISSION_STATUS` at once: a filter mask beyond it names no status. */
const ALL_STATUS_FLAGS = 255;

/**
 * `POST inscriptions/filter` (spec §2 submissions page): the account's submissions matching the
 * search (film title, festival name or section label, accent- and case-insensitive) and the
 * status mask (flags of `SUBMISSION_STATUS` combined; absent or 0 means every status).
 */
export const ZSubmissionFilterRequest = z.strictObject({
  search: ZPlainText.trim().max(MAX_SUBMISSION_SEARCH).optional(),
  statuses: z.number().int().min(0).max(ALL_STATUS_FLAGS).optional(),
});
export type SubmissionFilterRequest = z.infer<typeof ZSubmissionFilterRequest>;

const ZDateTime = z.iso.datetime({ offset: true });

/** Spec §3 "Submission list item", with the film and section it belongs to. */
export const ZSubmissionListItem = z.object({
  IdInscription: z.number().int(),
  IdFilm: z.number().int(),
  filmTitle: z.string(),
  IdFestival: z.number().int(),
  festivalName: z.string(),
  IdCampagneSection: z.number().int(),
  /** The section's name in the request's language. */
  sectionLabel: z.string(),
  /** The status the filmmaker sees: a festival's decision once it is published (issue 31). */
  Statut: z.number().int(),
  /** `Statut` in the request's language. */
  statusLabel: z.string(),
  numero: z.number().int().nullable(),
  isPaiementAttente: z.boolean(),
  /** The section's calendar closed while the entry was still unfinished: it can no longer be sent. */
  isExpired: z.boolean(),
  submitDate: ZDateTime.nullable(),
  /** The section's result announcement, when its calendar has one. */
  resultDate: ZDateTime.nullable(),
  DateCreation: ZDateTime,
  /**
   * When the status the filmmaker sees last changed: sent, refunded, or a festival's decision
   * published (issue 31); null while the entry is unfinished.
   */
  statusDate: ZDateTime.nullable(),
  /** The note and reasons the festival published with its decision, or null when it gave none. */
  decision: z.object({ note: z.string().nullable(), reasons: z.array(z.enum(DECISION_REASONS)) }).nullable(),
  /**
   * The festival's viewing of the film (issue 31): first opened, furthest point, to the end; never
   * who. Optional until every server answer carries it.
   */
  viewing: ZSubmissionViewing.nullable().optional(),
  /**
   * The guaranteed watch of the call (issue 34): how many members watched the film to the end,
   * how many were promised, whether it was kept; null when the call promises nothing or the entry
   * is not one the promise covers (unfinished, cancelled).
   */
  watchGuarantee: ZWatchGuaranteeReceipt.nullable().optional(),
});
export type SubmissionListItem = z.infer<typeof ZSubmissionListItem>;

export const ZSubmissionFilterResponse = z.object({ items: z.array(ZSubmissionListItem) });
