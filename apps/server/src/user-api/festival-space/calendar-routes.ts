import { ZCallCalendar, ZCallCalendarRequest } from '@shortlist/domain/festival-space/calendar-contracts';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import type { CalendarPorts } from './calendar-ports.ts';
import { requireMembership } from './festival-membership.ts';

const tags = ['festival-space'];
const callParams = z.object({ IdFestival: ZIdParam, IdCampagne: ZIdParam });

/**
 * A call's calendar (issue 33), for the festival's managers (`canManageCalls`): read it and
 * replace the named sections' calendars in one transaction. A non-member gets 404 (so does a
 * call of another festival), a programmer 403 FESTIVAL_ROLE_REQUIRED. The festivals area owns
 * the calendars and writes them (`CalendarPorts`); the public page, directory and eligibility
 * follow at once on every instance (the festival-version triggers, migration 0035).
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ ports: CalendarPorts }> = async (app, options) => {
  const db = app.ctx.database.db;
  const routedLanguages = app.ctx.config.routedLanguages;
  const { readCallCalendar, writeCallCalendar } = options.ports;
  const manager = (accountId: number, festivalId: number) =>
    requireMembership(db, { accountId, festivalId, allowed: canManageCalls });
  const path = '/festivals/:IdFestival/calls/:IdCampagne/calendar';

  app.get(
    path,
    {
      schema: {
        tags,
        summary: "A call's calendar per section, dates on the festival's clock (managers)",
        params: callParams,
        response: { 200: ZCallCalendar },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, IdCampagne: callId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      return readCallCalendar(db, { festivalId, callId, language: request.language });
    },
  );

  app.put(
    path,
    {
      schema: {
        tags,
        summary: "Replace the named sections' calendars of a call (managers)",
        description:
          "Dates as local date-times (`2027-03-31T23:59`) on the festival's clock, fees in euro cents. 400 VALIDATION_FAILED with a field per broken rule (opening < deadlines < extension < results, no deadline after the results, one opening, at least one deadline, no fee on a free section). 409 CALENDAR_FEE_LOWERED with the count of paid entries the new fees would have charged less, unless `confirmLowerFees`; paid entries never change. 409 CALENDAR_LOCKED while the call waits for its verification or once it is closed. Each event may carry the festival's own name for it (`Libelle`, per language, up to 255 characters; English required with another language; a language the site does not route is 400 LANGUAGE_NOT_ROUTED); left out, the n-th event of a type keeps the n-th one's name.",
        params: callParams,
        body: ZCallCalendarRequest,
        response: { 200: ZCallCalendar },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, IdCampagne: callId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      await writeCallCalendar(db, { festivalId, callId, values: request.body, routedLanguages });
      return readCallCalendar(db, { festivalId, callId, language: request.language });
    },
  );
};
