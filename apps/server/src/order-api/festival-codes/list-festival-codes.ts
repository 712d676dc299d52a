import type { Db } from '@shortlist/db/client';
import { campagneSection, section } from '@shortlist/db/schema/campaigns';
import { codeFestival } from '@shortlist/db/schema/festival-codes';
import type { FestivalCode } from '@shortlist/domain/festival-space/code-contracts';
import type { Language } from '@shortlist/domain/languages';
import { and, desc, eq } from 'drizzle-orm';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { handedAddresses } from './festival-code-store.ts';

/** `GET festivals/{IdFestival}/codes` (managers): the festival's codes, newest first, with their uses. */
export async function listFestivalCodes(
  db: Db,
  options: { festivalId: number; language: Language; now: Date; codeId?: number },
): Promise<FestivalCode[]> {
  const rows = await db
    .select({ code: codeFestival, IdLibelle: section.IdLibelle })
    .from(codeFestival)
    .innerJoin(campagneSection, eq(campagneSection.Id, codeFestival.IdCampagneSection))
    .innerJoin(section, eq(section.Id, campagneSection.IdSection))
    .where(
      and(
        eq(codeFestival.IdFestival, options.festivalId),
        options.codeId === undefined ? undefined : eq(codeFestival.Id, options.codeId),
      ),
    )
    .orderBy(desc(codeFestival.DateCreation), desc(codeFestival.Id));
  const t = await loadTranslations(db, {
    language: options.language,
    labels: rows.map((r) => r.IdLibelle),
    texts: [],
  });
  const handed = await handedAddresses(
    db,
    rows.map((r) => r.code.Id),
  );
  return rows.map(({ code, IdLibelle }) => ({
    IdCode: code.Id,
    code: code.Code,
    IdCampagneSection: code.IdCampagneSection,
    sectionName: t.label(IdLibelle) ?? '',
    kind: code.Kind,
    percent: code.Pourcentage,
    maxUses: code.MaxUtilisations,
    uses: code.Utilisations,
    until: code.DernierJour,
    expired: options.now >= code.DateFin,
    disabled: code.DateDesactivation !== null,
    handedOnly: code.IsReserve,
    handedTo: handed.get(code.Id) ?? [],
    DateCreation: code.DateCreation.toISOString(),
  }));
}
