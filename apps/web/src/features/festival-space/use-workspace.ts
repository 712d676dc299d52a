import type { MemberFestival } from '@shortlist/domain/festival-space/member-contracts';
import { useCurrentRoute } from '../../shared/i18n/current-route.ts';
import { useMemberFestivals } from './api/list-member-festivals.ts';

/**
 * The festival a workspace page is about (the route's `id`) among the member's festivals, with
 * the member's role there. The pages read the role only to show what it allows (the
 * `member-roles.ts` predicates); the server checks it again on every call.
 */
export function useWorkspace() {
  const { params } = useCurrentRoute();
  const IdFestival = Number(params.id ?? 0);
  const festivals = useMemberFestivals();
  const festival: MemberFestival | null =
    festivals.data?.find((candidate) => candidate.IdFestival === IdFestival) ?? null;
  return { IdFestival, festivals, festival, role: festival?.role ?? null };
}
