import type { Db } from '@shortlist/db/client';
import { aideCategorie, aideRessource } from '@shortlist/db/schema/help';
import { libelle, texte, tradLibelle, tradTexte } from '@shortlist/db/schema/translations';
import { stripActiveContent } from '@shortlist/domain/content/content-markup';
import { type SaveHelpResourceCommand, ZSaveHelpResourceCommand } from '@shortlist/domain/help/api-contracts';
import { parseVideoEmbed } from '@shortlist/domain/help/video-embed';
import { languageId } from '@shortlist/domain/languages';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { defineOperatorCommand } from '../../platform/operator-command.ts';

export type SaveHelpResourceAnswer = {
  id: number;
  category: number;
  type: 'faq' | 'video';
  language: string;
  CodeEmbed: string | null;
};

const invalid = (path: string, code: string) =>
  new AppError('VALIDATION_FAILED', { fields: [{ path, code, message: code }] });

/** The pasted video as its canonical player address; an unknown host or anything else is refused. */
function embedOf(input: SaveHelpResourceCommand): string | undefined {
  if (input.embed === undefined) return undefined;
  const parsed = parseVideoEmbed(input.embed);
  if (!parsed.ok) {
    throw new AppError('HELP_EMBED_REFUSED', {
      fields: [{ path: 'embed', code: parsed.code, message: parsed.code }],
    });
  }
  return parsed.embed.src;
}

/** One language of a label: written, or replaced when it was there. */
async function writeLabel(tx: Db, options: { id: number | null; language: number; value: string }) {
  const id = options.id ?? (await tx.insert(libelle).values({}).returning({ Id: libelle.Id }))[0]?.Id;
  if (!id) throw new Error('The label was not written');
  await tx
    .insert(tradLibelle)
    .values({ IdLibelle: id, IdLangue: options.language, Libelle: options.value })
    .onConflictDoUpdate({
      target: [tradLibelle.IdLibelle, tradLibelle.IdLangue],
      set: { Libelle: options.value },
    });
  return id;
}

async function writeText(tx: Db, options: { id: number | null; language: number; value: string }) {
  const id = options.id ?? (await tx.insert(texte).values({}).returning({ Id: texte.Id }))[0]?.Id;
  if (!id) throw new Error('The text was not written');
  await tx
    .insert(tradTexte)
    .values({ IdTexte: id, IdLangue: options.language, Texte: options.value })
    .onConflictDoUpdate({ target: [tradTexte.IdTexte, tradTexte.IdLangue], set: { Texte: options.value } });
  return id;
}

/**
 * An operator writes a help resource (docs/operations.md "Help resources"): a new one in a
 * category (`--category`, written in English first: the other languages fall back to it), or one
 * language of an existing one (`--id`, its row locked so two saves apply one after the other). A
 * tutorial's video is kept only as the canonical player address of an allowed host
 * (`parseVideoEmbed`): an unknown host, a `javascript:` or `data:` address, or an embed code with
 * anything beside one iframe answers HELP_EMBED_REFUSED and nothing is written. Texts are stored
 * without scripts, tags or `javascript:` targets (`stripActiveContent`). One transaction.
 */
export async function saveHelpResource(
  db: Db,
  input: SaveHelpResourceCommand,
): Promise<SaveHelpResourceAnswer> {
  const embed = embedOf(input);
  const text = input.text === undefined ? undefined : stripActiveContent(input.text).trim();
  const language = languageId(input.language);
  return db.transaction(async (tx) => {
    let current: typeof aideRessource.$inferSelect | undefined;
    if (input.id !== undefined) {
      [current] = await tx.select().from(aideRessource).where(eq(aideRessource.Id, input.id)).for('update');
      if (!current) throw new AppError('HELP_RESOURCE_NOT_FOUND');
    } else {
      const [category] = await tx
        .select({ Id: aideCategorie.Id })
        .from(aideCategorie)
        .where(eq(aideCategorie.Id, input.category ?? 0));
      if (!category) throw new AppError('HELP_CATEGORY_NOT_FOUND');
      if (input.language !== 'en') throw invalid('language', 'HELP_RESOURCE_ENGLISH_FIRST');
      if (input.title === undefined) throw invalid('title', 'REQUIRED');
    }
    const type = input.type ?? current?.IdType ?? 'faq';
    const codeEmbed = type === 'video' ? (embed ?? current?.CodeEmbed ?? null) : null;
    if (type === 'faq' && embed !== undefined) throw invalid('embed', 'HELP_EMBED_FAQ');
    if (type === 'video' && !codeEmbed) throw invalid('embed', 'REQUIRED');
    if (type === 'faq' && !current?.IdTexte && !text) throw invalid('text', 'REQUIRED');
    const IdLibelle =
      input.title === undefined && current
        ? current.IdLibelle
        : await writeLabel(tx, { id: current?.IdLibelle ?? null, language, value: input.title ?? '' });
    const IdTexte = text
      ? await writeText(tx, { id: current?.IdTexte ?? null, language, value: text })
      : (current?.IdTexte ?? null);
    const values = { IdLibelle, IdTexte, IdType: type, CodeEmbed: codeEmbed };
    let id = current?.Id;
    if (current) {
      await tx
        .update(aideRessource)
        .set({ ...values, Ordre: input.order ?? current.Ordre })
        .where(eq(aideRessource.Id, current.Id));
    } else {
      const category = input.category ?? 0;
      const [row] = await tx
        .insert(aideRessource)
        .values({
          ...values,
          IdCategorie: category,
          Ordre:
            input.order ??
            sql`(select coalesce(max(${aideRessource.Ordre}), 0) + 1 from ${aideRessource} where ${aideRessource.IdCategorie} = ${category})`,
        })
        .returning({ Id: aideRessource.Id });
      id = row?.Id;
    }
    if (!id) throw new Error('The help resource was not written');
    return {
      id,
      category: current?.IdCategorie ?? input.category ?? 0,
      type,
      language: input.language,
      CodeEmbed: codeEmbed,
    };
  });
}

/**
 * `npm run admin -- save-help-resource --category 10 --type video --language en --title "..."
 * --embed "https://youtu.be/..." [--text @about.md]`, then `--id 42 --language fr --title "..."`.
 */
export const saveHelpResourceCommand = defineOperatorCommand({
  name: 'save-help-resource',
  summary:
    'Write a help resource: new (--category <id> --language en --type faq|video --title <text> [--text @answer.md] [--embed <YouTube, Vimeo or Dailymotion address or iframe>] [--order n]) or one language of one (--id <id> --language xx [--title] [--text] [--embed])',
  input: ZSaveHelpResourceCommand,
  run: (context, input) => saveHelpResource(context.db, input),
});
