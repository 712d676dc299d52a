import { BLOCK_PLACEMENT, CONTENT_PAGE_KEYS } from '@shortlist/domain/content/placements';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { dateCreation, generatedId, inValues, utc } from './columns.ts';

/**
 * The content system (spec §3 "Web page"): one row per page and language, found by its route key
 * (the route table gives its path in each language) and its portal. Its blocks hold the page's
 * texts in the markup of `@shortlist/domain/content/content-markup` (never HTML).
 */
export const webPage = pgTable(
  'web_page',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    DateModification: utc('DateModification').notNull().defaultNow(),
    IdPortail: integer('IdPortail').notNull().default(1),
    IdLangue: integer('IdLangue').notNull(),
    CleRoute: text('CleRoute', { enum: CONTENT_PAGE_KEYS }).notNull(),
    Libelle: varchar('Libelle', { length: 255 }).notNull(),
    SeoTitre: varchar('SeoTitre', { length: 255 }),
    SeoDescription: varchar('SeoDescription', { length: 500 }),
    IsActive: boolean('IsActive').notNull().default(true),
    IsDemo: boolean('IsDemo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('web_page_route_unique').on(t.IdPortail, t.CleRoute, t.IdLangue),
    check('web_page_cle_route_check', inValues(t.CleRoute, CONTENT_PAGE_KEYS)),
  ],
);

export const webBloc = pgTable(
  'web_bloc',
  {
    Id: generatedId(),
    IdPage: integer('IdPage')
      .notNull()
      .references(() => webPage.Id, { onDelete: 'cascade' }),
    Libelle: varchar('Libelle', { length: 150 }).notNull(),
    Contenu: text('Contenu').notNull(),
    Emplacement: smallint('Emplacement').notNull(),
    Ordre: integer('Ordre').notNull().default(0),
  },
  (t) => [
    index('web_bloc_page_idx').on(t.IdPage, t.Ordre),
    check(
      'web_bloc_emplacement_check',
      sql`${t.Emplacement} in (${sql.raw(Object.values(BLOCK_PLACEMENT).join(', '))})`,
    ),
  ],
);
