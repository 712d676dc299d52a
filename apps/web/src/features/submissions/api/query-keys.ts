import { festivalInvitationsKey } from '../../../shared/invitations/query-keys.ts';

/** Query keys of the submission screens (panel, basket badge, submissions page). */
export const submissionKeys = {
  all: ['submissions'] as const,
  compare: (scope: { IdFestival?: number; IdFilm?: number }) =>
    ['submissions', 'compare', scope.IdFestival ?? 0, scope.IdFilm ?? 0] as const,
  filmPanel: (IdFilm: number, view: { tab: string; search: string; sort: string }) =>
    ['submissions', 'film-panel', IdFilm, view.tab, view.search, view.sort] as const,
  films: ['submissions', 'films'] as const,
  list: ['submissions', 'list'] as const,
  invitations: festivalInvitationsKey,
  invitationFilms: (IdFestival: number) => ['submissions', 'invitation-films', IdFestival] as const,
  basketCount: (accountId: number | undefined) => ['submissions', 'basket-count', accountId ?? 0] as const,
};
