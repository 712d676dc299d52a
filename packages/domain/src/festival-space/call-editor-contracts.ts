import { z } from 'zod';
import { ACCOUNT_RULE } from '../accounts/rule-codes.ts';
import {
  CRITERIA_LIMITS,
  type CriteriaValues,
  criteriaContradictions,
} from '../festivals/criteria-editing.ts';
import { ZId, zIdOf } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { ZLanguage } from '../languages.ts';
import { RE_ENTRY_RULES } from '../submissions/submission-status.ts';
import { ZFestivalCall } from './call-contracts.ts';
import { ZWatchGuaranteeSetting } from './watch-guarantee-contracts.ts';

/*
 * The call editor of the festival workspace (issue 33), under `/api/festival-space/festivals/
 * {IdFestival}/calls`: a call's own fields, its sections (label and texts per language, paid or
 * free, public or protected by a password, open to entries or closed, their order) and each
 * section's criteria, with the count of the platform's films they let in.
 */

export const CALL_EDITOR_LIMITS = {
  editionMin: 1900,
  editionMax: 2100,
  label: 255,
  text: 5_000,
  passwordMin: 4,
  passwordMax: 100,
  sections: 50,
} as const;

const RULE = ACCOUNT_RULE;

const edition = z
  .number({ error: RULE.invalid })
  .int(RULE.invalid)
  .min(CALL_EDITOR_LIMITS.editionMin, RULE.invalid)
  .max(CALL_EDITOR_LIMITS.editionMax, RULE.invalid);

/** `POST calls` and `PUT calls/{IdCampagne}`: the call's own fields. */
export const ZCallRequest = z.strictObject(
  {
    AnneeEdition: edition,
    IsInvitationSeule: z.boolean({ error: RULE.invalid }),
    /** Re-entry (spec §4): a film entered in an earlier edition cannot, can, or only in another section. */
    RegleReinscription: z.enum(RE_ENTRY_RULES, { error: RULE.invalid }),
    /** The guaranteed watch (issue 34): members who must watch every entry to the end; null: none. */
    VisionnageGaranti: ZWatchGuaranteeSetting,
  },
  { error: RULE.invalid },
);
export type CallRequest = z.infer<typeof ZCallRequest>;

/** A section as the call page lists it. */
export const ZCallSectionItem = z.object({
  IdCampagneSection: ZId,
  /** The label in the request's language (English when it has none). */
  Libelle: z.string(),
  Ordre: z.number().int(),
  IsInscription: z.boolean(),
  IsPayant: z.boolean(),
  IsPublic: z.boolean(),
  /** Entries of any status: a section with some cannot be deleted, only closed. */
  entries: z.number().int().nonnegative(),
});
export type CallSectionItem = z.infer<typeof ZCallSectionItem>;

/** `GET calls/{IdCampagne}`: the call, its re-entry rule and its sections in their order. */
export const ZCallDetail = ZFestivalCall.extend({
  RegleReinscription: z.enum(RE_ENTRY_RULES),
  VisionnageGaranti: z.number().int().positive().nullable(),
  sections: z.array(ZCallSectionItem),
});
export type CallDetail = z.infer<typeof ZCallDetail>;

const requiredLabel = zPlainText({ error: RULE.required })
  .trim()
  .min(1, RULE.required)
  .max(CALL_EDITOR_LIMITS.label, RULE.tooLong);
const optionalLabel = zPlainText({ error: RULE.invalid })
  .trim()
  .max(CALL_EDITOR_LIMITS.label, RULE.tooLong)
  .nullish()
  .transform((v) => (v ? v : null));
