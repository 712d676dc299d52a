import type { Db } from '@shortlist/db/client';
import { personne } from '@shortlist/db/schema/accounts';
import { contact, generique, personnePhoto } from '@shortlist/db/schema/film-people';
import { film } from '@shortlist/db/schema/films';
import { PUBLICATION } from '@shortlist/domain/films/film-values';
import type { Language } from '@shortlist/domain/languages';
import {
  type PersonPhoto,
  type PersonPhotoUploadValues,
  personPhotoPath,
} from '@shortlist/domain/media/person-photo-contracts';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import {
  PHOTO_FORMAT_TYPES,
  PHOTO_FORMATS,
  type PhotoFormat,
} from '../../platform/storage/photo-variants.ts';
import type { ServedPhoto } from '../../platform/storage/served-photo.ts';
import { type PhotoIntake, readUploadedPhoto } from '../../platform/storage/uploaded-photo.ts';
import { ownsPerson, requireOwnPerson } from './own-person.ts';
import { newPhotoFile, PHOTO_FILE, photoStem } from './photo-files.ts';

/** The size a person's photo is shown in (a portrait beside a name needs no more). */
const SHOWN = ['hdready', 'thumbnail'] as const;

/** `personnes/{IdPersonne}/{size}/{stem}.{jpg|webp}`: every file of person N lies under `personnes/N`. */
function personPhotoKey(IdPersonne: number, size: string, Fichier: string, format: PhotoFormat): string {
  return `personnes/${IdPersonne}/${size}/${photoStem(Fichier)}.${format}`;
}

async function removeFiles(storage: MediaStorage, IdPersonne: number, Fichier: string): Promise<void> {
  await Promise.all(
    SHOWN.flatMap((size) =>
      PHOTO_FORMATS.map((format) => storage.remove(personPhotoKey(IdPersonne, size, Fichier, format))),
    ),
  );
}

type Row = typeof personnePhoto.$inferSelect;
const toPersonPhoto = (row: Row): PersonPhoto => ({
  Id: row.Id,
  IdPersonne: row.IdPersonne,
  Fichier: row.Fichier,
  Credit: row.Credit,
  url: personPhotoPath(row.IdPersonne, row.Fichier),
});

/** `GET personnes/:id/photo`: the person's photo, or null. */
export async function getPersonPhoto(
  db: Db,
  options: { account: Account; IdPersonne: number },
): Promise<PersonPhoto | null> {
  await requireOwnPerson(db, options.account, options.IdPersonne);
  const [row] = await db.select().from(personnePhoto).where(eq(personnePhoto.IdPersonne, options.IdPersonne));
  return row ? toPersonPhoto(row) : null;
}

/**
 * `POST personnes/:id/photo`: the image's type read from its bytes, resized (HD ready and
 * thumbnail, JPEG and WebP), stored, then recorded in place of the person's previous photo
 * (one per person), whose files go once the new row is committed. Only the sizes shown are
 * made; processing waits its turn in the image queue and counts in the account's upload rate.
 */
export async function addPersonPhoto(
  db: Db,
  options: {
    account: Account;
    storage: MediaStorage;
    IdPersonne: number;
    values: PersonPhotoUploadValues;
    bytes: Buffer;
    intake: PhotoIntake;
    language: Language;
    now: Date;
  },
): Promise<PersonPhoto> {
  const { account, storage, IdPersonne, values, bytes, now } = options;
  await requireOwnPerson(db, account, IdPersonne);
  const processed = await readUploadedPhoto(bytes, {
    intake: options.intake,
    accountId: account.Id,
    language: options.language,
    now,
    sizes: SHOWN,
  });
  const Fichier = newPhotoFile();
  await Promise.all(
    processed.variants.map((variant) =>
      storage.put(personPhotoKey(IdPersonne, variant.size, Fichier, variant.format), variant.data),
    ),
  );
  let replaced: Row | undefined;
  let row: Row | undefined;
  try {
    row = await db.transaction(async (tx) => {
      await requireOwnPerson(tx, account, IdPersonne);
      // Uploads for one person at once replace one another in turn (one photo per person).
      await tx.select({ Id: personne.Id }).from(personne).where(eq(personne.Id, IdPersonne)).for('update');
      [replaced] = await tx.delete(personnePhoto).where(eq(personnePhoto.IdPersonne, IdPersonne)).returning();
      const [inserted] = await tx
        .insert(personnePhoto)
        .values({
          IdPersonne,
          DateCreation: now,
          Fichier,
          FichierOriginal: values.FichierOriginal,
          Mime: processed.mime,
          Poids: bytes.length,
          Largeur: processed.width,
          Hauteur: processed.height,
          Credit: values.Credit,
        })
        .returning();
      return inserted;
    });
  } catch (error) {
    await removeFiles(storage, IdPersonne, Fichier);
    throw error;
  }
  if (!row) throw new Error('insert returned no row');
  if (replaced) await removeFiles(storage, IdPersonne, replaced.Fichier);
  return toPersonPhoto(row);
}

/** `DELETE personnes/:id/photo/:idPhoto`: the photo and its files. */
export async function deletePersonPhoto(
  db: Db,
  options: { account: Account; storage: MediaStorage; IdPersonne: number; Id: number },
): Promise<void> {
  const { account, storage, IdPersonne, Id } = options;
  const removed = await db.transaction(async (tx) => {
    await requireOwnPerson(tx, account, IdPersonne);
    const [row] = await tx
      .delete(personnePhoto)
      .where(and(eq(personnePhoto.Id, Id), eq(personnePhoto.IdPersonne, IdPersonne)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  });
  await removeFiles(storage, IdPersonne, removed.Fichier);
}

/**
 * `GET public/photos/personnes/:IdPersonne/:file`: to the account whose address book holds the
 * person, and to anyone once the person is credited on a public film (the public film page shows
 * it beside their name). Anything else, a made-up name included, answers 404.
 */
export async function servePersonPhoto(
  db: Db,
  options: { storage: MediaStorage; IdPersonne: number; file: string; viewer: Account | null },
): Promise<ServedPhoto> {
  const { storage, IdPersonne, viewer } = options;
  const match = PHOTO_FILE.exec(options.file);
  if (!match) throw new AppError('NOT_FOUND');
  const format = match[2] as PhotoFormat;
  const Fichier = `${match[1]}.jpg`;
  const [row] = await db
    .select({ Id: personnePhoto.Id })
    .from(personnePhoto)
    .where(and(eq(personnePhoto.IdPersonne, IdPersonne), eq(personnePhoto.Fichier, Fichier)));
  if (!row) throw new AppError('NOT_FOUND');
  const owner = viewer !== null && (await ownsPerson(db, viewer, IdPersonne));
  if (!owner) {
    const [credited] = await db
      .select({ Id: generique.Id })
      .from(generique)
      .innerJoin(contact, eq(contact.Id, generique.IdContact))
      .innerJoin(film, eq(film.Id, generique.IdFilm))
      .where(and(eq(contact.IdPersonne, IdPersonne), eq(film.Publication, PUBLICATION.public)))
      .limit(1);
    if (!credited) throw new AppError('NOT_FOUND');
  }
  const stored = await storage.get(personPhotoKey(IdPersonne, 'hdready', Fichier, format));
  if (!stored) throw new AppError('NOT_FOUND');
  return { file: stored, type: PHOTO_FORMAT_TYPES[format], audience: owner ? 'owner' : 'public' };
}
