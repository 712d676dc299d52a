import type { Db } from '@shortlist/db/client';
import { webBloc, webPage } from '@shortlist/db/schema/content';
import type { SaveContentPageCommand } from '@shortlist/domain/content/api-contracts';
import { ZSaveContentPageCommand } from '@shortlist/domain/content/api-contracts';
import { stripActiveContent } from '@shortlist/domain/content/content-markup';
import { BLOCK_PLACEMENT, isContentPageKey, WRITABLE_PLACEMENTS } from '@shortlist/domain/content/placements';
import { ALL_LANGUAGES } from '@shortlist/domain/language-list';
import { languageId } from '@shortlist/domain/languages';
import { localizedPath, matchLocalizedPath, matchPagePath } from '@shortlist/i18n/routes';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { defineOperatorCommand } from '../../platform/operator-command.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';

export type SaveContentPageAnswer = { id: number; path: string; blocks: number; active: boolean };

const refuse = (code: string, message: string) =>
  new AppError('CONFLICT', { fields: [{ path: 'route', code, message }] });

/** A free page's path must be one no route of the table takes, in any language it may be routed in. */
function checkFreeRoute(route: string): void {
  const match = matchLocalizedPath(route, ALL_LANGUAGES);
  const free = matchPagePath(route, ALL_LANGUAGES);
  if (match.kind !== 'notFound' || free.kind !== 'route' || free.key !== 'webPage') {
    throw refuse('ROUTE_TAKEN', `${route} is a page of the site already; choose another path.`);
  }
}

/**
 * An operator writes one language of a content page (docs/operations.md, "Content pages"): the
 * page row is inserted or updated on its (portal, key, language) and its blocks replaced by the
 * ones given, in one transaction. A free page (`--page about-us --route /fr/a-propos`) takes a
 * path no route of the table nor another page holds (409 ROUTE_TAKEN). Block texts are stored
 * without scripts, tags, event handlers or `javascript:` targets (`stripActiveContent`). The
 * upsert locks the page's row, so two saves of one page at once apply one after the other and the
 * page never holds a mix of both. Pages show the change within a minute (their answers are cached
 * that long).
 */
export async function saveContentPage(
  db: Db,
  options: { input: SaveContentPageCommand; now: Date },
): Promise<SaveContentPageAnswer> {
  const { input, now } = options;
  const route = isContentPageKey(input.page) ? null : (input.route ?? null);
  if (route) checkFreeRoute(route);
  const values = {
    IdPortail: 1,
    IdLangue: languageId(input.language),
    CleRoute: input.page,
    Route: route,
    RouteCanonique: route ? (input.canonical ?? null) : null,
    Libelle: input.title,
    SeoTitre: input.seoTitle ?? null,
    SeoDescription: input.seoDescription ?? null,
    IsActive: input.inactive !== true,
    // An operator's page is not demo data, even where the demo wrote one before.
    IsDemo: false,
    DateModification: now,
  };
  try {
    return await db.transaction(async (tx) => {
      if (route) {
        const [holder] = await tx
          .select({ CleRoute: webPage.CleRoute, IdLangue: webPage.IdLangue })
          .from(webPage)
          .where(and(eq(webPage.IdPortail, 1), eq(webPage.Route, route)));
        if (holder && (holder.CleRoute !== input.page || holder.IdLangue !== values.IdLangue)) {
          throw refuse('ROUTE_TAKEN', `${route} is the page "${holder.CleRoute}"; choose another path.`);
        }
      }
      const [row] = await tx
        .insert(webPage)
        .values({ ...values, DateCreation: now })
        .onConflictDoUpdate({ target: [webPage.IdPortail, webPage.CleRoute, webPage.IdLangue], set: values })
        .returning({ Id: webPage.Id });
      if (!row) throw new Error('The content page was not written');
      await tx.delete(webBloc).where(eq(webBloc.IdPage, row.Id));
      const blocks = WRITABLE_PLACEMENTS.flatMap((placement, index) => {
        const text = input[placement];
        const clean = text === undefined ? '' : stripActiveContent(text).trim();
        return clean === ''
          ? []
          : [
              {
                IdPage: row.Id,
                Libelle: placement,
                Contenu: clean,
                Emplacement: BLOCK_PLACEMENT[placement],
                Ordre: index + 1,
              },
            ];
      });
      if (blocks.length > 0) await tx.insert(webBloc).values(blocks);
      return {
        id: row.Id,
        path: route ?? (isContentPageKey(input.page) ? localizedPath(input.page, input.language) : ''),
        blocks: blocks.length,
        active: values.IsActive,
      };
    });
  } catch (error) {
    // Another page took the path between the check and the write.
    if (route && isUniqueViolation(error)) {
      throw refuse('ROUTE_TAKEN', `${route} is another page's path; choose another path.`);
    }
    throw error;
  }
}

/**
 * `npm run admin -- save-content-page --page terms --language fr --title "..." --centre @terms-fr.md`,
 * or a free page: `--page about-us --language fr --route /fr/a-propos --title "..." --centre @fr.md`.
 */
export const saveContentPageCommand = defineOperatorCommand({
  name: 'save-content-page',
  summary:
    'Write a content page in one language (--page <key or free name> --language <xx> [--route /xx/path for a free page] [--canonical /xx/path] --title <text> [--seoTitle] [--seoDescription] [--top|--centre|--left|--bottom|--headerContent @file.md] [--headerTitle] [--headerSubTitle] [--headerImage /path] [--inactive])',
  input: ZSaveContentPageCommand,
  run: (context, input) => saveContentPage(context.db, { input, now: context.now }),
});
