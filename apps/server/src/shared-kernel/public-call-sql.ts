import { PUBLIC_CALL_STATUSES } from '@shortlist/domain/festivals/campaign-rules';
import { type SQL, sql } from 'drizzle-orm';

/**
 * `StatutCampagne` of the campaign aliased `alias` is one the public sees (`isPublicCall` of the
 * domain: verified by the operator; docs/decisions.md "A call is public once verified"). Built
 * from the domain's list so every public query (directory, festival page, eligibility, favourites'
 * deadlines) and the code agree.
 */
export function publicCall(alias: string): SQL {
  return sql.raw(`"${alias}"."StatutCampagne" in (${PUBLIC_CALL_STATUSES.map((s) => `'${s}'`).join(', ')})`);
}
