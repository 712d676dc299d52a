import { ZRanking, ZRankingRequest } from '@shortlist/domain/list-views/list-view-contracts';
import { savedViewRoutes } from './saved-view-routes.ts';

/** `booback-classements` (spec §7): saved rankings, a list's sort column and direction. */
export const rankingRoutes = savedViewRoutes({
  path: 'booback-classements',
  kind: 'classement',
  noun: 'ranking',
  body: ZRankingRequest,
  answer: ZRanking,
  content: (body) => ({ kind: 'classement', Tri: body.Tri }),
});
