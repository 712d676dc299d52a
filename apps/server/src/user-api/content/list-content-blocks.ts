import type { Db } from '@shortlist/db/client';
import { webBloc, webPage } from '@shortlist/db/schema/content';
import type { WebBlock } from '@shortlist/domain/content/api-contracts';
import { BLOCK_PLACEMENT } from '@shortlist/domain/content/placements';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * The blocks of an active content page (spec §7 `GET wpage/{idPage}/wbloc`), in their order. An
 * unknown or inactive page answers CONTENT_PAGE_NOT_FOUND, so an unpublished page's texts stay
 * unread. A Css block (placement 8, from an older system) is never sent: no content style is
 * applied (docs/decisions.md, "Any content page"). One query.
 */
export async function listContentBlocks(db: Db, options: { pageId: number }): Promise<WebBlock[]> {
  const rows = await db
    .select({ page: webPage.Id, block: webBloc })
    .from(webPage)
    .leftJoin(webBloc, eq(webBloc.IdPage, webPage.Id))
    .where(and(eq(webPage.Id, options.pageId), eq(webPage.IsActive, true)))
    .orderBy(asc(webBloc.Ordre), asc(webBloc.Id));
  if (rows.length === 0) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  return rows.flatMap(({ block }) =>
    block && block.Emplacement !== BLOCK_PLACEMENT.css
      ? [
          {
            Id: block.Id,
            IdPage: block.IdPage,
            Libelle: block.Libelle,
            Contenu: block.Contenu,
            Emplacement: block.Emplacement,
            Ordre: block.Ordre,
          },
        ]
      : [],
  );
}
