import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, section } from '@shortlist/db/schema/campaigns';
import { invitation } from '@shortlist/db/schema/invitations';
import type { Currency } from '@shortlist/domain/festival-campaign';
import type { Language } from '@shortlist/domain/languages';
import type { Invitation } from '@shortlist/domain/submissions/invitation-contracts';
import { invitationStatus } from '@shortlist/domain/submissions/invitation-status';
import { and, desc, eq } from 'drizzle-orm';
import { loadTranslations } from '../../platform/translations/load-translations.ts';

/**
 * `GET invitations/festival/{id}` (spec §7): the signed-in account's invitations to the
 * festival's sections, archived ones left out, latest validity first, each with its status.
 * Another account's invitations are never read; an unknown festival answers an empty list (the
 * festival page asks for every festival). Two queries.
 */
export async function festivalInvitations(
  db: Db,
  options: { accountId: number; IdFestival: number; language: Language; now: Date },
): Promise<Invitation[]> {
  const rows = await db
    .select({
      Id: invitation.Id,
      DateCreation: invitation.DateCreation,
      DateValiditee: invitation.DateValiditee,
      IdFestival: campagne.IdFestival,
      IdCampagneSection: invitation.IdCampagneSection,
      IdLibelle: section.IdLibelle,
      Prix: invitation.Prix,
      Devise: campagneSection.Devise,
      Message: invitation.Message,
      IdInscription: invitation.IdInscription,
    })
    .from(invitation)
    .innerJoin(campagneSection, eq(campagneSection.Id, invitation.IdCampagneSection))
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(section, eq(section.Id, campagneSection.IdSection))
    .where(
      and(
        eq(invitation.IdCompte, options.accountId),
        eq(campagne.IdFestival, options.IdFestival),
        eq(invitation.IsArchive, false),
      ),
    )
    .orderBy(desc(invitation.DateValiditee), desc(invitation.Id));
  const t = await loadTranslations(db, {
    language: options.language,
    labels: rows.map((r) => r.IdLibelle),
    texts: [],
  });
  return rows.map(({ IdLibelle, DateCreation, DateValiditee, Devise, ...row }) => ({
    ...row,
    DateCreation: DateCreation.toISOString(),
    DateValiditee: DateValiditee.toISOString().slice(0, 10),
    sectionName: t.label(IdLibelle) ?? '',
    Devise: Devise as Currency,
    status: invitationStatus({ DateValiditee, IdInscription: row.IdInscription }, options.now),
  }));
}
