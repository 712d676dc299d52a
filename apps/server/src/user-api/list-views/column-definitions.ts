import type { Db } from '@shortlist/db/client';
import { colonneListe } from '@shortlist/db/schema/list-views';
import type { ListViewEntity } from '@shortlist/domain/list-views/list-view-entities';
import {
  type ColumnDefinition,
  type ColumnSetting,
  columnSettingsError,
  mergeColumns,
} from '@shortlist/domain/list-views/list-view-rules';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

type Scope = { accountId: number; entity: ListViewEntity };

const settingColumns = {
  Id: colonneListe.Id,
  Property: colonneListe.Property,
  IsDisplayed: colonneListe.IsDisplayed,
  IsSorting: colonneListe.IsSorting,
  IsSortingDesc: colonneListe.IsSortingDesc,
  Ordre: colonneListe.Ordre,
  Width: colonneListe.Width,
};

const ofScope = (scope: Scope) =>
  and(eq(colonneListe.IdCompte, scope.accountId), eq(colonneListe.Entity, scope.entity));

/** `GET booback-colonne/{entity}`: the account's columns of the list, the defaults where none is saved. */
export async function readColumns(db: Db, scope: Scope): Promise<ColumnDefinition[]> {
  const saved = await db.select(settingColumns).from(colonneListe).where(ofScope(scope));
  return mergeColumns(scope.entity, saved);
}

/**
 * `POST booback-colonne/{entity}`: checks the settings against the list's whitelist, then writes
 * every column of the list (those not sent keep their saved or default value) in one transaction.
 * Upserts on the (account, list, property) key, so two saves at once leave one row per column.
 */
export async function saveColumns(
  db: Db,
  options: Scope & { settings: ColumnSetting[] },
): Promise<ColumnDefinition[]> {
  const error = columnSettingsError(options.entity, options.settings);
  if (error) throw new AppError(error);
  return db.transaction(async (tx) => {
    const saved = await tx.select(settingColumns).from(colonneListe).where(ofScope(options));
    const sent = new Map(options.settings.map((setting) => [setting.Property, setting]));
    // A sort chosen now replaces the one saved before, even when that column was not sent.
    const sorting = options.settings.some((setting) => setting.IsSorting);
    const kept = saved
      .filter((row) => !sent.has(row.Property))
      .map((row) => ({ ...row, IsSorting: sorting ? false : row.IsSorting }));
    const columns = mergeColumns(options.entity, [...kept, ...options.settings]);
    for (const column of columns) {
      const values = {
        IsDisplayed: column.IsDisplayed,
        IsSorting: column.IsSorting,
        IsSortingDesc: column.IsSortingDesc,
        Ordre: column.Ordre,
        Width: column.Width,
      };
      await tx
        .insert(colonneListe)
        .values({ IdCompte: options.accountId, Entity: options.entity, Property: column.Property, ...values })
        .onConflictDoUpdate({
          target: [colonneListe.IdCompte, colonneListe.Entity, colonneListe.Property],
          set: values,
        });
    }
    const rows = await tx.select(settingColumns).from(colonneListe).where(ofScope(options));
    return mergeColumns(options.entity, rows);
  });
}

/** `DELETE booback-colonne/{entity}`: forgets the account's choices; the list shows its defaults. */
export async function resetColumns(db: Db, scope: Scope): Promise<ColumnDefinition[]> {
  await db.delete(colonneListe).where(ofScope(scope));
  return mergeColumns(scope.entity, []);
}
