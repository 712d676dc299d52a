import type { CallPreview } from '@shortlist/domain/festival-space/call-contracts';
import type { Language } from '@shortlist/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { festivalKeys } from './query-keys.ts';

/**
 * `GET festival-space/festivals/{IdFestival}/calls/{IdCampagne}/preview` (managers): the festival
 * page's answer with this call, as filmmakers will see it once verified, and the call's status.
 */
export async function getCallPreview(
  IdFestival: number,
  IdCampagne: number,
  language: Language,
): Promise<CallPreview> {
  const [answer, { ZCallPreview }] = await Promise.all([
    apiRequest<unknown>(`/api/festival-space/festivals/${IdFestival}/calls/${IdCampagne}/preview`, {
      language,
    }),
    import('@shortlist/domain/festival-space/call-contracts'),
  ]);
  return ZCallPreview.parse(answer);
}

export function useCallPreview(IdFestival: number, IdCampagne: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: festivalKeys.callPreview(language, IdFestival, IdCampagne),
    queryFn: () => getCallPreview(IdFestival, IdCampagne, language),
    // The manager's last save, every time: another tab or the editor may have changed it.
    staleTime: 0,
    retry: false,
  });
}
