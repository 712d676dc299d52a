import { festivalCodeExpiry } from '@shortlist/domain/orders/festival-codes';
import type { Db } from '../../client.ts';
import { codeFestival } from '../../schema/festival-codes.ts';
import type { FestivalSideContext } from './festival-side-types.ts';

/** The demo festival's discount code (README "Try it"): any filmmaker may type it in the basket. */
export const DEMO_FESTIVAL_CODE = 'NANTES-DEMO';

/**
 * One open fee waiver on the demo festival's first paid section (a section whose calendar asks a
 * fee), for 100 entries, valid a year from the seed's day: a newcomer enters a film there, types
 * the code on the entry in the basket and sees the fee waived; the manager sees its uses.
 */
export async function seedDemoFestivalCode(db: Db, context: FestivalSideContext): Promise<void> {
  const section =
    context.sections.find((s) => s.events.some((e) => (e.Prix ?? 0) > 0)) ?? context.sections[0];
  if (!section) return;
  const lastDay = new Date(context.now.getTime() + 365 * 86_400_000).toISOString().slice(0, 10);
  await db
    .insert(codeFestival)
    .values({
      DateCreation: context.now,
      IdFestival: context.festivalId,
      IdCampagneSection: section.Id,
      Code: DEMO_FESTIVAL_CODE,
      Kind: 'free',
      Pourcentage: 100,
      DernierJour: lastDay,
      DateFin: festivalCodeExpiry(lastDay, context.timeZone),
      MaxUtilisations: 100,
    })
    .onConflictDoNothing();
}
