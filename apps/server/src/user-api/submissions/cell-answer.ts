import type { EligibilityCellAnswer } from '@shortlist/domain/submissions/api-contracts';
import type { EligibilityReason } from '@shortlist/domain/submissions/eligibility-codes';
import type { EligibilityCell } from '@shortlist/domain/submissions/eligibility-matrix';

/** The engine's read-only values, as the answer's schema types them. */
function plainValues(values: EligibilityReason['values']): Record<string, string | number | number[]> {
  const plain: Record<string, string | number | number[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) plain[name] = typeof value === 'object' ? [...value] : value;
  }
  return plain;
}

/** One engine cell as the answers send it (spec §3 "Eligibility result"). */
export function cellAnswer(cell: EligibilityCell): EligibilityCellAnswer {
  return {
    ...cell,
    OuvreTesYeux: cell.OuvreTesYeux.map((r) => ({ code: r.code, key: r.key, values: plainValues(r.values) })),
    RequiredIdsLangue: [...cell.RequiredIdsLangue],
  };
}
