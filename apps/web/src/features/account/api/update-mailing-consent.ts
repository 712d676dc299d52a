import type { MailingConsentRequest } from '@shortlist/domain/accounts/account-requests';
import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { MutationCallbacks } from '../../../shared/api/mutation-callbacks.ts';
import type { Session } from '../../../shared/session/api/get-session.ts';
import { sessionKeys } from '../../../shared/session/query-keys.ts';

/** `PUT /api/compte/mailing {IsAccepteMail}`: the news-email consent. */
export async function updateMailingConsent(accept: boolean): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>('/api/compte/mailing', {
      method: 'PUT',
      body: { IsAccepteMail: accept } satisfies MailingConsentRequest,
    }),
  );
}

/** Saves the consent; the cached session follows so the switch shows the saved value. */
export function useUpdateMailingConsent(callbacks: MutationCallbacks<Done, boolean> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMailingConsent,
    onSuccess: (answer, accept) => {
      queryClient.setQueryData<Session | null>(sessionKeys.current, (current) =>
        current ? { ...current, IsAccepteMail: accept } : current,
      );
      callbacks.onSuccess?.(answer, accept);
    },
    onError: callbacks.onError,
  });
}
