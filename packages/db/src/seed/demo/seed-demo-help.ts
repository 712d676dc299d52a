import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { aideCategorie, aideRessource } from '../../schema/help.ts';
import { libelle, texte } from '../../schema/translations.ts';
import { insertRows, maxId, syncSequences } from '../insert.ts';
import { LabelBook } from '../label-book.ts';
import { DEMO_HELP_CATEGORIES } from './demo-help.ts';

/** Whether the demo help centre is there (checked apart, so an older demo database gets it). */
export async function hasDemoHelp(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(aideCategorie)
    .where(sql`${aideCategorie.IsDemo}`);
  return (row?.n ?? 0) > 0;
}

/**
 * Writes the demo help centre (spec §1 "help centre with FAQ"): its categories with their fixed
 * ids (10 is where `help` leads, spec §2) and their questions and answers in en, fr and es.
 */
export async function seedDemoHelp(db: Db): Promise<void> {
  const book = new LabelBook((await maxId(db, libelle)) + 1, (await maxId(db, texte)) + 1);
  const categories: (typeof aideCategorie.$inferInsert)[] = [];
  const resources: (typeof aideRessource.$inferInsert)[] = [];
  for (const [order, category] of DEMO_HELP_CATEGORIES.entries()) {
    categories.push({
      Id: category.id,
      IdLibelle: book.label(category.name),
      IdType: category.type,
      Ordre: order + 1,
      IsDemo: true,
    });
    for (const [index, resource] of category.resources.entries()) {
      resources.push({
        IdCategorie: category.id,
        IdLibelle: book.label(resource.title),
        IdType: resource.type,
        IdTexte: book.text(resource.text),
        Ordre: index + 1,
      });
    }
  }
  await book.write(db);
  await insertRows(db, aideCategorie, categories);
  await insertRows(db, aideRessource, resources);
  await syncSequences(db, [libelle, texte, aideCategorie]);
}
