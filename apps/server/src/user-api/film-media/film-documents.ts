import type { Db } from '@shortlist/db/client';
import { personneDocument } from '@shortlist/db/schema/film-people';
import type { FilmDocument } from '@shortlist/domain/films/api-contracts';
import type { FilmDocumentList, FilmDocumentUploadValues } from '@shortlist/domain/media/document-contracts';
import { FILE_KIND_TYPES, isDocumentKind, sniffFileKind } from '@shortlist/domain/media/file-kinds';
import type { MediaLimits } from '@shortlist/domain/media/media-limits';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import type { MediaStorage, StoredFile } from '../../platform/storage/media-storage.ts';
import { editableFilm, viewableFilm } from '../../shared-kernel/film-access.ts';
import { documentKey, newDocumentFile, toFilmDocument } from './document-files.ts';
import { requireOwnPerson } from './own-person.ts';

/** `GET films/:idFilm/documents`: the owner's film's documents, the film's own and its people's. */
export async function listFilmDocuments(
  db: Db,
  options: { account: Account; IdFilm: number; limits: MediaLimits },
): Promise<FilmDocumentList> {
  await viewableFilm(db, options);
  const rows = await db
    .select()
    .from(personneDocument)
    .where(eq(personneDocument.IdFilm, options.IdFilm))
    .orderBy(asc(personneDocument.Id));
  return {
    documents: rows.map(toFilmDocument),
    limit: options.limits.documentsPerPersonFilm,
    maxBytes: options.limits.documentMaxBytes,
  };
}

const ofPerson = (IdFilm: number, IdPersonne: number | null) =>
  and(
    eq(personneDocument.IdFilm, IdFilm),
    IdPersonne === null ? isNull(personneDocument.IdPersonne) : eq(personneDocument.IdPersonne, IdPersonne),
  );

/**
 * `POST films/:idFilm/documents`: one document, its kind read from the bytes, stored under a
 * random name, then recorded while the film's row is held, so concurrent uploads never pass the
 * limit (10 per person and film, docs/decisions.md). A refused record removes the stored file.
 */
export async function addFilmDocument(
  db: Db,
  options: {
    account: Account;
    storage: MediaStorage;
    IdFilm: number;
    values: FilmDocumentUploadValues;
    bytes: Buffer;
    limits: MediaLimits;
    now: Date;
  },
): Promise<FilmDocument> {
  const { account, storage, IdFilm, values, bytes, limits, now } = options;
  const IdPersonne = values.IdPersonne ?? null;
  await editableFilm(db, { account, IdFilm });
  if (IdPersonne !== null) await requireOwnPerson(db, account, IdPersonne);
  const kind = sniffFileKind(bytes.subarray(0, 4096), { complete: bytes.length <= 4096 });
  if (!isDocumentKind(kind)) throw new AppError('FILE_TYPE_REFUSED');
  const type = FILE_KIND_TYPES[kind];
  const Fichier = newDocumentFile(type.extension);
  const key = documentKey({ IdFilm, Fichier });
  await storage.put(key, bytes);
  try {
    return await db.transaction(async (tx) => {
      await editableFilm(tx, { account, IdFilm, lock: true });
      const [held] = await tx
        .select({ n: count() })
        .from(personneDocument)
        .where(ofPerson(IdFilm, IdPersonne));
      if ((held?.n ?? 0) >= limits.documentsPerPersonFilm) throw new AppError('FILE_LIMIT_REACHED');
      const [row] = await tx
        .insert(personneDocument)
        .values({
          IdFilm,
          IdPersonne,
          DateCreation: now,
          Type: values.Type,
          Fichier,
          FichierOriginal: values.FichierOriginal ?? `document.${type.extension}`,
          Mime: type.mime,
          Poids: bytes.length,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toFilmDocument(row);
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/**
 * A document to download, for the film's owner only (festivals the film was submitted to come
 * with submissions). `IdPersonne`, when the path names one, must be the document's person.
 * Another account's, a missing one and a mismatched path all answer DOCUMENT_NOT_FOUND.
 */
export async function findFilmDocument(
  db: Db,
  options: { account: Account; storage: MediaStorage; IdFilm: number; Id: number; IdPersonne?: number },
): Promise<{ file: StoredFile; document: FilmDocument }> {
  await viewableFilm(db, options).catch(() => {
    throw new AppError('DOCUMENT_NOT_FOUND');
  });
  return openFilmDocument(db, options);
}

/**
 * The film's documents, for a festival the film was entered at (issue 31). No owner check: the
 * festival-space area receives this function from the composition root and calls it only for a
 * member of the entry's festival.
 */
export async function filmDocumentsOf(db: Db, options: { IdFilm: number }): Promise<FilmDocument[]> {
  const rows = await db
    .select()
    .from(personneDocument)
    .where(eq(personneDocument.IdFilm, options.IdFilm))
    .orderBy(asc(personneDocument.Id));
  return rows.map(toFilmDocument);
}

/**
 * One document of the film and its stored file, whoever asks: the owner's download above checks
 * the film first; the festival-space area receives it from the composition root and checks the
 * member first (issue 31). A missing document or file answers DOCUMENT_NOT_FOUND.
 */
export async function openFilmDocument(
  db: Db,
  options: { storage: MediaStorage; IdFilm: number; Id: number; IdPersonne?: number },
): Promise<{ file: StoredFile; document: FilmDocument }> {
  const [row] = await db
    .select()
    .from(personneDocument)
    .where(and(eq(personneDocument.Id, options.Id), eq(personneDocument.IdFilm, options.IdFilm)));
  if (!row || (options.IdPersonne !== undefined && row.IdPersonne !== options.IdPersonne)) {
    throw new AppError('DOCUMENT_NOT_FOUND');
  }
  const file = await options.storage.get(documentKey(row));
  if (!file) throw new AppError('DOCUMENT_NOT_FOUND');
  return { file, document: toFilmDocument(row) };
}

/** `DELETE films/:idFilm/documents/:id`: the record, then its file after the commit. */
export async function deleteFilmDocument(
  db: Db,
  options: { account: Account; storage: MediaStorage; IdFilm: number; Id: number },
): Promise<void> {
  const { account, IdFilm, Id } = options;
  const removed = await db.transaction(async (tx) => {
    await editableFilm(tx, { account, IdFilm, lock: true });
    const [row] = await tx
      .delete(personneDocument)
      .where(and(eq(personneDocument.Id, Id), eq(personneDocument.IdFilm, IdFilm)))
      .returning();
    if (!row) throw new AppError('DOCUMENT_NOT_FOUND');
    return row;
  });
  await options.storage.remove(documentKey(removed));
}
