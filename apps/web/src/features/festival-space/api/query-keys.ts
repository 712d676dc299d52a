import type { InboxFilter } from '@shortlist/domain/festival-space/entry-contracts';

/**
 * Query keys of the festival workspace. Everything sits under `['festival-space']`, so signing
 * out or switching festivals never mixes its answers with a filmmaker screen's.
 */
export const festivalSpaceKeys = {
  all: ['festival-space'] as const,
  festivals: ['festival-space', 'festivals'] as const,
  inbox: (IdFestival: number) => ['festival-space', 'inbox', IdFestival] as const,
  inboxPage: (IdFestival: number, filter: InboxFilter, skip: number, take: number) =>
    ['festival-space', 'inbox', IdFestival, filter, skip, take] as const,
  entry: (IdInscription: number) => ['festival-space', 'entry', IdInscription] as const,
  /** Under the entry's key: whatever refreshes the entry (its viewing) refreshes its reviews. */
  entryReviews: (IdInscription: number) => ['festival-space', 'entry', IdInscription, 'reviews'] as const,
  members: (IdFestival: number) => ['festival-space', 'members', IdFestival] as const,
  assignments: (IdFestival: number) => ['festival-space', 'assignments', IdFestival] as const,
  juryFigures: (IdFestival: number) => ['festival-space', 'jury-figures', IdFestival] as const,
  conflicts: (IdFestival: number) => ['festival-space', 'conflicts', IdFestival] as const,
  queue: (IdFestival: number) => ['festival-space', 'queue', IdFestival] as const,
  entryAssignees: (IdInscription: number) => ['festival-space', 'entry-assignees', IdInscription] as const,
  payouts: (IdFestival: number) => ['festival-space', 'payouts', IdFestival] as const,
  profile: (IdFestival: number) => ['festival-space', 'profile', IdFestival] as const,
  jurySettings: (IdFestival: number) => ['festival-space', 'jury-settings', IdFestival] as const,
  images: (IdFestival: number) => ['festival-space', 'images', IdFestival] as const,
  calls: (IdFestival: number) => ['festival-space', 'calls', IdFestival] as const,
  call: (IdFestival: number, IdCampagne: number) =>
    ['festival-space', 'calls', IdFestival, IdCampagne] as const,
  section: (IdFestival: number, IdCampagne: number, IdCampagneSection: number) =>
    ['festival-space', 'calls', IdFestival, IdCampagne, 'section', IdCampagneSection] as const,
  eligibleFilms: (IdFestival: number, criteria: unknown) =>
    ['festival-space', 'eligible-films', IdFestival, criteria] as const,
  calendar: (IdFestival: number, IdCampagne: number) =>
    ['festival-space', 'calendar', IdFestival, IdCampagne] as const,
  invitations: (IdFestival: number) => ['festival-space', 'invitations', IdFestival] as const,
  codes: (IdFestival: number) => ['festival-space', 'codes', IdFestival] as const,
  questions: (IdCampagneSection: number) => ['festival-space', 'questions', IdCampagneSection] as const,
  /** The managers' editor of a section's questions (every language, answer counts). */
  sectionQuestions: (IdCampagneSection: number) =>
    ['festival-space', 'section-questions', IdCampagneSection] as const,
};

/** The API's root for the workspace (`/api/festival-space/...`). */
export const FESTIVAL_SPACE_API = '/api/festival-space';
