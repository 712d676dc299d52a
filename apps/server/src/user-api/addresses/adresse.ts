import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { adresse } from '@shortlist/db/schema/contacts';
import { pays } from '@shortlist/db/schema/dictionaries';
import { ZAdresse as ZAdresseForm } from '@shortlist/domain/accounts/address-rules';
import type { Adresse } from '@shortlist/domain/accounts/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { validateBody } from '../../platform/validate-body.ts';
import { translatedLabel } from '../dictionaries/translated-label.ts';
import { assertOwned } from '../people/ownership.ts';

async function readAdresse(db: Db, id: number, language: Language): Promise<Adresse> {
  const t = translatedLabel('pays', pays.IdLibelle, language);
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

async function validCountry(db: Db, body: unknown) {
  const values = validateBody(ZAdresseForm, body);
  const [country] = await db.select({ Id: pays.Id }).from(pays).where(eq(pays.Id, values.IdPays));
  if (!country) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'IdPays', code: 'COUNTRY_REQUIRED', message: 'COUNTRY_REQUIRED' }],
    });
  }
  return values;
}

export async function getAdresse(
  db: Db,
  options: { account: Account; id: number; language: Language },
): Promise<Adresse> {
  await assertOwned(db, options.account, 'adresse', options.id);
  return readAdresse(db, options.id, options.language);
}

export async function updateAdresse(
  db: Db,
  options: { account: Account; id: number; body: unknown; language: Language },
): Promise<Adresse> {
  await assertOwned(db, options.account, 'adresse', options.id);
  const values = await validCountry(db, options.body);
  await db.update(adresse).set(values).where(eq(adresse.Id, options.id));
  return readAdresse(db, options.id, options.language);
}

/** `POST adresses`: the account's postal address when it has none yet. */
export async function createAdresse(
  db: Db,
  options: { account: Account; body: unknown; now: Date; language: Language },
): Promise<Adresse> {
  if (options.account.IdAdresse !== null) throw new AppError('CONFLICT');
  const values = await validCountry(db, options.body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adresse)
      .values({ ...values, DateCreation: options.now })
      .returning({ Id: adresse.Id });
    if (!row) throw new Error('insert returned no row');
    await tx.update(compte).set({ IdAdresse: row.Id }).where(eq(compte.Id, options.account.Id));
    return row.Id;
  });
  return readAdresse(db, id, options.language);
}
