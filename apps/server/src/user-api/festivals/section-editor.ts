import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, critere, section } from '@shortlist/db/schema/campaigns';
import { inscription } from '@shortlist/db/schema/submissions';
import { libelle, texte, tradLibelle, tradTexte } from '@shortlist/db/schema/translations';
import type { FieldError } from '@shortlist/domain/errors';
import type {
  SectionDetail,
  SectionLabels,
  SectionRequest,
  SectionTexts,
} from '@shortlist/domain/festival-space/call-editor-contracts';
import { criteriaFromRows } from '@shortlist/domain/festivals/criteria-editing';
import { ALL_LANGUAGES, type Language, languageFromId, languageId } from '@shortlist/domain/languages';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';

/*
 * The sections of a call as its festival's managers edit them (issue 33): label (kept by the
 * festival's `section` across editions) and text (this call's) per routed language, English
 * required; paid or free; public or protected by a password (only its argon2id hash is kept,
 * never sent back: docs/decisions.md "Section passwords"); open to entries or closed; the order.
 * A section with entries is never deleted (its entries would go with it): it is closed instead.
 * Every write locks the call's row first, so the order two managers give at once stays whole.
 * A translation alone fires no festival_version trigger, so each write also touches the
 * section's rows: the caches of every instance follow within a second.
 */

type Texts = Partial<Record<Language, string | null | undefined>>;

function notRouted(path: string, texts: Texts, routed: readonly Language[]): FieldError[] {
  return ALL_LANGUAGES.filter((l) => l !== 'en' && texts[l] && !routed.includes(l)).map((l) => ({
    path: `${path}.${l}`,
    code: 'LANGUAGE_NOT_ROUTED',
    message: 'LANGUAGE_NOT_ROUTED',
  }));
}

function translations(texts: Texts) {
  return ALL_LANGUAGES.flatMap((l) => {
    const value = texts[l];
    return value ? [{ IdLangue: languageId(l), value }] : [];
  });
}

/** Locks the call of the festival (404 for another festival's call). */
async function lockCall(tx: Db, festivalId: number, callId: number): Promise<void> {
  const [call] = await tx
    .select({ Id: campagne.Id })
    .from(campagne)
    .where(and(eq(campagne.Id, callId), eq(campagne.IdFestival, festivalId)))
    .for('update');
  if (!call) throw new AppError('NOT_FOUND');
}

