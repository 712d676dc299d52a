import type { Db } from '@shortlist/db/client';
import { versementFestival } from '@shortlist/db/schema/orders';
import { and, eq, inArray } from 'drizzle-orm';

/**
 * The payout lines of withdrawn entries reversed, in the refund's transaction (which holds the
 * order's lock): one `refund` line per `entry` line, the same amounts negative, dated `now`,
 * pointing at the line it reverses. The entry line stays as it was, so the month it was paid in
 * (perhaps already paid to the festival) keeps its statement and the refund is taken off the
 * refund's month. A line already reversed gets no second reversal (`versement_festival_origine_unique`).
 */
export async function reversePayoutLines(
  tx: Db,
  options: { entryIds: number[]; now: Date },
): Promise<number> {
  if (options.entryIds.length === 0) return 0;
  const lines = await tx
    .select()
    .from(versementFestival)
    .where(
      and(inArray(versementFestival.IdInscription, options.entryIds), eq(versementFestival.Type, 'entry')),
    );
  if (lines.length === 0) return 0;
  const reversed = await tx
    .insert(versementFestival)
    .values(
      lines.map((line) => ({
        DateCreation: options.now,
        IdCommande: line.IdCommande,
        IdInscription: line.IdInscription,
        IdFestival: line.IdFestival,
        Type: 'refund' as const,
        IdVersementOrigine: line.Id,
        MontantFrais: -line.MontantFrais,
        MontantVersement: -line.MontantVersement,
      })),
    )
    .onConflictDoNothing()
    .returning({ Id: versementFestival.Id });
  return reversed.length;
}
