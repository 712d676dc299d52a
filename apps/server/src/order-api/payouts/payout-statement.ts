import type { Db } from '@shortlist/db/client';
import { campagneSection, section } from '@shortlist/db/schema/campaigns';
import { festival } from '@shortlist/db/schema/festivals';
import { film } from '@shortlist/db/schema/films';
import { versementFestival, versementMois } from '@shortlist/db/schema/orders';
import { inscription } from '@shortlist/db/schema/submissions';
import type { PayoutStatement, PayoutStatementLine } from '@shortlist/domain/festival-space/payout-contracts';
import { payoutMonthRange } from '@shortlist/domain/festival-space/payout-rules';
import type { Language } from '@shortlist/domain/languages';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { loadTranslations } from '../../platform/translations/load-translations.ts';

/**
 * A festival's statement for one month (Paris clock): each payout line in date order (the entry
 * paid, or its refund as a negative line in the month it was refunded), with the entry's number,
 * the film's original title and the section in the reader's language, and the month's totals,
 * which are the sums of the lines (as `listPayoutMonths` counts them). The lines of a paid month
 * never change, so its statement reads the same after it was paid.
 */
export async function payoutStatement(
  db: Db,
  options: { festivalId: number; month: string; language: Language },
): Promise<PayoutStatement> {
  const { festivalId, month, language } = options;
  const [owner] = await db.select({ Nom: festival.Nom }).from(festival).where(eq(festival.Id, festivalId));
  if (!owner) throw new AppError('NOT_FOUND');
  const { start, end } = payoutMonthRange(month);
  const rows = await db
    .select({
      date: versementFestival.DateCreation,
      kind: versementFestival.Type,
      IdInscription: versementFestival.IdInscription,
      Numero: inscription.Numero,
      filmTitle: film.TitreOriginal,
      IdLibelle: section.IdLibelle,
      receivedCents: versementFestival.MontantFrais,
      dueCents: versementFestival.MontantVersement,
    })
    .from(versementFestival)
    .leftJoin(inscription, eq(inscription.Id, versementFestival.IdInscription))
    .leftJoin(film, eq(film.Id, inscription.IdFilm))
    .leftJoin(campagneSection, eq(campagneSection.Id, inscription.IdCampagneSection))
    .leftJoin(section, eq(section.Id, campagneSection.IdSection))
    .where(
      and(
        eq(versementFestival.IdFestival, festivalId),
        gte(versementFestival.DateCreation, start),
        lt(versementFestival.DateCreation, end),
      ),
    )
    .orderBy(asc(versementFestival.DateCreation), asc(versementFestival.Id));
  const [payment] = await db
    .select()
    .from(versementMois)
    .where(and(eq(versementMois.IdFestival, festivalId), eq(versementMois.Mois, month)));
  const t = await loadTranslations(db, { language, labels: rows.map((r) => r.IdLibelle), texts: [] });
  const lines: PayoutStatementLine[] = rows.map(({ IdLibelle, date, filmTitle, ...row }) => ({
    ...row,
    date: date.toISOString(),
    filmTitle: filmTitle ?? '',
    sectionLabel: t.label(IdLibelle) ?? '',
    feeCents: row.receivedCents - row.dueCents,
  }));
  const sum = (pick: (line: PayoutStatementLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  return {
    IdFestival: festivalId,
    festivalName: owner.Nom,
    month,
    lines,
    totals: {
      entries: lines.filter((l) => l.kind === 'entry').length,
      refunds: lines.filter((l) => l.kind === 'refund').length,
      receivedCents: sum((l) => l.receivedCents),
      feeCents: sum((l) => l.feeCents),
      dueCents: sum((l) => l.dueCents),
    },
    paid: payment ? { date: payment.DatePaiement.toISOString(), reference: payment.ReferenceBancaire } : null,
  };
}
