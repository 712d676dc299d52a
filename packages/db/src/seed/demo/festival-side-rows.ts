import { addBillingAddress, addFilmmakers, addMembers } from './festival-side-accounts.ts';
import { addEntries } from './festival-side-entry-rows.ts';
import { addFilms } from './festival-side-film-rows.ts';
import { addOrders, addPayoutMonth } from './festival-side-order-rows.ts';
import { DEMO_FILMS_BILLING } from './festival-side-plan.ts';
import {
  DAY,
  emptyRows,
  type FestivalSideContext,
  type FestivalSideRows,
  Ids,
  MINUTE,
} from './festival-side-types.ts';
import { Prng } from './prng.ts';

const PRNG_SEED = 20_250_731;

type Built = {
  rows: FestivalSideRows;
  /** The billing address to link to the demo films' account (which existed before). */
  demoFilmsBillingId: number;
};

/**
 * Builds the demo festival's side in memory from the plan (festival-side-plan.ts): the accounts,
 * the invented films, the entries with their answers, moves, publications and viewings, the paid
 * orders and the festival's payout lines. The same context always gives the same rows.
 */
export function buildFestivalSide(ctx: FestivalSideContext): Built {
  const ids = new Ids({ ...ctx.nextIds });
  const rows = emptyRows();
  const prng = new Prng(PRNG_SEED);
  const at = (daysAgo: number) => new Date(Math.round((ctx.now.getTime() - daysAgo * DAY) / MINUTE) * MINUTE);

  const members = addMembers(ctx, { ids, rows, at });
  const owners = addFilmmakers({ ids, rows, at });
  const demoFilmsBillingId = addBillingAddress({
    ids,
    rows,
    created: at(150),
    header: 'Demo Shortlist',
    ...DEMO_FILMS_BILLING,
  });
  const billing = new Map<number, number>([
    ...[...owners.entries()].map(([, owner]) => [owner.accountId, owner.billingId] as const),
    [ctx.demoFilmsAccountId, demoFilmsBillingId],
  ]);
  const films = addFilms(ctx, { ids, rows, at, owners });
  const entries = addEntries(ctx, { ids, rows, at, prng, films, members });
  addOrders(ctx, { ids, rows, at, prng, entries, billing });
  addPayoutMonth(ctx, { ids, rows });
  return { rows, demoFilmsBillingId };
}
