import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import type { EligibilityReason } from '@shortlist/domain/submissions/eligibility-codes';
import type { Invitation, InvitationFilms } from '@shortlist/domain/submissions/invitation-contracts';
import { asc, eq } from 'drizzle-orm';
import type { InvitationPorts } from './invitation-ports.ts';

/** The engine's read-only values, as the answer's schema types them. */
function plainValues(values: EligibilityReason['values']): Record<string, string | number | number[]> {
  const plain: Record<string, string | number | number[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) plain[name] = typeof value === 'object' ? [...value] : value;
  }
  return plain;
}

/**
 * `GET invitations/films-inscriptible/{idFestival}/fest` (spec §7): for each pending invitation
 * the account has to the festival, every film of the account judged by the engine through the
 * invitation. An account without films gets empty lists: the panel then shows the §8 warning
 * "no invitation-eligible film". Queries: one for the titles, four per pending invitation (a
 * festival invites a filmmaker to a handful of sections at most).
 */
export async function invitationFilms(
  db: Db,
  options: { accountId: number; invitations: readonly Invitation[]; now: Date; ports: InvitationPorts },
): Promise<InvitationFilms> {
  const pending = options.invitations.filter((i) => i.status === 'pending');
  if (pending.length === 0) return { items: [] };
  const titles = await db
    .select({ Id: film.Id, TitreOriginal: film.TitreOriginal })
    .from(film)
    .where(eq(film.IdCompte, options.accountId))
    .orderBy(asc(film.TitreOriginal), asc(film.Id));
  const items = await Promise.all(
    pending.map(async (inv) => {
      const judged = await options.ports.judgeInvitation(db, {
        accountId: options.accountId,
        IdCampagneSection: inv.IdCampagneSection,
        DateValiditee: new Date(`${inv.DateValiditee}T00:00:00Z`),
        now: options.now,
      });
      const byFilm = new Map(judged.map((j) => [j.IdFilm, j.result]));
      const films = titles.flatMap((f) => {
        const result = byFilm.get(f.Id);
        if (!result) return [];
        return [
          {
            IdFilm: f.Id,
            TitreOriginal: f.TitreOriginal,
            status: result.status,
            OuvreTesYeux: result.OuvreTesYeux.map((r) => ({
              code: r.code,
              key: r.key,
              values: plainValues(r.values),
            })),
            RequiredIdsLangue: [...result.RequiredIdsLangue],
          },
        ];
      });
      return { IdInvitation: inv.Id, IdCampagneSection: inv.IdCampagneSection, films };
    }),
  );
  return { items };
}
