// The orders that paid the demo festival's entries and its payouts (festival-side-rows.ts).
import {
  isPayoutMonthOver,
  payoutMonthOf,
  payoutMonthRange,
} from '@shortlist/domain/festival-space/payout-rules';
import { currentFee } from '@shortlist/domain/festivals/calendar-rules';
import { calculateBasket } from '@shortlist/domain/orders/basket-calculation';
import type { SubmissionFormula } from '@shortlist/domain/orders/formulas';
import { DEMO_INVOICE_SELLER } from '@shortlist/domain/orders/invoice-seller';
import { TRANSFER_WAIT_MS } from '@shortlist/domain/orders/order-state';
import { vatRule } from '@shortlist/domain/orders/vat';
import { COUNTRIES } from '../reference/countries.ts';
import {
  type BuiltEntry,
  countryRow,
  DAY,
  type FestivalSideContext,
  type Step,
} from './festival-side-types.ts';
import type { Prng } from './prng.ts';

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * The orders that paid the entries, as `place-order.ts` and `mark-transfer-paid.ts` write them:
 * one per owner and payment (the demo filmmaker's first two entries share one), calculated by the
 * basket's own function (entry fee at the section's price when placed; a stamp bought with the
 * entry, or 20 % off with the demo films' SuperStamp), placed, waiting for the transfer, paid;
 * the transfer as the payment; a payout line per entry fee (the fee less 4.9 %).
 */
export function addOrders(
  ctx: FestivalSideContext,
  step: Step & { prng: Prng; entries: BuiltEntry[]; billing: Map<number, number> },
): void {
  const { ids, rows, prng, entries } = step;
  const groups = new Map<string, BuiltEntry[]>();
  for (const entry of entries) {
    const key = `${entry.film.owner}@${entry.paid.getTime()}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const group of groups.values()) {
    const first = group[0] as BuiltEntry;
    const accountId = first.film.owner;
    const address = rows.adresseFacturation.find((a) => a.Id === step.billing.get(accountId));
    if (!address) throw new Error(`no billing address for account ${accountId}`);
    const iso2 = COUNTRIES[address.CountryId - 1]?.[0] ?? 'FR';
    const vat = vatRule({
      countryIso2: iso2,
      IsCee: address.IsCee ?? false,
      TauxTaxe: countryRow(iso2)?.[2] ?? 0,
      IsCompany: false,
      IsAssujetti: false,
      intracomChecked: false,
    });
    const calculation = calculateBasket({
      booklets: [],
      superStamps: [],
      submissions: group.map((entry) => ({
        IdInscription: entry.Id,
        IdFilm: entry.film.Id,
        IdFestival: ctx.festivalId,
        entryFeeCents:
          currentFee(ctx.sections[entry.plan.section]?.events ?? [], first.placed, ctx.timeZone) ?? null,
        formula: (entry.film.covered ? 'superStamp' : 'buyStamp') satisfies SubmissionFormula,
      })),
      platformFee: ctx.platformFee,
      stampBalance: 0,
      filmsCovered: new Set(group.filter((e) => e.film.covered).map((e) => e.film.Id)),
      vat,
    });
    if (calculation.problems.length > 0) {
      throw new Error(`the demo order of ${first.plan.film} is refused: ${calculation.problems[0]?.code}`);
    }
    const { totals } = calculation;
    const orderId = ids.take('commande');
    const reference = `SL-${first.placed.getUTCFullYear()}-${Array.from({ length: 8 }, () => prng.pick([...REFERENCE_ALPHABET])).join('')}`;
    rows.commande.push({
      Id: orderId,
      DateCreation: first.placed,
      DateModification: first.paid,
      Reference: reference,
      IdCompte: accountId,
      Statut: 'paid',
      MoyenPaiement: 'bankTransfer',
      Regime: vat.regime,
      TauxTvaBp: vat.rateBp,
      MontantHT: totals.netCents,
      MontantTva: totals.vatCents,
      MontantTTC: totals.totalCents,
      Totaux: totals,
      AdresseFacturation: {
        Id: address.Id,
        CountryId: address.CountryId,
        Header: address.Header,
        Line1: address.Line1,
        Line2: null,
        State: null,
        ZipCode: address.ZipCode,
        City: address.City,
        IsCompany: false,
        IsCee: address.IsCee ?? false,
        Intracom: null,
        IsAssujetti: false,
        isComplete: true,
        countryIso2: iso2,
      },
      Vendeur: DEMO_INVOICE_SELLER,
      DateExpiration: new Date(first.placed.getTime() + TRANSFER_WAIT_MS),
      DatePaiement: first.paid,
    });
    const audit = [
      { De: null, Vers: 'created', Evenement: 'place', Auteur: 'customer', DateCreation: first.placed },
      {
        De: 'created',
        Vers: 'waitingForTransfer',
        Evenement: 'awaitTransfer',
        Auteur: 'customer',
        DateCreation: first.placed,
      },
      {
        De: 'waitingForTransfer',
        Vers: 'paid',
        Evenement: 'pay',
        Auteur: 'operator',
        DateCreation: first.paid,
      },
    ] as const;
    for (const row of audit)
      rows.commandeStatut.push({ Id: ids.take('commandeStatut'), IdCommande: orderId, ...row });
    for (const line of calculation.lines) {
      const lineId = ids.take('commandeLigne');
      rows.commandeLigne.push({
        Id: lineId,
        IdCommande: orderId,
        Kind: line.kind,
        IdProduit: line.productId,
        Code: line.code,
        IdInscription: line.IdInscription,
        IdFilm: line.IdFilm,
        IdFestival: line.IdFestival,
        Quantite: line.quantity,
        PrixUnitaire: line.unitCents,
        Remise: line.discountCents,
        MontantHT: line.netCents,
        TauxTvaBp: line.vatRateBp,
        TimbresUtilises: line.stampsUsed,
        TimbresCredites: line.stampsCredited,
        Versement: line.payoutCents,
      });
      if (line.kind === 'entryFee' && line.netCents > 0 && line.IdFestival !== null) {
        rows.versementFestival.push({
          Id: ids.take('versementFestival'),
          DateCreation: first.paid,
          IdCommande: orderId,
          IdInscription: line.IdInscription,
          IdFestival: line.IdFestival,
          Type: 'entry',
          MontantFrais: line.netCents,
          MontantVersement: line.payoutCents ?? 0,
        });
      }
    }
    rows.paiement.push({
      Id: ids.take('paiement'),
      DateCreation: first.paid,
      DateModification: first.paid,
      IdCommande: orderId,
      Fournisseur: 'bankTransfer',
      IdFournisseur: reference,
      Statut: 'paid',
      Montant: totals.totalCents,
    });
  }
}

/**
 * The oldest payout month that is over, marked paid by the platform (as `mark-payout-paid` writes
 * it: the month's due, a bank reference, a few days after the month ended, never after the
 * clock); the later months, the current one included, wait.
 */
export function addPayoutMonth(ctx: FestivalSideContext, step: Pick<Step, 'ids' | 'rows'>): void {
  const { ids, rows } = step;
  const months = [
    ...new Set(rows.versementFestival.map((line) => payoutMonthOf(line.DateCreation as Date))),
  ].sort();
  const month = months.find((m) => isPayoutMonthOver(m, ctx.now));
  if (!month) return;
  const end = payoutMonthRange(month).end.getTime();
  const paidAt = new Date(Math.min(end + 5 * DAY, end + (ctx.now.getTime() - end) / 2));
  rows.versementMois.push({
    Id: ids.take('versementMois'),
    DateCreation: paidAt,
    IdFestival: ctx.festivalId,
    Mois: month,
    DatePaiement: paidAt,
    ReferenceBancaire: `DEMO-PAYOUT-${month}`,
    Operateur: 'Shortlist demo',
    MontantVerse: rows.versementFestival
      .filter((line) => payoutMonthOf(line.DateCreation as Date) === month)
      .reduce((sum, line) => sum + line.MontantVersement, 0),
  });
}
