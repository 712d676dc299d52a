import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { adresse } from '@shortlist/db/schema/contacts';
import { pays } from '@shortlist/db/schema/dictionaries';
import type { PostalAddressValues } from '@shortlist/domain/accounts/address-rules';
import type { PostalAddress } from '@shortlist/domain/accounts/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { canEditPostalAddress } from '@shortlist/domain/people/record-ownership';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { translatedLabel } from '../../platform/translations/translated-label.ts';
import { requireOwnRecord } from '../../shared-kernel/record-owner.ts';

async function readPostalAddress(
  db: Db,
  options: { id: number; language: Language },
): Promise<PostalAddress> {
  const { id, language } = options;
  const t = translatedLabel({ name: 'pays', labelId: pays.IdLibelle, language });
  const [row] = await db
    .select({
      Id: adresse.Id,
      DateCreation: adresse.DateCreation,
      IdPays: adresse.IdPays,
      Ligne1: adresse.Ligne1,
      Ligne2: adresse.Ligne2,
      Province: adresse.Province,
      Cp: adresse.Cp,
      Ville: adresse.Ville,
      LibellePays: t.label,
    })
    .from(adresse)
    .innerJoin(pays, eq(pays.Id, adresse.IdPays))
    .leftJoin(t.local, t.localOn)
    .leftJoin(t.english, t.englishOn)
    .where(eq(adresse.Id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, DateCreation: row.DateCreation.toISOString(), LibellePays: row.LibellePays ?? null };
}

/** The rule schema checked the id's shape; whether the country exists is known here only. */
async function requireCountry(db: Db, values: PostalAddressValues): Promise<void> {
  const [country] = await db.select({ Id: pays.Id }).from(pays).where(eq(pays.Id, values.IdPays));
  if (!country) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'IdPays', code: 'COUNTRY_REQUIRED', message: 'COUNTRY_REQUIRED' }],
    });
  }
}

/** `GET adresses/:id`: the account's or its structure's postal address (404 for any other id). */
export async function getPostalAddress(
  db: Db,
  options: { account: Account; id: number; language: Language },
): Promise<PostalAddress> {
  await requireOwnRecord({ db, account: options.account, id: options.id, can: canEditPostalAddress });
  return readPostalAddress(db, options);
}

/** `PUT adresses/:id` with values the route checked against `ZPostalAddressRequest`. */
export async function updatePostalAddress(
  db: Db,
  options: { account: Account; id: number; values: PostalAddressValues; language: Language },
): Promise<PostalAddress> {
  await requireOwnRecord({ db, account: options.account, id: options.id, can: canEditPostalAddress });
  await requireCountry(db, options.values);
  await db.update(adresse).set(options.values).where(eq(adresse.Id, options.id));
  return readPostalAddress(db, options);
}

/** `POST adresses`: the account's postal address when it has none yet, linked to it. */
export async function createPostalAddress(
  db: Db,
  options: { account: Account; values: PostalAddressValues; now: Date; language: Language },
): Promise<PostalAddress> {
  if (options.account.IdAdresse !== null) throw new AppError('CONFLICT');
  const { values } = options;
  await requireCountry(db, values);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adresse)
      .values({ ...values, DateCreation: options.now })
      .returning({ Id: adresse.Id });
    if (!row) throw new Error('insert returned no row');
    await tx.update(compte).set({ IdAdresse: row.Id }).where(eq(compte.Id, options.account.Id));
    return row.Id;
  });
  return readPostalAddress(db, { id, language: options.language });
}
