import { ZPresentation, ZPresentationRequest } from '@shortlist/domain/list-views/list-view-contracts';
import { savedViewRoutes } from './saved-view-routes.ts';

/** `booback-presentations` (spec §7): saved presentations, the columns and the filter saved with them. */
export const presentationRoutes = savedViewRoutes({
  path: 'booback-presentations',
  kind: 'presentation',
  noun: 'presentation',
  body: ZPresentationRequest,
  answer: ZPresentation,
  content: (body) => ({ kind: 'presentation', Colonnes: body.Colonnes, Data: body.Data }),
});
