import {
  ZAssignmentsResponse,
  ZAssignRequest,
  ZAutoAssignRequest,
  ZEntryAssigneesResponse,
  ZSectionAssignments,
} from '@shortlist/domain/festival-space/assignment-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autoAssignSection } from './auto-assign-section.ts';
import { assignEntry, listEntryAssignees, unassignEntry } from './entry-assignments.ts';
import { listAssignments } from './list-assignments.ts';
import { entryParams, festivalParams, festivalSpaceTags, routeKit } from './route-kit.ts';

const tags = festivalSpaceTags;

/**
 * Assignments (issue 34, managers only: a programmer gets 403 FESTIVAL_ROLE_REQUIRED, a
 * non-member 404): each section's shares, an automatic assignment of a section, and one entry's
 * assignees given or taken back by hand.
 */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, caller } = routeKit(app);

  app.get(
    '/festivals/:IdFestival/assignments',
    {
      schema: {
        tags,
        summary: "Each section's assignments: programmers, assigned running time, entries short of N",
        params: festivalParams,
        response: { 200: ZAssignmentsResponse },
      },
    },
    async (request) =>
      listAssignments(db, {
        accountId: caller(request),
        festivalId: request.params.IdFestival,
        language: request.language,
      }),
  );

  app.post(
    '/festivals/:IdFestival/sections/:IdCampagneSection/assignments/auto',
    {
      schema: {
        tags,
        summary: "Share a section's entries among the programmers, N each, balanced by running time",
        description:
          "Replaces the section's assignments. Nobody is given a film they declared a conflict with; an entry " +
          'with too few programmers free of conflicts is listed in `shortfall`. Runs at once apply one after the other.',
        params: festivalParams.extend({ IdCampagneSection: ZIdParam }),
        body: ZAutoAssignRequest,
        response: { 200: ZSectionAssignments },
      },
    },
    async (request) =>
      autoAssignSection(db, {
        accountId: caller(request),
        festivalId: request.params.IdFestival,
        sectionId: request.params.IdCampagneSection,
        perEntry: request.body.perEntry,
        language: request.language,
        now: now(),
      }),
  );

  app.get(
    '/entries/:IdInscription/assignments',
    {
      schema: {
        tags,
        summary: 'Who is assigned the entry',
        params: entryParams,
        response: { 200: ZEntryAssigneesResponse },
      },
    },
    async (request) =>
      listEntryAssignees(db, {
        accountId: caller(request),
        entryId: request.params.IdInscription,
      }),
  );

  app.post(
    '/entries/:IdInscription/assignments',
    {
      schema: {
        tags,
        summary: 'Assign the entry to a member by hand',
        description: '409 ASSIGNMENT_CONFLICT_OF_INTEREST when the member declared a conflict with it.',
        params: entryParams,
        body: ZAssignRequest,
        response: { 200: ZEntryAssigneesResponse },
      },
    },
    async (request) =>
      assignEntry(db, {
        accountId: caller(request),
        entryId: request.params.IdInscription,
        memberId: request.body.IdMembre,
        now: now(),
      }),
  );

  app.delete(
    '/entries/:IdInscription/assignments/:IdMembre',
    {
      schema: {
        tags,
        summary: 'Take the entry back from a member',
        params: entryParams.extend({ IdMembre: ZIdParam }),
        response: { 200: ZEntryAssigneesResponse },
      },
    },
    async (request) =>
      unassignEntry(db, {
        accountId: caller(request),
        entryId: request.params.IdInscription,
        memberId: request.params.IdMembre,
      }),
  );
};