const optionalText = zPlainText({ multiline: true, error: RULE.invalid })
  .trim()
  .max(CALL_EDITOR_LIMITS.text, RULE.tooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** A label in each language: English required, the others optional (null when left empty). */
const ZLabels = z.strictObject(
  { en: requiredLabel, fr: optionalLabel, es: optionalLabel, it: optionalLabel, pt: optionalLabel },
  { error: RULE.invalid },
);
const ZTexts = z.strictObject(
  { en: optionalText, fr: optionalText, es: optionalText, it: optionalText, pt: optionalText },
  { error: RULE.invalid },
);
export type SectionLabels = z.infer<typeof ZLabels>;
export type SectionTexts = z.infer<typeof ZTexts>;

/**
 * `POST calls/{IdCampagne}/sections` and `PUT .../sections/{IdCampagneSection}`. A protected
 * section (`IsPublic` false) needs a password the first time; afterwards `MotDePasse` null keeps
 * the one in force. It is kept hashed only and never sent back.
 */
export const ZSectionRequest = z.strictObject(
  {
    Libelle: ZLabels,
    Texte: ZTexts,
    IsInscription: z.boolean({ error: RULE.invalid }),
    IsPayant: z.boolean({ error: RULE.invalid }),
    IsPublic: z.boolean({ error: RULE.invalid }),
    MotDePasse: zPlainText({ error: RULE.invalid })
      .min(CALL_EDITOR_LIMITS.passwordMin, RULE.tooShort)
      .max(CALL_EDITOR_LIMITS.passwordMax, RULE.tooLong)
      .nullish()
      .transform((v) => v ?? null),
  },
  { error: RULE.invalid },
);
export type SectionRequest = z.infer<typeof ZSectionRequest>;

const idList = z
  .array(zIdOf(RULE.invalid), { error: RULE.invalid })
  .max(CRITERIA_LIMITS.ids, RULE.tooLong)
  .refine((ids) => new Set(ids).size === ids.length, RULE.invalid);
const checked = z.boolean({ error: RULE.invalid });
const seconds = z
  .number({ error: RULE.invalid })
  .int(RULE.invalid)
  .min(0, RULE.invalid)
  .max(CRITERIA_LIMITS.durationMax, RULE.invalid)
  .nullable();
const yesNoEither = z.boolean({ error: RULE.invalid }).nullable();

/** The criteria of a section, one group per category (`CriteriaValues`), contradictions refused. */
export const ZSectionCriteria = z
  .strictObject(
    {
      film: z.strictObject({
        MoisProduction: z
          .number({ error: RULE.invalid })
          .int(RULE.invalid)
          .min(1, RULE.invalid)
          .max(12, RULE.invalid)
          .nullable(),
        AnneeProduction: z
          .number({ error: RULE.invalid })
          .int(RULE.invalid)
          .min(CRITERIA_LIMITS.yearMin, RULE.invalid)
          .max(CRITERIA_LIMITS.yearMax, RULE.invalid)
          .nullable(),
        IsCheckerCritere: checked,
      }),
      duration: z.strictObject({ DureeMin: seconds, DureeMax: seconds, IsCheckerCritere: checked }),
      country: z.strictObject({
        Valeurs: idList,
        IsInclusionPays: checked,
        IsPaysPrincipal: checked,
        IsCheckerCritere: checked,
      }),
      categories: z.strictObject({ Valeurs: idList, IsCheckerCritere: checked }),
      genres: z.strictObject({ Valeurs: idList, IsCheckerCritere: checked }),
      themes: z.strictObject({ Valeurs: idList, IsCheckerCritere: checked }),
      subtitle: z.strictObject({ IdsLanguesSubs: idList, IsCheckerCritere: checked }),
      firstFilm: z.strictObject({ IsPremierFilm: yesNoEither, IsCheckerCritere: checked }),
      schoolFilm: z.strictObject({ IsFilmEcole: yesNoEither, IsCheckerCritere: checked }),
    },
    { error: RULE.invalid },
  )
  .superRefine((values, context) => {
    for (const c of criteriaContradictions(values as CriteriaValues)) {
      context.addIssue({ code: 'custom', path: c.path.split('.'), message: c.code });
    }
  });

/** `PUT .../sections/{IdCampagneSection}/criteria`: `confirm` once the manager saw the entries it excludes. */
export const ZCriteriaRequest = z.strictObject(
  { criteria: ZSectionCriteria, confirm: z.boolean({ error: RULE.invalid }).optional() },
  { error: RULE.invalid },
);
export type CriteriaRequest = z.infer<typeof ZCriteriaRequest>;

/** `POST festivals/{IdFestival}/eligible-films`: the unsaved criteria to count films against. */
export const ZEligibleCountRequest = z.strictObject({ criteria: ZSectionCriteria }, { error: RULE.invalid });
/** The platform's complete films meeting the criteria, those lacking subtitles only, and all of them. */
export const ZEligibleCount = z.object({
  eligible: z.number().int().nonnegative(),
  missingSubtitles: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type EligibleCount = z.infer<typeof ZEligibleCount>;

/** `GET .../sections/{IdCampagneSection}`: the section as its form edits it. */
export const ZSectionDetail = z.object({
  IdCampagneSection: ZId,
  IdCampagne: ZId,
  AnneeEdition: z.number().int(),
  Libelle: z.record(ZLanguage, z.string().nullable()),
  Texte: z.record(ZLanguage, z.string().nullable()),
  Ordre: z.number().int(),
  IsInscription: z.boolean(),
  IsPayant: z.boolean(),
  IsPublic: z.boolean(),
  /** Whether a password protects it (the password itself never leaves the server). */
  hasPassword: z.boolean(),
  entries: z.number().int().nonnegative(),
  criteria: ZSectionCriteria,
  /** The languages the site routes: the form offers a label and a text in each. */
  languages: z.array(ZLanguage),
});
export type SectionDetail = z.infer<typeof ZSectionDetail>;

/** `PUT calls/{IdCampagne}/sections/order`: every section of the call, in its new order. */
export const ZSectionOrderRequest = z.strictObject(
  {
    order: z
      .array(ZId, { error: RULE.invalid })
      .min(1, RULE.required)
      .max(CALL_EDITOR_LIMITS.sections, RULE.tooLong)
      .refine((ids) => new Set(ids).size === ids.length, RULE.invalid),
  },
  { error: RULE.invalid },
);

/** One paid entry a change of criteria would make ineligible. */
export const ZExcludedEntry = z.object({
  IdInscription: ZId,
  Numero: z.number().int().nullable(),
  TitreOriginal: z.string(),
});
/** 409 CRITERIA_EXCLUDE_ENTRIES: nothing saved; send again with `confirm: true` to save. */
export const ZCriteriaConflict = z.object({
  code: z.literal('CRITERIA_EXCLUDE_ENTRIES'),
  message: z.string(),
  entries: z.array(ZExcludedEntry),
});
export type CriteriaConflict = z.infer<typeof ZCriteriaConflict>;
