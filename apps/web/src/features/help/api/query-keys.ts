import type { Language } from '@shortlist/domain/languages';

/** Query keys of the help centre: one per category page and language (its categories and resources). */
export const helpKeys = {
  category: (language: Language, id: number) => ['help', 'category', language, id] as const,
};
