import { z } from 'zod';
import { ZId, ZIdParam } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { LIST_VIEW_ENTITIES } from './list-view-entities.ts';
import {
  COLUMN_WIDTH_DEFAULT,
  COLUMN_WIDTH_MAX,
  COLUMN_WIDTH_MIN,
  LIST_VIEW_LABEL_MAX,
} from './list-view-rules.ts';

/*
 * Saved list views (spec §3, §5, §7; issue 34) under `/api/`:
 * - `GET|POST|DELETE booback-colonne/{entity}` (columns of the signed-in user; DELETE resets)
 * - `GET booback-classements|booback-filtres|booback-presentations?Entity=&IdFestival=`: own and
 *   public views of the list; `POST` one; `PUT …/{Id}`, `DELETE …/{Id}`: the creator only.
 */

export const ZListViewEntity = z.enum(LIST_VIEW_ENTITIES);
const ZPropertyName = z.string().min(1).max(100);

/** One column as the user sets it (spec §3 column definition, without what the list decides). */
export const ZColumnSetting = z.strictObject({
  Property: ZPropertyName,
  IsDisplayed: z.boolean(),
  IsSorting: z.boolean().default(false),
  IsSortingDesc: z.boolean().default(false),
  Ordre: z.number().int().min(0).max(1000),
  Width: z.number().int().min(COLUMN_WIDTH_MIN).max(COLUMN_WIDTH_MAX).default(COLUMN_WIDTH_DEFAULT),
});
const ZColumnSettings = z.array(ZColumnSetting).min(1).max(50);

export const ZColumnEntityParams = z.object({ entity: ZListViewEntity });
export const ZColumnsRequest = z.strictObject({ Colonnes: ZColumnSettings });

export const ZColumnDefinition = z.object({
  Id: ZId.nullable(),
  Entity: ZListViewEntity,
  Property: z.string(),
  IsDisplayable: z.boolean(),
  IsDisplayed: z.boolean(),
  IsSortable: z.boolean(),
  IsSorting: z.boolean(),
  IsSortingDesc: z.boolean(),
  Ordre: z.number().int(),
  Width: z.number().int(),
});
export type ColumnDefinitionAnswer = z.infer<typeof ZColumnDefinition>;
export const ZColumnDefinitions = z.array(ZColumnDefinition);

/** Spec §5: `Entity` and `Libelle` 1 to 150; the creator (`IdCreateur`) is the signed-in account. */
const savedViewFields = {
  Entity: ZListViewEntity,
  Libelle: zPlainText().trim().min(1).max(LIST_VIEW_LABEL_MAX),
  IsPublic: z.boolean().default(false),
  /** The festival of an inbox view; null for the filmmaker's lists. */
  IdFestival: ZId.nullable().default(null),
};

/** A ranking: the column it sorts by and the direction. */
export const ZRankingSort = z.strictObject({ Property: ZPropertyName, IsSortingDesc: z.boolean() });
/** Spec §5: a filter's `Data` holds at least one criterion (checked against the list's filter). */
const ZFilterData = z
  .record(z.string().max(100), z.unknown())
  .refine((data) => Object.keys(data).length >= 1, { message: 'TOO_SHORT' });

export const ZRankingRequest = z.strictObject({ ...savedViewFields, Tri: ZRankingSort });
export const ZFilterRequest = z.strictObject({ ...savedViewFields, Data: ZFilterData });
/** A presentation: its columns, and the filter it was saved with (optional) so one view restores both. */
export const ZPresentationRequest = z.strictObject({
  ...savedViewFields,
  Colonnes: ZColumnSettings,
  Data: ZFilterData.nullable().default(null),
});
export type RankingRequest = z.input<typeof ZRankingRequest>;
export type FilterRequest = z.input<typeof ZFilterRequest>;
export type PresentationRequest = z.input<typeof ZPresentationRequest>;

const savedViewAnswer = {
  Id: ZId,
  Entity: ZListViewEntity,
  Libelle: z.string(),
  IsPublic: z.boolean(),
  IdCreateur: ZId,
  IdFestival: ZId.nullable(),
  /** The reader created it: they may change and delete it (spec §6). */
  isOwn: z.boolean(),
};
export const ZRanking = z.object({ ...savedViewAnswer, Tri: ZRankingSort });
export const ZFilter = z.object({ ...savedViewAnswer, Data: z.record(z.string(), z.unknown()) });
export const ZPresentation = z.object({
  ...savedViewAnswer,
  Colonnes: z.array(ZColumnSetting),
  Data: z.record(z.string(), z.unknown()).nullable(),
});
export type Ranking = z.infer<typeof ZRanking>;
export type SavedFilter = z.infer<typeof ZFilter>;
export type Presentation = z.infer<typeof ZPresentation>;

export const ZSavedViewQuery = z.object({
  Entity: ZListViewEntity,
  IdFestival: ZIdParam.optional(),
});
export const ZSavedViewIdParams = z.object({ Id: ZIdParam });

/**
 * Spec §7's generic filter calls on the filmmaker's lists (issue 34): a page's place and size in
 * the path, the sizes of every list (10/30/50/100, as the inbox's).
 */
export const ZListPageParams = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000),
  take: z.enum(['10', '30', '50', '100']).transform(Number),
});
/** What a generic filter count answers. */
export const ZListCount = z.object({ count: z.number().int().nonnegative() });
