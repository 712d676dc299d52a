import type { Db } from '@shortlist/db/client';
import type {
  CallDetail,
  CallRequest,
  EligibleCount,
  SectionDetail,
  SectionRequest,
} from '@shortlist/domain/festival-space/call-editor-contracts';
import type { CriteriaValues } from '@shortlist/domain/festivals/criteria-editing';
import type { Language } from '@shortlist/domain/languages';

type Call = { festivalId: number; callId: number };
type Section = Call & { sectionId: number };
type Routed = { routedLanguages: readonly Language[] };

/**
 * What the call editor needs of the festivals area, which owns the calls, sections and criteria
 * (`festivals/call-editor.ts`, `section-editor.ts`, `write-section-criteria.ts`), given by the
 * composition root (`user-api/routes.ts`). This area checks the manager and calls them.
 */
export type CallEditorPorts = {
  createCall: (db: Db, options: { festivalId: number; values: CallRequest }) => Promise<number>;
  updateCall: (db: Db, options: Call & { values: CallRequest }) => Promise<void>;
  readCallDetail: (db: Db, options: Call & { language: Language }) => Promise<CallDetail>;
  createSection: (db: Db, options: Call & Routed & { values: SectionRequest }) => Promise<number>;
  updateSection: (db: Db, options: Section & Routed & { values: SectionRequest }) => Promise<void>;
  deleteSection: (db: Db, options: Section) => Promise<void>;
  reorderSections: (db: Db, options: Call & { order: readonly number[] }) => Promise<void>;
  readSectionDetail: (db: Db, options: Section & Routed) => Promise<SectionDetail>;
  writeSectionCriteria: (
    db: Db,
    options: Section & { criteria: CriteriaValues; confirm: boolean },
  ) => Promise<
    | { saved: true }
    | { saved: false; entries: { IdInscription: number; Numero: number | null; TitreOriginal: string }[] }
  >;
  countEligibleFilms: (db: Db, options: { criteria: CriteriaValues }) => Promise<EligibleCount>;
};
