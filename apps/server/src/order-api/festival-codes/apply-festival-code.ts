import type { Db } from '@shortlist/db/client';
import { panierCodeFestival } from '@shortlist/db/schema/festival-codes';
import type { Language } from '@shortlist/domain/languages';
import type { ApplyFestivalCodeRequest } from '@shortlist/domain/orders/festival-code-contracts';
import { festivalCodeRefusal } from '@shortlist/domain/orders/festival-codes';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { loadOrderEntries } from '../../user-api/submissions/order-port.ts';
import { findFestivalCode, handedAddresses, toFestivalCodeRule } from './festival-code-store.ts';

/**
 * `PUT customer/{id}/basket/festival-code {IdInscription, code}`: puts the entry's festival's code
 * on that entry of the account's basket (replacing one already there) when it may take money off
 * it now; else the refusal (unknown, expired or withdrawn, used up, another section, handed to
 * other filmmakers). Nothing is counted yet: the use is taken when the order is placed
 * (`takeFestivalCodeUses`), where the limit is enforced.
 */
export async function applyFestivalCode(
  db: Db,
  options: { account: Account; request: ApplyFestivalCodeRequest; language: Language; now: Date },
): Promise<void> {
  const { account, request, now } = options;
  const [entry] = await loadOrderEntries(db, {
    accountId: account.Id,
    language: options.language,
    now,
    ids: [request.IdInscription],
  });
  if (!entry) throw new AppError('NOT_FOUND');
  const row = await findFestivalCode(db, { festivalId: entry.IdFestival, code: request.code });
  const handed = row?.IsReserve ? ((await handedAddresses(db, [row.Id])).get(row.Id) ?? []) : [];
  const refusal = festivalCodeRefusal(row ? toFestivalCodeRule(row, handed) : null, {
    IdCampagneSection: entry.IdCampagneSection,
    login: account.Login,
    now,
  });
  if (refusal || !row) throw new AppError(refusal ?? 'FESTIVAL_CODE_UNKNOWN');
  await db
    .insert(panierCodeFestival)
    .values({ IdInscription: entry.IdInscription, IdCode: row.Id, DateCreation: now })
    .onConflictDoUpdate({
      target: panierCodeFestival.IdInscription,
      set: { IdCode: row.Id, DateCreation: now },
    });
}
