import type { Db } from '@shortlist/db/client';
import { campagne } from '@shortlist/db/schema/campaigns';
import { festival } from '@shortlist/db/schema/festivals';
import { and, desc, eq } from 'drizzle-orm';
import { publicCall } from '../../shared-kernel/public-call-sql.ts';

/**
 * The festival's current campaign (`currentCampaign`: its latest verified edition), joined once
 * (as "cur"): the lists below read its id rather than each looking the campaign up again. Only a
 * verified call is public (`publicCall`): a newer draft leaves the previous edition shown.
 */
export function currentCampaignJoin(db: Db) {
  const c = campagne;
  return db
    .select({
      Id: c.Id,
      AnneeEdition: c.AnneeEdition,
      StatutCampagne: c.StatutCampagne,
      DebutCampagne: c.DebutCampagne,
      FinCampagne: c.FinCampagne,
      OuvertureCampagne: c.OuvertureCampagne,
      FermetureCampagne: c.FermetureCampagne,
      IsInvitationSeule: c.IsInvitationSeule,
      VisionnageGaranti: c.VisionnageGaranti,
    })
    .from(c)
    .where(and(eq(c.IdFestival, festival.Id), publicCall('campagne')))
    .orderBy(desc(c.AnneeEdition))
    .limit(1)
    .as('cur');
}
