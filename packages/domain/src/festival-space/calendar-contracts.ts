import { z } from 'zod';
import { CAMPAIGN_STATUS, EVENT_TYPE } from '../festival-campaign-values.ts';
import {
  CALENDAR_EVENTS_MAX,
  CALENDAR_RULE,
  FEE_MAX_CENTS,
  LOCAL_DATE_TIME,
} from '../festivals/calendar-edit.ts';
import { ZId } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { ZLanguage } from '../languages.ts';

/*
 * A call's calendar in the workspace (issue 33), under `/api/festival-space/`:
 * `festivals/{IdFestival}/calls/{IdCampagne}/calendar`, read and replaced by the festival's
 * managers. Dates are local date-times on the festival's clock (`timeZone`); fees are euro cents.
 */

/** The most sections one save may name (a call has a handful). */
export const CALENDAR_SECTIONS_MAX = 50;

const ZLocalDateTime = z
  .string({ error: CALENDAR_RULE.dateInvalid })
  .regex(LOCAL_DATE_TIME, CALENDAR_RULE.dateInvalid);

/** The longest name of a calendar step in one language (spec §5: translated labels up to 255). */
export const EVENT_LABEL_MAX = 255;

const eventLabel = zPlainText({ error: CALENDAR_RULE.invalid })
  .trim()
  .max(EVENT_LABEL_MAX, 'TOO_LONG')
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The festival's own name for a calendar step ("Early bird", "Late entries") in each language,
 * each optional; English is required once another language is given (the fallback every reader
 * gets). All empty: the step has no name of its own and the fee table says its type.
 */
export const ZEventLabels = z
  .strictObject(
    { en: eventLabel, fr: eventLabel, es: eventLabel, it: eventLabel, pt: eventLabel },
    { error: CALENDAR_RULE.invalid },
  )
  .superRefine((labels, context) => {
    const others = [labels.fr, labels.es, labels.it, labels.pt].some((v) => v);
    if (others && !labels.en) context.addIssue({ code: 'custom', path: ['en'], message: 'REQUIRED' });
  });
export type EventLabels = z.infer<typeof ZEventLabels>;

/**
 * One event as entered: type, local date-time, fee in cents (kept for deadlines only), and the
 * festival's own name for it (`Libelle`; left out, the n-th event of its type keeps the name the
 * n-th one had, so a client that does not edit names keeps them).
 */
export const ZCalendarEventInput = z.strictObject({
  Type: z.enum(EVENT_TYPE, { error: CALENDAR_RULE.invalid }),
  DateEvent: ZLocalDateTime,
  Prix: z
    .number({ error: CALENDAR_RULE.feeInvalid })
    .int(CALENDAR_RULE.feeInvalid)
    .min(0, CALENDAR_RULE.feeInvalid)
    .max(FEE_MAX_CENTS, CALENDAR_RULE.feeInvalid),
  Libelle: ZEventLabels.optional(),
});

/** `PUT .../calendar`: the named sections' calendars, each replaced whole. */
export const ZCallCalendarRequest = z.strictObject({
  sections: z
    .array(
      z.strictObject({
        IdCampagneSection: ZId,
        events: z.array(ZCalendarEventInput).max(CALENDAR_EVENTS_MAX, 'TOO_LONG'),
      }),
    )
    .max(CALENDAR_SECTIONS_MAX, 'TOO_LONG'),
  /**
   * The manager confirmed lowering fees below what paid entries paid (asked after a 409
   * CALENDAR_FEE_LOWERED). Paid entries keep what they paid either way.
   */
  confirmLowerFees: z.boolean().optional(),
});
export type CallCalendarRequest = z.infer<typeof ZCallCalendarRequest>;

/** One saved event, its date on the festival's clock. */
export const ZCalendarEvent = z.object({
  Type: z.enum(EVENT_TYPE),
  DateEvent: z.string(),
  Prix: z.number().int(),
  /** The festival's own name for the step in the reader's language, if it has one. */
  LibelleEvent: z.string().nullable(),
  /** The same name in every language, as the calendar editor edits it (null where none). */
  Libelle: z.record(ZLanguage, z.string().nullable()),
});

/** `GET .../calendar`: the call, the festival's zone, and each section's calendar. */
export const ZCallCalendar = z.object({
  IdCampagne: ZId,
  AnneeEdition: z.number().int(),
  StatutCampagne: z.enum(CAMPAIGN_STATUS),
  /** The festival's IANA zone: every date here is a wall time on its clock. */
  timeZone: z.string(),
  sections: z.array(
    z.object({
      IdCampagneSection: ZId,
      Libelle: z.string(),
      IsPayant: z.boolean(),
      IsPublic: z.boolean(),
      IsInscription: z.boolean(),
      Devise: z.string(),
      /** Entries already paid in the section (their fees never change). */
      paidEntries: z.number().int(),
      events: z.array(ZCalendarEvent),
    }),
  ),
});
export type CallCalendar = z.infer<typeof ZCallCalendar>;
