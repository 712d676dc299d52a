import type { Db } from '@shortlist/db/client';
import { civilite, fonction, pays } from '@shortlist/db/schema/dictionaries';
import { ACCOUNT_RULE } from '@shortlist/domain/accounts/rule-codes';
import type { FieldError } from '@shortlist/domain/errors';
import type { FilmContactValues } from '@shortlist/domain/films/credit-rules';
import { FILM_RULE } from '@shortlist/domain/films/rule-codes';
import { inArray } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

const field = (path: string, code: string): FieldError => ({ path, code, message: code });

/**
 * The ids a contact form chose in lists (civility, countries, functions) must be in their
 * dictionaries: the contract only knows they are ids. Refused together, each on its field,
 * before anything is written (a missing one would otherwise fail as a foreign key).
 */
export async function checkContactDictionaryIds(db: Db, values: FilmContactValues): Promise<void> {
  const fields: FieldError[] = [];
  const civility = values.Personne?.IsSave ? values.Personne.Data?.IdCivilite : null;
  if (civility) {
    const found = await db
      .select({ Id: civilite.Id })
      .from(civilite)
      .where(inArray(civilite.Id, [civility]));
    if (found.length === 0) fields.push(field('Personne.Data.IdCivilite', ACCOUNT_RULE.civilityInvalid));
  }
  const country = values.Adresse?.IsSave ? values.Adresse.Data?.IdPays : null;
  if (country) {
    const found = await db
      .select({ Id: pays.Id })
      .from(pays)
      .where(inArray(pays.Id, [country]));
    if (found.length === 0) fields.push(field('Adresse.Data.IdPays', ACCOUNT_RULE.countryRequired));
  }
  const functions = await db
    .select({ Id: fonction.Id })
    .from(fonction)
    .where(inArray(fonction.Id, values.idsFonction));
  if (functions.length !== values.idsFonction.length)
    fields.push(field('idsFonction', FILM_RULE.functionRequired));
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}
