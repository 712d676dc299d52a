import { ZFilter, ZFilterRequest } from '@shortlist/domain/list-views/list-view-contracts';
import { savedViewRoutes } from './saved-view-routes.ts';

/** `booback-filtres` (spec §7): saved filters, `Data` checked against the list's own filter. */
export const filterRoutes = savedViewRoutes({
  path: 'booback-filtres',
  kind: 'filtre',
  noun: 'filter',
  body: ZFilterRequest,
  answer: ZFilter,
  content: (body) => ({ kind: 'filtre', Data: body.Data }),
});
