import type { Db } from '@shortlist/db/client';
import { festivalSmartName } from '@shortlist/domain/festivals/smart-name';
import type { Language } from '@shortlist/domain/languages';
import { type FestivalContacts, loadFestival, loadFestivalContacts } from './festival-contacts.ts';
import {
  type FestivalDictionary,
  listFestivalDictionary,
  listFestivalLabels,
  listFestivalPhotos,
} from './festival-lists.ts';

/*
 * The festival page's parts served alone (`public/festivals/{id}/...`, `public/photos/festivals/{id}`):
 * each answers FESTIVAL_NOT_FOUND for an unknown festival, as the page does, rather than an empty list.
 */

/** `public/festivals/smartname/{id}`: the readable URL part of the festival page. */
export async function getFestivalSmartName(db: Db, options: { id: number }) {
  const head = await loadFestival(db, options.id);
  return { Id: head.Id, SmartName: festivalSmartName(head.Id, head.Nom) };
}

/** `public/festivals/{id}/adresse`, `/coordonnee`, `/structure`: one part of the contacts, or null. */
export async function getFestivalContactPart<Part extends keyof Omit<FestivalContacts, 'LibellePays'>>(
  db: Db,
  options: { id: number; part: Part; language: Language },
): Promise<FestivalContacts[Part]> {
  const head = await loadFestival(db, options.id);
  const contacts = await loadFestivalContacts(db, { head, language: options.language });
  return contacts[options.part];
}

/** `public/festivals/{id}/genres`, `/categories`, `/thematiques`. */
export async function listDictionaryOfFestival(
  db: Db,
  options: { id: number; name: FestivalDictionary; language: Language },
) {
  await loadFestival(db, options.id);
  return listFestivalDictionary(db, options);
}

/** `public/festivals/{id}/labels`. */
export async function listLabelsOfFestival(db: Db, options: { id: number; language: Language }) {
  await loadFestival(db, options.id);
  return listFestivalLabels(db, options);
}

/** `public/photos/festivals/{id}`. */
export async function listPhotosOfFestival(db: Db, options: { id: number }) {
  await loadFestival(db, options.id);
  return listFestivalPhotos(db, options);
}
