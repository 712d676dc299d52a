import { type JurySettings, ZJurySettingsView } from '@shortlist/domain/festival-space/review-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `PUT festivals/{IdFestival}/jury-settings` (managers). */
export async function saveJurySettings(IdFestival: number, settings: JurySettings) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/jury-settings`, {
    method: 'PUT',
    body: settings,
  });
  return ZJurySettingsView.parse(answer);
}

export function useSaveJurySettings(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: JurySettings) => saveJurySettings(IdFestival, settings),
    onSuccess: (view) => {
      queryClient.setQueryData(festivalSpaceKeys.jurySettings(IdFestival), view);
      // Blind mode and the threshold change what entries and reviews show.
      return queryClient.invalidateQueries({ queryKey: ['festival-space', 'entry'] });
    },
  });
}
