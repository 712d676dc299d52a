import type { Db } from '@shortlist/db/client';
import type { EligibilityResult } from '@shortlist/domain/submissions/eligibility';
import type { QuestionAnswer } from '@shortlist/domain/submissions/eligibility-input';
import type { QuestionAnswers } from '@shortlist/domain/submissions/question-checks';

/**
 * What the invitations area needs of the submissions area, given by the composition root
 * (`user-api/routes.ts`), so this area never imports another's files: the engine's judgement
 * through an invitation, the basket's count for the header badge, and the writer of basket entries.
 */
export type InvitationPorts = {
  judgeInvitation: (
    db: Db,
    options: {
      accountId: number;
      filmIds?: readonly number[];
      IdCampagneSection: number;
      DateValiditee: Date;
      now: Date;
      /** The answers to the section's questions, judged when given. */
      answers?: QuestionAnswers;
    },
  ) => Promise<{ IdFilm: number; result: EligibilityResult }[]>;
  basketCount: (db: Db, options: { accountId: number }) => Promise<number>;
  /** The submissions area's one writer of basket entries (`submissions/basket-entry.ts`). */
  writeBasketEntry: (
    tx: Db,
    options: {
      accountId: number;
      IdFilm: number;
      IdCampagneSection: number;
      answers: Readonly<Record<string, QuestionAnswer | null | undefined>>;
      PrixInvitation?: number;
    },
  ) => Promise<number>;
};
