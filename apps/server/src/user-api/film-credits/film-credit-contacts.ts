import type { Db } from '@shortlist/db/client';
import { coordonnee } from '@shortlist/db/schema/contacts';
import type { Language } from '@shortlist/domain/languages';
import { inArray } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { viewableFilm } from '../../shared-kernel/film-access.ts';
import { filmCredits } from './list-film-credits.ts';

export type CreditContact = {
  IdFonction: number;
  OrdreFonction: number;
  IdPersonne: number;
  displayName: string;
  Fonction: string;
  Email: string | null;
  Telephone: string | null;
  SiteWeb: string | null;
};

/**
 * The film's credits in order with the contact details the filmmaker gave (email, phone, site),
 * for a festival the film was entered at (issue 31: the festival may write to the director or
 * the producer). No owner check: the festival-space area receives this function from the
 * composition root and calls it only for a member of the entry's festival. Two queries.
 */
export async function filmCreditContacts(
  db: Db,
  options: { IdFilm: number; language: Language },
): Promise<CreditContact[]> {
  const credits = await filmCredits(db, options);
  const ids = [
    ...new Set(credits.flatMap((credit) => (credit.IdCoordonnee === null ? [] : [credit.IdCoordonnee]))),
  ];
  const details = ids.length
    ? await db
        .select({
          Id: coordonnee.Id,
          Email: coordonnee.Email,
          Telephone: coordonnee.Telephone,
          SiteWeb: coordonnee.SiteWeb,
        })
        .from(coordonnee)
        .where(inArray(coordonnee.Id, ids))
    : [];
  const byId = new Map(details.map((row) => [row.Id, row]));
  return credits.map((credit) => {
    const contact = credit.IdCoordonnee === null ? undefined : byId.get(credit.IdCoordonnee);
    return {
      IdFonction: credit.IdFonction,
      OrdreFonction: credit.OrdreFonction,
      IdPersonne: credit.IdPersonne,
      displayName: credit.displayName,
      Fonction: credit.Fonction,
      Email: contact?.Email ?? null,
      Telephone: contact?.Telephone ?? null,
      SiteWeb: contact?.SiteWeb ?? null,
    };
  });
}

/**
 * The owner's own film's credits with their contact details, as a festival will see them: the
 * film record's Preview (issue 32). Another account's film answers 404 (`viewableFilm`).
 */
export async function ownFilmCreditContacts(
  db: Db,
  options: { account: Account; IdFilm: number; language: Language },
): Promise<CreditContact[]> {
  await viewableFilm(db, options);
  return filmCreditContacts(db, options);
}
