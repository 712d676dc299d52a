import { randomBytes } from 'node:crypto';
import type { personneDocument } from '@shortlist/db/schema/film-people';
import type { FilmDocument } from '@shortlist/domain/films/api-contracts';

/**
 * A document's file: `films/{IdFilm}/documents/{Fichier}`, `Fichier` a random name with the
 * extension of the kind read from its bytes. The uploaded name is kept apart (`FichierOriginal`)
 * and only ever sent back in a Content-Disposition header, never used as a path.
 */
export function newDocumentFile(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function documentKey(options: { IdFilm: number; Fichier: string }): string {
  return `films/${options.IdFilm}/documents/${options.Fichier}`;
}

type DocumentRow = typeof personneDocument.$inferSelect;

export function toFilmDocument(row: DocumentRow): FilmDocument {
  return {
    Id: row.Id,
    IdFilm: row.IdFilm,
    IdPersonne: row.IdPersonne,
    DateCreation: row.DateCreation.toISOString(),
    Type: row.Type,
    FichierOriginal: row.FichierOriginal,
    Mime: row.Mime,
    Poids: row.Poids,
  };
}

// Moved to platform/ (the festival's downloads name their files too); kept here for its callers.
export { attachmentHeader } from '../../platform/attachment-header.ts';
