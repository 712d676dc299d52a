import type { Db } from '@shortlist/db/client';
import { webBloc, webPage } from '@shortlist/db/schema/content';
import type { SaveContentPageCommand } from '@shortlist/domain/content/api-contracts';
import { ZSaveContentPageCommand } from '@shortlist/domain/content/api-contracts';
import { BLOCK_PLACEMENT, SHOWN_PLACEMENTS } from '@shortlist/domain/content/placements';
import { languageId } from '@shortlist/domain/languages';
import { localizedPath } from '@shortlist/i18n/routes';
import { eq } from 'drizzle-orm';
import { defineOperatorCommand } from '../../platform/operator-command.ts';

export type SaveContentPageAnswer = { id: number; path: string; blocks: number; active: boolean };

/**
 * An operator writes one language of a content page (docs/operations.md, "Content pages"): the
 * page row is inserted or updated on its (portal, route key, language) and its blocks replaced by
 * the ones given, in one transaction. The upsert locks the page's row, so two saves of one page
 * at once apply one after the other and the page never holds a mix of both. Pages show the change
 * within a minute (their answers are cached that long).
 */
export async function saveContentPage(
  db: Db,
  options: { input: SaveContentPageCommand; now: Date },
): Promise<SaveContentPageAnswer> {
  const { input, now } = options;
  const values = {
    IdPortail: 1,
    IdLangue: languageId(input.language),
    CleRoute: input.page,
    Libelle: input.title,
    SeoTitre: input.seoTitle ?? null,
    SeoDescription: input.seoDescription ?? null,
    IsActive: input.inactive !== true,
    // An operator's page is not demo data, even where the demo wrote one before.
    IsDemo: false,
    DateModification: now,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webPage)
      .values({ ...values, DateCreation: now })
      .onConflictDoUpdate({ target: [webPage.IdPortail, webPage.CleRoute, webPage.IdLangue], set: values })
      .returning({ Id: webPage.Id });
    if (!row) throw new Error('The content page was not written');
    await tx.delete(webBloc).where(eq(webBloc.IdPage, row.Id));
    const blocks = SHOWN_PLACEMENTS.flatMap((placement, index) => {
      const text = input[placement];
      return text === undefined
        ? []
        : [
            {
              IdPage: row.Id,
              Libelle: placement,
              Contenu: text,
              Emplacement: BLOCK_PLACEMENT[placement],
              Ordre: index + 1,
            },
          ];
    });
    if (blocks.length > 0) await tx.insert(webBloc).values(blocks);
    return {
      id: row.Id,
      path: localizedPath(input.page, input.language),
      blocks: blocks.length,
      active: values.IsActive,
    };
  });
}

/** `npm run admin -- save-content-page --page terms --language fr --title "..." --centre @terms-fr.md`. */
export const saveContentPageCommand = defineOperatorCommand({
  name: 'save-content-page',
  summary:
    'Write a content page in one language (--page <key> --language <xx> --title <text> [--seoTitle] [--seoDescription] [--top|--centre|--left|--bottom @file.md] [--inactive])',
  input: ZSaveContentPageCommand,
  run: (context, input) => saveContentPage(context.db, { input, now: context.now }),
});