/** The call section of that call (locked), with its festival section; 404 otherwise. */
async function lockSection(tx: Db, callId: number, sectionId: number) {
  const [row] = await tx
    .select({
      IdSection: campagneSection.IdSection,
      IdTexte: campagneSection.IdTexte,
      MotDePasseHash: campagneSection.MotDePasseHash,
      IsPayant: campagneSection.IsPayant,
      IdLibelle: section.IdLibelle,
    })
    .from(campagneSection)
    .innerJoin(section, eq(section.Id, campagneSection.IdSection))
    .where(and(eq(campagneSection.Id, sectionId), eq(campagneSection.IdCampagne, callId)))
    .for('update', { of: campagneSection });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function checkValues(values: SectionRequest, routed: readonly Language[], hadPassword: boolean) {
  const fields = [
    ...notRouted('Libelle', values.Libelle, routed),
    ...notRouted('Texte', values.Texte, routed),
  ];
  // A protected section without a password would open to nobody.
  if (!values.IsPublic && values.MotDePasse === null && !hadPassword) {
    fields.push({ path: 'MotDePasse', code: 'REQUIRED', message: 'REQUIRED' });
  }
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

async function passwordHash(values: SectionRequest, current: string | null): Promise<string | null> {
  if (values.IsPublic) return null;
  return values.MotDePasse === null ? current : hashPassword(values.MotDePasse);
}

async function insertLabel(tx: Db, labels: SectionLabels): Promise<number> {
  const [row] = await tx.insert(libelle).values({}).returning({ Id: libelle.Id });
  const id = (row as { Id: number }).Id;
  await tx
    .insert(tradLibelle)
    .values(translations(labels).map((t) => ({ IdLibelle: id, IdLangue: t.IdLangue, Libelle: t.value })));
  return id;
}

/** The text's translations replaced; a new text row when there was none, none when all are empty. */
async function saveText(tx: Db, id: number | null, texts: SectionTexts): Promise<number | null> {
  const rows = translations(texts);
  if (id === null && rows.length === 0) return null;
  let textId = id;
  if (textId === null) {
    const [row] = await tx.insert(texte).values({}).returning({ Id: texte.Id });
    textId = (row as { Id: number }).Id;
  } else {
    await tx.delete(tradTexte).where(eq(tradTexte.IdTexte, textId));
  }
  if (rows.length > 0)
    await tx
      .insert(tradTexte)
      .values(rows.map((t) => ({ IdTexte: textId as number, IdLangue: t.IdLangue, Texte: t.value })));
  return textId;
}

/** `POST .../calls/{call}/sections`: a new section last in the call's order; its id. */
export async function createSection(
  db: Db,
  options: {
    festivalId: number;
    callId: number;
    values: SectionRequest;
    routedLanguages: readonly Language[];
  },
): Promise<number> {
  const { festivalId, callId, values, routedLanguages } = options;
  checkValues(values, routedLanguages, false);
  // Hashing takes a while: before the transaction, so no lock waits on it.
  const hash = await passwordHash(values, null);
  return db.transaction(async (tx) => {
    await lockCall(tx, festivalId, callId);
    const [counted] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${campagneSection.Ordre}), -1)::int` })
      .from(campagneSection)
      .where(eq(campagneSection.IdCampagne, callId));
    if ((counted?.n ?? 0) >= 50) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: '', code: 'TOO_LONG', message: 'TOO_LONG' }],
      });
    }
    const IdLibelle = await insertLabel(tx, values.Libelle);
    const [own] = await tx
      .insert(section)
      .values({ IdFestival: festivalId, IdLibelle })
      .returning({ Id: section.Id });
    const IdTexte = await saveText(tx, null, values.Texte);
    const [row] = await tx
      .insert(campagneSection)
      .values({
        IdCampagne: callId,
        IdSection: (own as { Id: number }).Id,
        IsInscription: values.IsInscription,
        IsPayant: values.IsPayant,
        IsPublic: values.IsPublic,
        MotDePasseHash: hash,
        IdTexte,
        Ordre: (counted?.last ?? -1) + 1,
      })
      .returning({ Id: campagneSection.Id });
    return (row as { Id: number }).Id;
  });
}

/**
 * A section's price (paid or free) changes only while it has no entry but cancelled ones: an
 * entry in the basket was added, and a sent one paid, at the section's price (an entry made
 * meanwhile waits for the section's lock, then is counted). SECTION_PRICE_LOCKED otherwise.
 */
async function checkPriceFree(tx: Db, sectionId: number) {
  const [entries] = await tx
    .select({ n: count() })
    .from(inscription)
    .where(
      and(
        eq(inscription.IdCampagneSection, sectionId),
        sql`(${inscription.Statut} & ${SUBMISSION_STATUS.cancelled}) = 0`,
      ),
    );
  if ((entries?.n ?? 0) > 0) throw new AppError('SECTION_PRICE_LOCKED');
}

/** `PUT .../sections/{section}`: its label, text, price, access and whether it takes entries. */
export async function updateSection(
  db: Db,
  options: {
    festivalId: number;
    callId: number;
    sectionId: number;
    values: SectionRequest;
    routedLanguages: readonly Language[];
  },
): Promise<void> {
  const { festivalId, callId, sectionId, values, routedLanguages } = options;
  const fresh = values.IsPublic || values.MotDePasse === null ? null : await hashPassword(values.MotDePasse);
  await db.transaction(async (tx) => {
    await lockCall(tx, festivalId, callId);
    const current = await lockSection(tx, callId, sectionId);
    checkValues(values, routedLanguages, current.MotDePasseHash !== null);
    if (values.IsPayant !== current.IsPayant) await checkPriceFree(tx, sectionId);
    await tx.delete(tradLibelle).where(eq(tradLibelle.IdLibelle, current.IdLibelle));
    await tx.insert(tradLibelle).values(
      translations(values.Libelle).map((t) => ({
        IdLibelle: current.IdLibelle,
        IdLangue: t.IdLangue,
        Libelle: t.value,
      })),
    );
    // Touches the festival's section: its label is shown in every edition (festival_version).
    await tx.update(section).set({ IdLibelle: current.IdLibelle }).where(eq(section.Id, current.IdSection));
    const IdTexte = await saveText(tx, current.IdTexte, values.Texte);
    await tx
      .update(campagneSection)
      .set({
        IsInscription: values.IsInscription,
        IsPayant: values.IsPayant,
        IsPublic: values.IsPublic,
        MotDePasseHash: values.IsPublic ? null : (fresh ?? current.MotDePasseHash),
        MotDePasse: null,
        IdTexte,
      })
      .where(eq(campagneSection.Id, sectionId));
  });
}

/**
 * `DELETE .../sections/{section}`: a section without entries, with its criteria and calendar
 * (cascade); the festival's section and label go too when no other edition uses them. 409
 * SECTION_HAS_ENTRIES otherwise: its entries (even in a basket or cancelled) stay.
 */
export async function deleteSection(
  db: Db,
  options: { festivalId: number; callId: number; sectionId: number },
): Promise<void> {
  const { festivalId, callId, sectionId } = options;
  await db.transaction(async (tx) => {
    await lockCall(tx, festivalId, callId);
    const current = await lockSection(tx, callId, sectionId);
    // An entry made meanwhile waits for this lock (its insert references the row), then fails.
    const [entries] = await tx
      .select({ n: count() })
      .from(inscription)
      .where(eq(inscription.IdCampagneSection, sectionId));
    if ((entries?.n ?? 0) > 0) throw new AppError('SECTION_HAS_ENTRIES');
    await tx.delete(campagneSection).where(eq(campagneSection.Id, sectionId));
    if (current.IdTexte !== null) await tx.delete(texte).where(eq(texte.Id, current.IdTexte));
    const [others] = await tx
      .select({ n: count() })
      .from(campagneSection)
      .where(eq(campagneSection.IdSection, current.IdSection));
    if ((others?.n ?? 0) === 0) {
      await tx.delete(section).where(eq(section.Id, current.IdSection));
      await tx.delete(libelle).where(eq(libelle.Id, current.IdLibelle));
    }
  });
}

/** `PUT .../calls/{call}/sections/order`: every section of the call, each once, in its new order. */
export async function reorderSections(
  db: Db,
  options: { festivalId: number; callId: number; order: readonly number[] },
): Promise<void> {
  const { festivalId, callId, order } = options;
  await db.transaction(async (tx) => {
    await lockCall(tx, festivalId, callId);
    const rows = await tx
      .select({ Id: campagneSection.Id })
      .from(campagneSection)
      .where(eq(campagneSection.IdCampagne, callId));
    const ids = new Set(rows.map((r) => r.Id));
    if (ids.size !== order.length || order.some((id) => !ids.has(id))) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'order', code: 'INVALID', message: 'INVALID' }],
      });
    }
    for (const [Ordre, id] of order.entries()) {
      await tx.update(campagneSection).set({ Ordre }).where(eq(campagneSection.Id, id));
    }
  });
}

/** `GET .../sections/{section}`: the section as its form edits it. 404 for another call's. */
export async function readSectionDetail(
  db: Db,
  options: { festivalId: number; callId: number; sectionId: number; routedLanguages: readonly Language[] },
): Promise<SectionDetail> {
  const { festivalId, callId, sectionId, routedLanguages } = options;
  const [row] = await db
    .select({
      IdCampagneSection: campagneSection.Id,
      IdCampagne: campagneSection.IdCampagne,
      AnneeEdition: campagne.AnneeEdition,
      IdLibelle: section.IdLibelle,
      IdTexte: sql<number | null>`coalesce(${campagneSection.IdTexte}, ${section.IdTexte})`,
      Ordre: campagneSection.Ordre,
      IsInscription: campagneSection.IsInscription,
      IsPayant: campagneSection.IsPayant,
      IsPublic: campagneSection.IsPublic,
      hasPassword: sql<boolean>`${campagneSection.MotDePasseHash} is not null or ${campagneSection.MotDePasse} is not null`,
      entries: sql<number>`(select count(*)::int from ${inscription} where ${inscription.IdCampagneSection} = ${campagneSection.Id})`,
    })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(section, eq(section.Id, campagneSection.IdSection))
    .where(
      and(
        eq(campagneSection.Id, sectionId),
        eq(campagneSection.IdCampagne, callId),
        eq(campagne.IdFestival, festivalId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  const labels = await db.select().from(tradLibelle).where(eq(tradLibelle.IdLibelle, row.IdLibelle));
  const texts =
    row.IdTexte === null
      ? []
      : await db
          .select()
          .from(tradTexte)
          .where(inArray(tradTexte.IdTexte, [row.IdTexte]));
  const byLanguage = (list: { IdLangue: number; value: string }[]) => {
    const out = Object.fromEntries(ALL_LANGUAGES.map((l) => [l, null])) as Record<Language, string | null>;
    for (const item of list) {
      const language = languageFromId(item.IdLangue);
      if (language) out[language] = item.value;
    }
    return out;
  };
  const criteria = await db
    .select()
    .from(critere)
    .where(eq(critere.IdCampagneSection, sectionId))
    .orderBy(asc(critere.Id));
  const { IdLibelle: _label, IdTexte: _text, ...rest } = row;
  return {
    ...rest,
    Libelle: byLanguage(labels.map((l) => ({ IdLangue: l.IdLangue, value: l.Libelle }))),
    Texte: byLanguage(texts.map((t) => ({ IdLangue: t.IdLangue, value: t.Texte }))),
    criteria: criteriaFromRows(criteria),
    languages: [...routedLanguages],
  };
}
