import type { Db } from '@shortlist/db/client';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { festival } from '@shortlist/db/schema/festivals';
import type { MemberFestival } from '@shortlist/domain/festival-space/member-contracts';
import { festivalImageUrl } from '@shortlist/domain/festivals/image-sizes';
import { asc, eq } from 'drizzle-orm';

/**
 * `GET festivals`: the festivals the signed-in account is a member of, with its role there, by
 * name. An account that is no member gets an empty list: the question is about itself.
 */
export async function listMemberFestivals(db: Db, options: { accountId: number }): Promise<MemberFestival[]> {
  const rows = await db
    .select({
      IdFestival: festival.Id,
      Nom: festival.Nom,
      ShortName: festival.ShortName,
      Logo: festival.Logo,
      role: membreFestival.Role,
    })
    .from(membreFestival)
    .innerJoin(festival, eq(festival.Id, membreFestival.IdFestival))
    .where(eq(membreFestival.IdCompte, options.accountId))
    .orderBy(asc(festival.NomRecherche), asc(festival.Id));
  return rows.map(({ Logo, ...row }) => ({ ...row, logoUrl: festivalImageUrl(Logo, 'thumbnail') }));
}
