import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/session.ts';
import { assignmentRoutes } from './assignment-routes.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { callEditorRoutes } from './call-editor-routes.ts';
import { callRoutes } from './call-routes.ts';
import { codeRoutes } from './code-routes.ts';
import { conflictRoutes } from './conflict-routes.ts';
import { decisionNoteRoutes } from './decision-note-routes.ts';
import { decisionPublicationRoutes } from './decision-publication-routes.ts';
import { entryRoutes } from './entry-routes.ts';
import { entryStatusRoutes } from './entry-status-routes.ts';
import { exportRoutes } from './export-routes.ts';
import type { FestivalSpacePorts } from './festival-space-ports.ts';
import { imageRoutes } from './image-routes.ts';
import { inboxFilterRoutes } from './inbox-filter-routes.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { juryFiguresRoutes } from './jury-figures-routes.ts';
import { jurySettingsRoutes } from './jury-settings-routes.ts';
import { memberFestivalRoutes } from './member-festival-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { payoutRoutes } from './payout-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { questionRoutes } from './question-routes.ts';
import { queueRoutes } from './queue-routes.ts';
import { reviewRoutes } from './review-routes.ts';
import { sectionEditorRoutes } from './section-editor-routes.ts';
import { viewingRoutes } from './viewing-routes.ts';

/**
 * The festival workspace's API (`/api/festival-space/`, issue 31): every call is signed in and
 * checks the account's membership of the festival it names (`festival-membership.ts`). One
 * resource per file, registered here.
 */
export const festivalSpaceRoutes: FastifyPluginAsyncZod<{ ports: FestivalSpacePorts }> = async (
  app,
  options,
) => {
  app.addHook('preValidation', requireAccount);
  await app.register(entryStatusRoutes, { ports: options.ports });
  await app.register(decisionNoteRoutes, { ports: options.ports });
  await app.register(decisionPublicationRoutes, { ports: options.ports });
  await app.register(memberFestivalRoutes);
  await app.register(memberRoutes, { ports: options.ports });
  await app.register(invitationRoutes, { ports: options.ports });
  await app.register(inboxRoutes);
  await app.register(inboxFilterRoutes);
  await app.register(entryRoutes, { ports: options.ports });
  await app.register(exportRoutes);
  await app.register(viewingRoutes);
  await app.register(payoutRoutes, { payouts: options.ports.payouts });
  await app.register(profileRoutes, { ports: options.ports });
  await app.register(imageRoutes, { ports: options.ports });
  await app.register(callRoutes, { ports: options.ports });
  await app.register(callEditorRoutes, { ports: options.ports });
  await app.register(sectionEditorRoutes, { ports: options.ports });
  await app.register(questionRoutes, { ports: options.ports });
  await app.register(calendarRoutes, { ports: options.ports });
  await app.register(codeRoutes, { codes: options.ports.codes });
  await app.register(conflictRoutes);
  await app.register(assignmentRoutes);
  await app.register(queueRoutes);
  await app.register(reviewRoutes);
  await app.register(jurySettingsRoutes);
  await app.register(juryFiguresRoutes);
};
