import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { campagne, campagneSection, section } from '@shortlist/db/schema/campaigns';
import { festival } from '@shortlist/db/schema/festivals';
import { film } from '@shortlist/db/schema/films';
import { inscription, publicationDecision } from '@shortlist/db/schema/submissions';
import type { Language } from '@shortlist/domain/languages';
import {
  decisionsToPublish,
  type PublishedDecision,
} from '@shortlist/domain/submissions/decision-publication';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { accountLanguage } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { decisionEmail } from './decision-email.ts';

export type PublishDecisionsOptions = {
  festivalId: number;
  sectionId: number;
  /** The manager who publishes (checked by the caller). */
  memberAccountId: number;
  publicUrl: string;
  now: Date;
};

/**
 * `POST festival-space/festivals/{IdFestival}/decisions/publish` (issue 31; docs/decisions.md "Decisions
 * and their publication"): the section's decisions reach its filmmakers at once. In one
 * transaction: the campaign section's row is locked, so two publications run one after the other
 * and the second finds nothing left; the entries whose working status differs from the published
 * one are copied over (status, date, note and reasons; the working note is emptied for the next
 * decision); the publication is recorded; each filmmaker is emailed in their language. A section
 * of another festival is unknown (404). Answers how many filmmakers were told.
 */
export async function publishDecisions(
  db: Db,
  options: PublishDecisionsOptions,
): Promise<{ published: number }> {
  return db.transaction(async (tx) => {
    const target = await lockSection(tx, options);
    const entries = await changedEntries(tx, options.sectionId);
    const decisions = decisionsToPublish(entries);
    await copyDecisions(tx, {
      ids: decisions.map((d) => d.IdInscription),
      now: options.now,
    });
    await tx.insert(publicationDecision).values({
      IdCampagneSection: options.sectionId,
      IdCompte: options.memberAccountId,
      NbInscriptions: decisions.length,
      DateCreation: options.now,
    });
    await emailFilmmakers(tx, { target, entries, decisions, publicUrl: options.publicUrl });
    return { published: decisions.length };
  });
}

type Target = { festivalName: string; IdLibelle: number };

/** The section's row, locked until the publication commits; 404 when it is not the festival's. */
async function lockSection(tx: Db, options: PublishDecisionsOptions): Promise<Target> {
  const [row] = await tx
    .select({ festivalName: festival.Nom, IdLibelle: section.IdLibelle })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(section, eq(section.Id, campagneSection.IdSection))
    .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
    .where(and(eq(campagneSection.Id, options.sectionId), eq(campagne.IdFestival, options.festivalId)))
    .for('update', { of: campagneSection });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

type ChangedEntry = Awaited<ReturnType<typeof changedEntries>>[number];

/** The section's entries whose filmmaker has not seen the working status, locked, with who to tell. */
function changedEntries(tx: Db, sectionId: number) {
  return tx
    .select({
      IdInscription: inscription.Id,
      Statut: inscription.Statut,
      StatutPublie: inscription.StatutPublie,
      MessageDecision: inscription.MessageDecision,
      MotifsDecision: inscription.MotifsDecision,
      Login: compte.Login,
      IdLangue: compte.IdLangue,
      filmTitle: film.TitreOriginal,
    })
    .from(inscription)
    .innerJoin(compte, eq(compte.Id, inscription.IdCompte))
    .innerJoin(film, eq(film.Id, inscription.IdFilm))
    .where(
      and(eq(inscription.IdCampagneSection, sectionId), ne(inscription.Statut, inscription.StatutPublie)),
    )
    .orderBy(asc(inscription.Id))
    .for('update', { of: inscription });
}

/** One update: the published columns take the working ones, which are emptied for the next decision. */
async function copyDecisions(tx: Db, options: { ids: number[]; now: Date }): Promise<void> {
  if (options.ids.length === 0) return;
  await tx
    .update(inscription)
    .set({
      StatutPublie: sql`${inscription.Statut}`,
      DatePublication: options.now,
      MessagePublie: sql`${inscription.MessageDecision}`,
      MotifsPublies: sql`${inscription.MotifsDecision}`,
      MessageDecision: null,
      MotifsDecision: null,
    })
    .where(inArray(inscription.Id, options.ids));
}

/** One email per decision, in the filmmaker's language, the section named in it. */
async function emailFilmmakers(
  tx: Db,
  options: { target: Target; entries: ChangedEntry[]; decisions: PublishedDecision[]; publicUrl: string },
): Promise<void> {
  const byId = new Map(options.entries.map((entry) => [entry.IdInscription, entry]));
  const sectionNames = new Map<Language, string>();
  for (const decision of options.decisions) {
    const entry = byId.get(decision.IdInscription);
    if (!entry) continue;
    const language = accountLanguage(entry);
    let sectionName = sectionNames.get(language);
    if (sectionName === undefined) {
      const t = await loadTranslations(tx, { language, labels: [options.target.IdLibelle], texts: [] });
      sectionName = t.label(options.target.IdLibelle) ?? '';
      sectionNames.set(language, sectionName);
    }
    await enqueueEmail(
      tx,
      decisionEmail({
        language,
        to: entry.Login,
        festival: options.target.festivalName,
        section: sectionName,
        film: entry.filmTitle,
        status: decision.to,
        correction: decision.correction,
        note: decision.note,
        reasons: decision.reasons,
        publicUrl: options.publicUrl,
      }),
    );
  }
}
