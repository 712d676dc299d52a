import type { Db } from '@shortlist/db/client';
import type { FestivalCard } from '@shortlist/domain/festivals/api-contracts';

/**
 * Which of some festivals a user has among their favourites. The favourites area answers it
 * (`favourites/favourites-among.ts`); `user-api/routes.ts` hands it to the festival routes, so
 * festivals never imports that area.
 */
export type FavouriteLookup = (
  db: Db,
  options: { accountId: number; festivalIds: number[] },
) => Promise<Set<number>>;

/**
 * Cards from the shared cache carry `IsFavori: false`; for a signed-in user the hearts are set
 * from their favourites after the cache, so the cache stays shared by everyone.
 */
export async function withHearts(
  db: Db,
  options: { favouritesAmong: FavouriteLookup; accountId: number; cards: FestivalCard[] },
): Promise<FestivalCard[]> {
  const favourites = await options.favouritesAmong(db, {
    accountId: options.accountId,
    festivalIds: options.cards.map((card) => card.Id),
  });
  return options.cards.map((card) => ({ ...card, IsFavori: favourites.has(card.Id) }));
}
