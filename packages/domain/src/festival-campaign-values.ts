/**
 * Campaign (call for entries) status, spec §4. `open` is "in progress": the only status in
 * which a festival takes submissions.
 */
export const CAMPAIGN_STATUS = [
  'closed',
  'preparation',
  'verification-requested',
  'verification-handled',
  'open',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUS)[number];

/** Calendar event types of a campaign section (spec §3 enumerations). */
export const EVENT_TYPE = ['opening', 'closing', 'result', 'extension'] as const;
export type EventType = (typeof EVENT_TYPE)[number];

/** Section criteria categories (spec §3 "festival criteria categories"). */
export const CRITERE_TYPE = [
  'film',
  'duration',
  'country',
  'categories',
  'genres',
  'themes',
  'subtitle',
  'first-film',
  'school-film',
] as const;
export type CritereType = (typeof CRITERE_TYPE)[number];

/** Additional question types (spec §3). `info` asks nothing; `blocking` stops submission when answered no. */
export const QUESTION_TYPE = ['yes-no', 'short-text', 'long-text', 'choice', 'info', 'blocking'] as const;
export type QuestionType = (typeof QUESTION_TYPE)[number];

/** Kinds of label a festival shows (accreditation, award-qualifying, network membership). */
export const FESTIVAL_LABEL_TYPE = ['accreditation', 'qualifying', 'network'] as const;
export type FestivalLabelType = (typeof FESTIVAL_LABEL_TYPE)[number];

/** Currencies entry fees are kept in (ISO 4217). */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
