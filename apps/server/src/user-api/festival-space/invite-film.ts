import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { film } from '@shortlist/db/schema/films';
import { inscription } from '@shortlist/db/schema/submissions';
import type { FestivalInvitationRequest } from '@shortlist/domain/festival-space/invitation-contracts';
import { isArchived } from '@shortlist/domain/films/film-status';
import { PUBLICATION } from '@shortlist/domain/films/film-values';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { FilmInvitationPorts } from './festival-space-ports.ts';
import { parseFilmReference } from './film-reference.ts';

const notFound = (path: string) =>
  new AppError('NOT_FOUND', { fields: [{ path, code: 'NOT_FOUND', message: 'NOT_FOUND' }] });

/**
 * `POST festivals/{IdFestival}/invitations` (managers): invites a film's owner to one of the
 * festival's sections, through the invitations area's own `createInvitation` (its row, and the
 * invitation email in the owner's language; the filmmaker's invitation panel follows). Checked
 * first: the section is one of this festival's calls (404 `IdCampagneSection`); the film, named
 * by its page, shortname or id, is public or already entered (sent or later) in this festival,
 * and not archived: any other is 404 `film`, like an unknown one, so a private film's existence
 * is never told; the day is not past (400 `DateValiditee`).
 */
export async function inviteFilm(
  db: Db,
  options: {
    festivalId: number;
    request: FestivalInvitationRequest;
    now: Date;
    publicUrl: string;
    ports: FilmInvitationPorts;
  },
): Promise<{ IdInvitation: number }> {
  const { festivalId, request, now } = options;
  const [section] = await db
    .select({ Id: campagneSection.Id })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .where(and(eq(campagneSection.Id, request.IdCampagneSection), eq(campagne.IdFestival, festivalId)));
  if (!section) throw notFound('IdCampagneSection');
  const IdFilm = await invitableFilm(db, { festivalId, reference: request.film });
  if (request.DateValiditee < now.toISOString().slice(0, 10)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'DateValiditee', code: 'PAST', message: 'PAST' }],
    });
  }
  const created = await options.ports.createInvitation(db, {
    input: {
      film: IdFilm,
      section: section.Id,
      price: request.Prix,
      until: request.DateValiditee,
      ...(request.Message ? { message: request.Message } : {}),
    },
    now,
    publicUrl: options.publicUrl,
  });
  return { IdInvitation: created.IdInvitation };
}

/** The film the reference names, if this festival may invite it (see above); else 404 `film`. */
async function invitableFilm(db: Db, options: { festivalId: number; reference: string }): Promise<number> {
  const key = parseFilmReference(options.reference);
  if (!key) throw notFound('film');
  const [row] = await db
    .select({ Id: film.Id, Statut: film.Statut, Publication: film.Publication })
    .from(film)
    .where('Id' in key ? eq(film.Id, key.Id) : eq(film.ShortnameRecherche, key.Shortname));
  if (!row || isArchived(row.Statut)) throw notFound('film');
  if (row.Publication === PUBLICATION.public) return row.Id;
  const [entered] = await db
    .select({ Id: inscription.Id })
    .from(inscription)
    .innerJoin(campagneSection, eq(campagneSection.Id, inscription.IdCampagneSection))
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .where(
      and(
        eq(inscription.IdFilm, row.Id),
        eq(campagne.IdFestival, options.festivalId),
        ne(inscription.Statut, SUBMISSION_STATUS.notFinished),
      ),
    )
    .limit(1);
  if (!entered) throw notFound('film');
  return row.Id;
}
