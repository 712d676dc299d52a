import type { Language } from '@shortlist/domain/languages';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { translatedLabel as sharedTranslatedLabel } from '../../platform/translations/translated-label.ts';

/**
 * Moved to `platform/translations/translated-label.ts` (one home for the translated label rule,
 * with an options object); this positional form stays only while `addresses/adresse.ts` imports
 * it from here. Delete it once that import has moved.
 */
export function translatedLabel(name: string, labelId: AnyPgColumn, language: Language) {
  return sharedTranslatedLabel({ name, labelId, language });
}
