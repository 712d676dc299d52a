import { BLOCK_PLACEMENT } from '@shortlist/domain/content/placements';
import { languageId } from '@shortlist/domain/languages';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { webBloc, webPage } from '../../schema/content.ts';
import { DEMO_CONTENT_PAGES } from './demo-content-pages.ts';

/** Whether the demo content pages are there (checked apart, so an older demo database gets them). */
export async function hasDemoContent(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webPage)
    .where(sql`${webPage.IsDemo}`);
  return (row?.n ?? 0) > 0;
}

/** Writes the content pages of spec §2 (how it works, pricing, terms...) in en, fr and es, marked as demo. */
export async function seedDemoContent(db: Db, now: Date): Promise<void> {
  for (const page of DEMO_CONTENT_PAGES) {
    for (const [language, text] of Object.entries(page.texts) as [
      keyof typeof page.texts,
      (typeof page.texts)['en'],
    ][]) {
      const [row] = await db
        .insert(webPage)
        .values({
          IdLangue: languageId(language),
          CleRoute: page.key,
          Libelle: text.title,
          SeoTitre: text.seoTitle,
          SeoDescription: text.seoDescription,
          IsDemo: true,
          DateCreation: now,
          DateModification: now,
        })
        .returning({ Id: webPage.Id });
      if (!row) throw new Error(`The demo content page ${page.key} (${language}) was not written`);
      await db.insert(webBloc).values(
        text.blocks.map((block, index) => ({
          IdPage: row.Id,
          Libelle: block.label,
          Contenu: block.content,
          Emplacement: BLOCK_PLACEMENT[block.placement],
          Ordre: index + 1,
        })),
      );
    }
  }
}
