import type { Order } from '@shortlist/domain/orders/api-contracts';
import { addBooklet, addSuperStamp, type OrderTest, placeAndPay } from '../../test/order-steps.ts';
import type { Customer } from '../../test/order-test-app.ts';

/**
 * For the refund tests: a card order holding a 10-stamp booklet, a 12-month SuperStamp for a film
 * and two paid entries of another film, paid on the sandbox page. `who` has a billing address.
 */
export async function payMixedOrder(o: OrderTest, who: Customer): Promise<Order> {
  await addBooklet(o, who);
  const superFilm = await o.insertFilm(who.Id, { TitreOriginal: 'Le Grand Bleu Court' });
  await addSuperStamp(o, who, superFilm);
  const entryFilm = await o.insertFilm(who.Id, { TitreOriginal: 'Les Résistants' });
  const paid = (await o.openSections()).paid.slice(0, 2);
  await o.putEntries(
    who.Id,
    paid.map((section) => ({ IdFilm: entryFilm, IdCampagneSection: section.Id })),
  );
  return placeAndPay(o, who);
}
