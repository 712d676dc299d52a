import { parseVideoEmbed } from '@shortlist/domain/help/video-embed';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { aideCategorie, aideRessource } from '../../schema/help.ts';
import { libelle, texte } from '../../schema/translations.ts';
import { insertRows, maxId, syncSequences } from '../insert.ts';
import { LabelBook } from '../label-book.ts';
import { DEMO_HELP_CATEGORIES } from './demo-help.ts';
import { DEMO_HELP_TUTORIALS } from './demo-help-tutorials.ts';

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

/** Whether the demo tutorials are there (an older demo database has the questions without them). */
export async function hasDemoTutorials(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(aideRessource)
    .innerJoin(aideCategorie, eq(aideCategorie.Id, aideRessource.IdCategorie))
    .where(and(sql`${aideCategorie.IsDemo}`, eq(aideRessource.IdType, 'video')));
  return (row?.n ?? 0) > 0;
}

/**
 * Writes the demo video tutorials (issue 36) after their categories' questions, each video kept
 * as the canonical player address the operator command would keep.
 */
export async function seedDemoTutorials(db: Db): Promise<void> {
  const book = new LabelBook((await maxId(db, libelle)) + 1, (await maxId(db, texte)) + 1);
  const rows: (typeof aideRessource.$inferInsert)[] = [];
  for (const [index, tutorial] of DEMO_HELP_TUTORIALS.entries()) {
    const parsed = parseVideoEmbed(tutorial.video);
    if (!parsed.ok) throw new Error(`The demo tutorial ${tutorial.video} is not from an allowed host`);
    rows.push({
      IdCategorie: tutorial.category,
      IdLibelle: book.label(tutorial.title),
      IdType: 'video',
      IdTexte: book.text(tutorial.text),
      CodeEmbed: parsed.embed.src,
      Ordre: 1000 + index,
    });
  }
  await book.write(db);
  await insertRows(db, aideRessource, rows);
  await syncSequences(db, [libelle, texte, aideRessource]);
}
