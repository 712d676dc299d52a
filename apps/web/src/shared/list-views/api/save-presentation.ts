import { type PresentationRequest, ZPresentation } from '@shortlist/domain/list-views/list-view-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

/** `POST booback-presentations`: saves the columns and filter shown as a named view. */
export async function savePresentation(view: PresentationRequest) {
  return ZPresentation.parse(
    await apiRequest<unknown>('/api/booback-presentations', { method: 'POST', body: view }),
  );
}

export function useSavePresentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePresentation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['list-views', 'presentations'] }),
  });
}
