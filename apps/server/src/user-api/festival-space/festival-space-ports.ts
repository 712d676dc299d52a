import type { Db } from '@shortlist/db/client';
import type { Language } from '@shortlist/domain/languages';
import type { CreateInvitationCommand } from '@shortlist/domain/submissions/invitation-contracts';
import type { SubmissionActor } from '@shortlist/domain/submissions/submission-state';

/**
 * What the festival-space area needs of other areas, given by the composition root
 * (`user-api/routes.ts`), so this area never imports another's files and writes only its own
 * tables (`membre_festival`, `visionnage`). Each port is the other area's own function, typed
 * here by what this area calls it with.
 */
export type FestivalSpacePorts = {
  /** The submissions area's one writer of a submission's status (`submission-transition.ts`). */
  transitionSubmission: (
    tx: Db,
    options: {
      entryId: number;
      to: number;
      actor: SubmissionActor;
      memberAccountId?: number | undefined;
      reason?: string | undefined;
      expected?: number | undefined;
      language?: Language;
      now: Date;
    },
  ) => Promise<{ from: number; to: number }>;
  /** The submissions area's writer of the note and reasons sent with a decision (`set-decision-note.ts`). */
  setDecisionNote: (
    db: Db,
    options: { entryId: number; note: string | null; reasons: readonly string[] },
  ) => Promise<void>;
  /** The submissions area's publication of a section's decisions (`publish-decisions.ts`). */
  publishDecisions: (
    db: Db,
    options: { festivalId: number; sectionId: number; memberAccountId: number; publicUrl: string; now: Date },
  ) => Promise<{ published: number }>;
} & MemberPorts &
  FilmInvitationPorts;

/**
 * The auth area's account for an invited member (`auth/account-for-invitee.ts`), in the caller's
 * transaction: the address's active account, or one created for someone else, with the token of
 * its first-connection link when it cannot sign in by itself yet.
 */
export type MemberPorts = {
  accountForInvitee: (
    tx: Db,
    options: { login: string; language: Language; now: Date },
  ) => Promise<{
    IdCompte: number;
    Login: string;
    IdLangue: number;
    created: boolean;
    firstConnectionToken: string | null;
  }>;
};

/**
 * The invitations area's creation of an invitation (`invitations/create-invitation.ts`, also the
 * operator's `create-invitation`): the row, and the invitation email in the invitee's language.
 */
export type FilmInvitationPorts = {
  createInvitation: (
    db: Db,
    options: { input: CreateInvitationCommand; now: Date; publicUrl: string },
  ) => Promise<{
    IdInvitation: number;
    IdCompte: number | null;
    IdCampagneSection: number;
    DateValiditee: string;
  }>;
};
