import { ZDone } from '@shortlist/domain/accounts/api-contracts';
import {
  ZFestivalMember,
  ZFestivalMemberInviteRequest,
  ZFestivalMemberRoleRequest,
  ZFestivalMembersResponse,
} from '@shortlist/domain/festival-space/member-contracts';
import { canManageMembers } from '@shortlist/domain/festival-space/member-roles';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { changeMemberRole } from './change-member-role.ts';
import { findFestivalMember, listFestivalMembers } from './festival-members.ts';
import { requireMembership } from './festival-membership.ts';
import type { MemberPorts } from './festival-space-ports.ts';
import { inviteFestivalMember } from './invite-festival-member.ts';
import { removeFestivalMember } from './remove-festival-member.ts';

const tags = ['festival-space'];
const festivalParams = z.object({ IdFestival: ZIdParam });
const memberParams = z.object({ IdFestival: ZIdParam, IdMembre: ZIdParam });

/**
 * A festival's members (managers only, `canManageMembers`): list, invite by email, change a
 * role, remove. A non-member gets 404, a programmer 403 FESTIVAL_ROLE_REQUIRED.
 */
export const memberRoutes: FastifyPluginAsyncZod<{ ports: MemberPorts }> = async (app, options) => {
  const { database, now, config } = app.ctx;
  const db = database.db;
  const manager = (accountId: number, festivalId: number) =>
    requireMembership(db, { accountId, festivalId, allowed: canManageMembers });

  app.get(
    '/festivals/:IdFestival/members',
    {
      schema: {
        tags,
        summary: "The festival's members and their roles (managers)",
        params: festivalParams,
        response: { 200: ZFestivalMembersResponse },
      },
    },
    async (request) => {
      const accountId = currentAccount(request).Id;
      const festivalId = request.params.IdFestival;
      await manager(accountId, festivalId);
      return { items: await listFestivalMembers(db, { festivalId, accountId }) };
    },
  );

  app.post(
    '/festivals/:IdFestival/members',
    {
      schema: {
        tags,
        summary: 'Invite someone by email with a role (managers)',
        description:
          'An existing account becomes a member and is emailed; an unknown address gets an account created for it and a first-connection link by email. 409 FESTIVAL_MEMBER_EXISTS when already a member.',
        params: festivalParams,
        body: ZFestivalMemberInviteRequest,
        response: { 201: ZFestivalMember },
      },
    },
    async (request, reply) => {
      const accountId = currentAccount(request).Id;
      const festivalId = request.params.IdFestival;
      await manager(accountId, festivalId);
      const invited = await inviteFestivalMember(db, {
        festivalId,
        login: request.body.Login,
        role: request.body.role,
        invitedBy: accountId,
        language: request.language,
        now: now(),
        publicUrl: config.publicUrl,
        ports: options.ports,
      });
      return reply
        .status(201)
        .send(await findFestivalMember(db, { festivalId, accountId, memberId: invited.IdMembre }));
    },
  );

  app.put(
    '/festivals/:IdFestival/members/:IdMembre',
    {
      schema: {
        tags,
        summary: "Change a member's role (managers); the festival keeps at least one manager",
        params: memberParams,
        body: ZFestivalMemberRoleRequest,
        response: { 200: ZFestivalMember },
      },
    },
    async (request) => {
      const accountId = currentAccount(request).Id;
      const { IdFestival: festivalId, IdMembre: memberId } = request.params;
      await manager(accountId, festivalId);
      await changeMemberRole(db, {
        festivalId,
        memberId,
        role: request.body.role,
        actorAccountId: accountId,
      });
      return findFestivalMember(db, { festivalId, accountId, memberId });
    },
  );

  app.delete(
    '/festivals/:IdFestival/members/:IdMembre',
    {
      schema: {
        tags,
        summary: 'Remove a member (managers): their access ends at once; the festival keeps a manager',
        params: memberParams,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      const accountId = currentAccount(request).Id;
      const { IdFestival: festivalId, IdMembre: memberId } = request.params;
      await manager(accountId, festivalId);
      await removeFestivalMember(db, { festivalId, memberId, actorAccountId: accountId });
      return { ok: true as const };
    },
  );
};
