import { z } from 'zod';
import { ZLogin } from '../accounts/login-rules.ts';
import { ZId } from '../fields/ids.ts';
import { ALL_LANGUAGES } from '../languages.ts';
import { FESTIVAL_ROLES } from './member-roles.ts';

/*
 * The festival workspace's member calls (issue 31), under `/api/festival-space/`: the member's
 * festivals, and a manager's list of members, invitations and removals.
 */

const ZDateTime = z.iso.datetime({ offset: true });
export const ZFestivalRole = z.enum(FESTIVAL_ROLES);

/**
 * A festival the signed-in account is a member of, as the session answer carries it
 * (`ZAccountSession.festivals`): sign-in lands a member in the workspace.
 */
export const ZAccountFestival = z.object({ IdFestival: ZId, role: ZFestivalRole });
export type AccountFestival = z.infer<typeof ZAccountFestival>;

/** `GET festivals`: one festival the signed-in account is a member of, with its role there. */
export const ZMemberFestival = z.object({
  IdFestival: ZId,
  Nom: z.string(),
  ShortName: z.string(),
  role: ZFestivalRole,
  /** The festival's logo (public image path), if it has one. */
  logoUrl: z.string().nullable(),
});
export type MemberFestival = z.infer<typeof ZMemberFestival>;
export const ZMemberFestivalsResponse = z.object({ items: z.array(ZMemberFestival) });
export type MemberFestivalsResponse = z.infer<typeof ZMemberFestivalsResponse>;

/** `GET festivals/{IdFestival}/members` (managers): who may act for the festival. */
export const ZFestivalMember = z.object({
  IdMembre: ZId,
  IdCompte: ZId,
  Login: z.string(),
  /** The person's name when the account has one, else null (the login is shown). */
  name: z.string().nullable(),
  role: ZFestivalRole,
  DateCreation: ZDateTime,
  /** The account has not signed in yet (its first-connection link waits). */
  pending: z.boolean(),
  /** The signed-in account itself (a manager cannot remove themselves). */
  isMe: z.boolean(),
});
export type FestivalMember = z.infer<typeof ZFestivalMember>;
export const ZFestivalMembersResponse = z.object({ items: z.array(ZFestivalMember) });
export type FestivalMembersResponse = z.infer<typeof ZFestivalMembersResponse>;

/**
 * `POST festivals/{IdFestival}/members` (managers): invite someone by email with a role. An
 * existing account becomes a member and is told by email; an unknown address gets an account
 * created for it and a first-connection link (docs/decisions.md "First connection").
 */
export const ZFestivalMemberInviteRequest = z.strictObject({ Login: ZLogin, role: ZFestivalRole });
export type FestivalMemberInviteRequest = z.infer<typeof ZFestivalMemberInviteRequest>;

/** `PUT festivals/{IdFestival}/members/{IdMembre}` (managers): change a member's role. */
export const ZFestivalMemberRoleRequest = z.strictObject({ role: ZFestivalRole });

/**
 * The operator command `add-festival-member --festival <Id> --email <address> --role
 * <manager|programmer> [--language <xx>]` (docs/operations.md): a festival's first manager. An
 * address without an account gets one created for it, in `language` (English by default).
 */
export const ZAddFestivalMemberCommand = z.strictObject({
  festival: ZId,
  email: ZLogin,
  role: ZFestivalRole,
  language: z.enum(ALL_LANGUAGES as [string, ...string[]]).optional(),
});
export type AddFestivalMemberCommand = z.infer<typeof ZAddFestivalMemberCommand>;
