import type { SectionAnswers } from '@shortlist/domain/submissions/api-contracts';
import {
  type AnswerInvitationResponse,
  ZAnswerInvitationResponse,
} from '@shortlist/domain/submissions/invitation-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { submissionKeys } from './query-keys.ts';

export type AnswerInvitationBody = {
  IdInvitation: number;
  IdFilm: number;
  IdCampagneSection: number;
  /** The answers to the section's additional questions, when it asks any. */
  answers?: SectionAnswers;
};

/**
 * `POST invitations/{idInvitation}/inscrire/{idFilm}/{idCampagneSection}`: the entry goes to the
 * basket, with the answers in the body (our addition to spec §7) when the section asks questions.
 */
export async function answerInvitation(body: AnswerInvitationBody): Promise<AnswerInvitationResponse> {
  const answer = await apiRequest<unknown>(
    `/api/invitations/${body.IdInvitation}/inscrire/${body.IdFilm}/${body.IdCampagneSection}`,
    body.answers ? { method: 'POST', body: { answers: body.answers } } : { method: 'POST' },
  );
  return ZAnswerInvitationResponse.parse(answer);
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    // The badge, the panel and the invitations (now used) all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}
