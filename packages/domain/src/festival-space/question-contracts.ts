import { z } from 'zod';
import { ACCOUNT_RULE } from '../accounts/rule-codes.ts';
import { optionalField, requiredText } from '../accounts/text-rules.ts';
import { QUESTION_TYPE, ZCampaignStatus, ZQuestionType } from '../festival-campaign.ts';
import { ZId, zIdOf } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { ZLanguage } from '../languages.ts';

/*
 * A section's additional questions as its managers edit them (issue 33),
 * `festival-space/festivals/{id}/calls/{call}/sections/{section}/questions`: the wording and the
 * explanation per language (the routed ones, English required), the type, the confirmation flag
 * of a yes/no question, the choices of a choice question, and their order.
 */

/** Limits (spec §5: a translated label at most 255 per language). */
export const QUESTION_LIMITS = {
  label: 255,
  text: 2_000,
  choicesMin: 2,
  choicesMax: 20,
  /** Questions a section holds: the filmmaker answers them all in one dialog. */
  perSection: 30,
} as const;

/** Rule codes of the question form beyond the account ones (translated in `account:rules`). */
export const QUESTION_RULE = {
  ...ACCOUNT_RULE,
  languageNotRouted: 'LANGUAGE_NOT_ROUTED',
  choicesTooFew: 'CHOICES_TOO_FEW',
  /** An answered question keeps its type: its answers would no longer mean anything. */
  typeAnswered: 'QUESTION_TYPE_ANSWERED',
  /** A choice some entry chose stays: the answer is that choice's id. */
  choiceAnswered: 'CHOICE_ANSWERED',
  /** The order must list each of the section's questions once. */
  orderMismatch: 'QUESTION_ORDER_MISMATCH',
} as const;

/** A text in each language: English required, the others optional (null when left empty). */
function perLanguage<E extends z.ZodType, O extends z.ZodType>(english: E, other: O) {
  return z.strictObject(
    { en: english, fr: other.optional(), es: other.optional(), it: other.optional(), pt: other.optional() },
    { error: QUESTION_RULE.invalid },
  );
}

const labelTexts = () =>
  perLanguage(
    requiredText({ max: QUESTION_LIMITS.label }),
    optionalField(z.string(), { max: QUESTION_LIMITS.label }),
  );

const multiline = () => zPlainText({ multiline: true, error: QUESTION_RULE.invalid }).trim();

/** The explanation: English required when given (a blocking or info question needs one). */
const explanation = () =>
  perLanguage(
    multiline().max(QUESTION_LIMITS.text, QUESTION_RULE.tooLong),
    multiline()
      .max(QUESTION_LIMITS.text, QUESTION_RULE.tooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
  );

/** Types whose explanation is needed: a blocking question's is the reason the entry stops; info's is the information. */
export const TEXT_REQUIRED_TYPES = ['blocking', 'info'] as const;

/** One choice: `Id` of a kept choice (its answers stay), none for a new one. */
export const ZQuestionChoiceRequest = z.strictObject({
  Id: zIdOf(QUESTION_RULE.invalid).optional(),
  Libelle: labelTexts(),
});

/**
 * The body that creates or replaces a question. Choices count only for a `choice` question and
 * the confirmation (`IsDemandeCheck`) only for a yes/no one: they are dropped for other types.
 * An empty explanation (English blank) is no explanation.
 */
export const ZQuestionRequest = z
  .strictObject({
    Type: z.enum(QUESTION_TYPE, { error: QUESTION_RULE.invalid }),
    Libelle: labelTexts(),
    Texte: explanation().nullable(),
    IsDemandeCheck: z.boolean({ error: QUESTION_RULE.invalid }),
    Choix: z
      .array(ZQuestionChoiceRequest, { error: QUESTION_RULE.invalid })
      .max(QUESTION_LIMITS.choicesMax, QUESTION_RULE.tooLong),
  })
  .transform((q) => ({
    ...q,
    Texte: q.Texte && q.Texte.en !== '' ? q.Texte : null,
    IsDemandeCheck: q.Type === 'yes-no' && q.IsDemandeCheck,
    Choix: q.Type === 'choice' ? q.Choix : [],
  }))
  .superRefine((q, context) => {
    if (q.Type === 'choice' && q.Choix.length < QUESTION_LIMITS.choicesMin)
      context.addIssue({ code: 'custom', path: ['Choix'], message: QUESTION_RULE.choicesTooFew });
    if ((TEXT_REQUIRED_TYPES as readonly string[]).includes(q.Type) && !q.Texte)
      context.addIssue({ code: 'custom', path: ['Texte', 'en'], message: QUESTION_RULE.required });
    const kept = q.Choix.flatMap((c) => (c.Id === undefined ? [] : [c.Id]));
    if (new Set(kept).size !== kept.length)
      context.addIssue({ code: 'custom', path: ['Choix'], message: QUESTION_RULE.invalid });
  });
export type QuestionRequest = z.input<typeof ZQuestionRequest>;
export type QuestionValues = z.output<typeof ZQuestionRequest>;

/** `PUT .../questions/order`: every question of the section once, first first. */
export const ZQuestionOrderRequest = z.strictObject({
  order: z
    .array(zIdOf(QUESTION_RULE.invalid), { error: QUESTION_RULE.invalid })
    .min(1, QUESTION_RULE.required)
    .max(QUESTION_LIMITS.perSection, QUESTION_RULE.tooLong),
});
export type QuestionOrderRequest = z.infer<typeof ZQuestionOrderRequest>;

const ZTexts = z.object({
  en: z.string(),
  fr: z.string().nullable().optional(),
  es: z.string().nullable().optional(),
  it: z.string().nullable().optional(),
  pt: z.string().nullable().optional(),
});
export type QuestionTexts = z.infer<typeof ZTexts>;

/** A question as the managers' page edits it, with how many entries answered it. */
export const ZManagedQuestion = z.object({
  Id: ZId,
  IdCampagneSection: ZId,
  Type: ZQuestionType,
  IsDemandeCheck: z.boolean(),
  Ordre: z.number().int(),
  Libelle: ZTexts,
  Texte: ZTexts.nullable(),
  Choix: z.array(z.object({ Id: ZId, Libelle: ZTexts, answered: z.boolean() })),
  /** Entries that answered it: an answered question cannot be deleted and keeps its type. */
  answers: z.number().int().nonnegative(),
});
export type ManagedQuestion = z.infer<typeof ZManagedQuestion>;

/** The section's questions in their order, with what the page's heading names. */
export const ZSectionQuestions = z.object({
  IdFestival: ZId,
  IdCampagne: ZId,
  IdCampagneSection: ZId,
  AnneeEdition: z.number().int(),
  StatutCampagne: ZCampaignStatus,
  /** The section's name in the reader's language. */
  section: z.string(),
  /** The languages the site routes: the form's tabs (English first). */
  languages: z.array(ZLanguage),
  items: z.array(ZManagedQuestion),
});
export type SectionQuestions = z.infer<typeof ZSectionQuestions>;
