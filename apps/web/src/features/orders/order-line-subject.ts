import type { Order } from '@shortlist/domain/orders/api-contracts';

type Line = Pick<Order['lines'][number], 'festivalName' | 'sectionName' | 'filmTitle'>;

/**
 * What an order line was for, as the orders page writes it after the line's kind: the festival
 * and its section, then the film ("Les Courts de Nantes, Competition · La Jetée"); empty for a
 * stamp booklet (issue 32: three lines all read "Entry fee").
 */
export function orderLineSubject(line: Line): string {
  const where = [line.festivalName, line.sectionName].filter(Boolean).join(', ');
  return [where, line.filmTitle].filter(Boolean).join(' · ');
}
