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
 * The content system (spec §3 "Web page"): one row per page and language and portal. A content
 * route of the table (`CleRoute` `terms`: the table gives its path in each language) has no
 * `Route`; a free page (`CleRoute` its name, `about-us`) has its own `Route` per language
 * (`/en/about-us`, `/fr/a-propos`), its versions in other languages being its alternates. Its
 * blocks hold the page's texts in the markup of `@shortlist/domain/content/content-markup`
 * (never HTML).
 */
export const webPage = pgTable(
  'web_page',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    DateModification: utc('DateModification').notNull().defaultNow(),
    IdPortail: integer('IdPortail').notNull().default(1),
    IdLangue: integer('IdLangue').notNull(),
    CleRoute: text('CleRoute').notNull(),
    /** A free page's path in its language (`/en/about-us`); null for a content route of the table. */
    Route: varchar('Route', { length: 300 }),
    /** The canonical path when it is not `Route` (a free page only). */
    RouteCanonique: varchar('RouteCanonique', { length: 300 }),
    Libelle: varchar('Libelle', { length: 255 }).notNull(),
    SeoTitre: varchar('SeoTitre', { length: 255 }),
    SeoDescription: varchar('SeoDescription', { length: 500 }),
    IsActive: boolean('IsActive').notNull().default(true),
    IsDemo: boolean('IsDemo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('web_page_route_unique').on(t.IdPortail, t.CleRoute, t.IdLangue),
    uniqueIndex('web_page_path_unique').on(t.IdPortail, t.Route),
    // A content route of the table has no path of its own; any other key is a free page's name and has one.
    check(
      'web_page_cle_route_check',
      sql`(${inValues(t.CleRoute, CONTENT_PAGE_KEYS)}) = (${t.Route} is null)`,
    ),
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
