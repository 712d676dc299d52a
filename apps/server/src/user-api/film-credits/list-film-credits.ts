import type { Db } from '@shortlist/db/client';
import { personne } from '@shortlist/db/schema/accounts';
import { structure } from '@shortlist/db/schema/contacts';
import { civilite, fonction } from '@shortlist/db/schema/dictionaries';
import { contact, generique, personnePhoto } from '@shortlist/db/schema/film-people';
import type { Credit } from '@shortlist/domain/films/api-contracts';
import { compareCredits, contactDisplayName } from '@shortlist/domain/films/credit-rules';
import type { Language } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { translatedLabel } from '../../platform/translations/translated-label.ts';
import { viewableFilm } from '../../shared-kernel/film-access.ts';

/**
 * The film's credits with the spec §3 list fields, in order (function by dictionary order, then
 * `OrdreFonction`): one query whatever the number of credits.
 */
export async function filmCredits(db: Db, options: { IdFilm: number; language: Language }) {
  const civility = translatedLabel({
    name: 'civilite',
    labelId: civilite.IdLibelle,
    language: options.language,
  });
  const role = translatedLabel({ name: 'fonction', labelId: fonction.IdLibelle, language: options.language });
  const rows = await db
    .select({
      Id: generique.Id,
      IdFilm: generique.IdFilm,
      IdFonction: generique.IdFonction,
      IdContact: generique.IdContact,
      OrdreFonction: generique.OrdreFonction,
      IdPersonne: contact.IdPersonne,
      IdStructure: contact.IdStructure,
      IdAdresse: contact.IdAdresse,
      IdCoordonnee: contact.IdCoordonnee,
      IdCompteAnnuaire: contact.IdCompteAnnuaire,
      Nom: personne.Nom,
      Prenom: personne.Prenom,
      Civilite: civility.label,
      civiliteId: personne.IdCivilite,
      AnneeNaissance: personne.AnneeNaissance,
      Pseudo: personne.Pseudo,
      PhotoFileName: personnePhoto.Fichier,
      PhotoId: personnePhoto.Id,
      Societe: structure.RaisonSociale,
      Fonction: role.label,
      functionOrder: fonction.Ordre,
    })
    .from(generique)
    .innerJoin(contact, eq(contact.Id, generique.IdContact))
    .innerJoin(personne, eq(personne.Id, contact.IdPersonne))
    .innerJoin(fonction, eq(fonction.Id, generique.IdFonction))
    .leftJoin(role.local, role.localOn)
    .leftJoin(role.english, role.englishOn)
    .leftJoin(civilite, eq(civilite.Id, personne.IdCivilite))
    .leftJoin(civility.local, civility.localOn)
    .leftJoin(civility.english, civility.englishOn)
    .leftJoin(structure, eq(structure.Id, contact.IdStructure))
    .leftJoin(personnePhoto, eq(personnePhoto.IdPersonne, personne.Id))
    .where(eq(generique.IdFilm, options.IdFilm));
  return rows
    .map(({ civiliteId, ...row }) => ({
      ...row,
      Civilite: civiliteId === null ? null : row.Civilite,
      displayName: contactDisplayName(row),
    }))
    .sort(compareCredits);
}

/** `GET generiques/film/:idFilm`: the owner's film's credits. */
export async function listFilmCredits(
  db: Db,
  options: { account: Account; IdFilm: number; language: Language },
): Promise<Credit[]> {
  await viewableFilm(db, options);
  const rows = await filmCredits(db, options);
  return rows.map(({ Fonction: _label, functionOrder: _order, ...credit }) => credit);
}
