import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, section } from '@shortlist/db/schema/campaigns';
import { film } from '@shortlist/db/schema/films';
import { invitation } from '@shortlist/db/schema/invitations';
import { inscription } from '@shortlist/db/schema/submissions';
import type { Currency } from '@shortlist/domain/festival-campaign';
import type { FestivalInvitation } from '@shortlist/domain/festival-space/invitation-contracts';
import type { Language } from '@shortlist/domain/languages';
import { invitationStatus } from '@shortlist/domain/submissions/invitation-status';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, desc, eq } from 'drizzle-orm';
import { loadTranslations } from '../../platform/translations/load-translations.ts';

/**
 * `GET festivals/{IdFestival}/invitations` (managers): the festival's invitations to its
 * sections, newest first, archived ones left out, each with its section's name in the request's
 * language, the film it was made for and its status. An answering entry still in the
 * filmmaker's basket is not the festival's to see (never an unfinished entry): the invitation
 * reads pending (or expired) until the entry is sent. With `invitationId`, that one only.
 */
export async function listFestivalInvitations(
  db: Db,
  options: { festivalId: number; language: Language; now: Date; invitationId?: number },
): Promise<FestivalInvitation[]> {
  const rows = await db
    .select({
      IdInvitation: invitation.Id,
      DateCreation: invitation.DateCreation,
      DateValiditee: invitation.DateValiditee,
      IdCampagneSection: invitation.IdCampagneSection,
      IdLibelle: section.IdLibelle,
      Prix: invitation.Prix,
      Devise: campagneSection.Devise,
      Message: invitation.Message,
      IdFilm: invitation.IdFilm,
      TitreOriginal: film.TitreOriginal,
      IdInscription: invitation.IdInscription,
      entryStatus: inscription.Statut,
    })
    .from(invitation)
    .innerJoin(campagneSection, eq(campagneSection.Id, invitation.IdCampagneSection))
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(section, eq(section.Id, campagneSection.IdSection))
    .leftJoin(film, eq(film.Id, invitation.IdFilm))
    .leftJoin(inscription, eq(inscription.Id, invitation.IdInscription))
    .where(
      and(
        eq(campagne.IdFestival, options.festivalId),
        eq(invitation.IsArchive, false),
        options.invitationId === undefined ? undefined : eq(invitation.Id, options.invitationId),
      ),
    )
    .orderBy(desc(invitation.DateCreation), desc(invitation.Id));
  const t = await loadTranslations(db, {
    language: options.language,
    labels: rows.map((r) => r.IdLibelle),
    texts: [],
  });
  return rows.map(
    ({ IdLibelle, DateCreation, DateValiditee, Devise, entryStatus, IdInscription, ...row }) => {
      const sent =
        IdInscription !== null && entryStatus !== null && entryStatus !== SUBMISSION_STATUS.notFinished;
      const IdEntry = sent ? IdInscription : null;
      return {
        ...row,
        DateCreation: DateCreation.toISOString(),
        DateValiditee: DateValiditee.toISOString().slice(0, 10),
        sectionName: t.label(IdLibelle) ?? '',
        Devise: Devise as Currency,
        status: invitationStatus({ DateValiditee, IdInscription: IdEntry }, options.now),
        IdInscription: IdEntry,
      };
    },
  );
}
