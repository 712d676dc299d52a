import { z } from 'zod';
import { ZLogin } from '../accounts/login-rules.ts';
import { CURRENCIES } from '../festival-campaign.ts';
import { ZIsoDay } from '../fields/days.ts';
import { ZId } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { ALL_LANGUAGES } from '../languages.ts';
import { ZEligibilityReason, ZSectionAnswers } from './api-contracts.ts';
import { ELIGIBILITY_STATUSES } from './eligibility-codes.ts';
import { INVITATION_STATUSES } from './invitation-status.ts';

/*
 * The invitation calls of spec §7 (`invitations/festival/{id}`,
 * `invitations/films-inscriptible/{idFestival}/fest`,
 * `invitations/{idInvitation}/inscrire/{idFilm}/{idCampagneSection}`) and the operator command
 * that creates an invitation, one schema each.
 */

/** Highest invited price in cents (100,000.00): far above any entry fee, far below integer limits. */
export const MAX_INVITATION_PRICE_CENTS = 10_000_000;
/** Longest message a festival sends with its invitation. */
export const MAX_INVITATION_MESSAGE = 2000;

/** Spec §3 Invitation as the invited filmmaker reads it, with the section's translated name. */
export const ZInvitation = z.object({
  Id: ZId,
  DateCreation: z.iso.datetime({ offset: true }),
  /** The last day the invitation may be answered, `YYYY-MM-DD` (UTC). */
  DateValiditee: z.string(),
  IdFestival: ZId,
  IdCampagneSection: ZId,
  sectionName: z.string(),
  /** The invited price in cents; 0 for a free entry. */
  Prix: z.number().int().nonnegative(),
  Devise: z.enum(CURRENCIES),
  Message: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  /** The entry that answered it, when used. */
  IdInscription: ZId.nullable(),
});
export type Invitation = z.infer<typeof ZInvitation>;

/** `GET invitations/festival/{id}`: the account's invitations to the festival, latest validity first. */
export const ZInvitationList = z.object({ items: z.array(ZInvitation) });
export type InvitationList = z.infer<typeof ZInvitationList>;

/** One of the account's films judged against an invited section (the engine with the invitation). */
export const ZInvitationFilm = z.object({
  IdFilm: ZId,
  TitreOriginal: z.string(),
  status: z.enum(ELIGIBILITY_STATUSES),
  OuvreTesYeux: z.array(ZEligibilityReason),
  RequiredIdsLangue: z.array(z.number().int()),
});
export type InvitationFilm = z.infer<typeof ZInvitationFilm>;

/**
 * `GET invitations/films-inscriptible/{idFestival}/fest`: for each pending invitation of the
 * festival, every film of the account with its eligibility through that invitation.
 */
export const ZInvitationFilms = z.object({
  items: z.array(z.object({ IdInvitation: ZId, IdCampagneSection: ZId, films: z.array(ZInvitationFilm) })),
});
export type InvitationFilms = z.infer<typeof ZInvitationFilms>;

/**
 * `POST invitations/{idInvitation}/inscrire/{idFilm}/{idCampagneSection}`: spec §7 has no body;
 * ours may carry the answers to the section's additional questions (spec §5), by question id, as
 * one section's `answers` of `inscriptions/by-film` (docs/decisions.md). A section with questions
 * needs them: without a body its mandatory questions are unanswered.
 */
export const ZAnswerInvitationRequest = z.strictObject({ answers: ZSectionAnswers.optional() });
export type AnswerInvitationRequest = z.infer<typeof ZAnswerInvitationRequest>;

/** `POST invitations/{idInvitation}/inscrire/{idFilm}/{idCampagneSection}`: the entry in the basket. */
export const ZAnswerInvitationResponse = z.object({
  IdInscription: ZId,
  /** Entries now waiting in the basket (the header badge). */
  count: z.number().int().nonnegative(),
});
export type AnswerInvitationResponse = z.infer<typeof ZAnswerInvitationResponse>;

/**
 * The operator command `create-invitation (--film <id> | --email <address>) --section
 * <campaignSectionId> --price <cents> --until <YYYY-MM-DD> [--message <text>]`
 * (docs/operations.md): the invitation goes to the film's owner, or to an address; an address
 * without an account yet is invited to create one, and the account activated with it takes the
 * invitation. The command line sends whole numbers as numbers (operator/command-line.ts).
 */
export const ZCreateInvitationCommand = z
  .strictObject({
    film: ZId.optional(),
    email: ZLogin.optional(),
    section: ZId,
    price: z.number().int().min(0).max(MAX_INVITATION_PRICE_CENTS),
    until: ZIsoDay,
    message: zPlainText({ multiline: true }).max(MAX_INVITATION_MESSAGE).optional(),
    /** The email's language for an address without an account (an account's own otherwise); English by default. */
    language: z.enum(ALL_LANGUAGES as [string, ...string[]]).optional(),
  })
  .refine((input) => (input.film === undefined) !== (input.email === undefined), {
    message: 'film or email, one of them',
    path: ['email'],
  });
export type CreateInvitationCommand = z.infer<typeof ZCreateInvitationCommand>;
