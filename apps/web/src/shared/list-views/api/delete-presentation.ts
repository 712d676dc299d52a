import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

/** `DELETE booback-presentations/{Id}`: its creator only. */
export async function deletePresentation(Id: number) {
  await apiRequest<unknown>(`/api/booback-presentations/${Id}`, { method: 'DELETE' });
}

export function useDeletePresentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePresentation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['list-views', 'presentations'] }),
  });
}
