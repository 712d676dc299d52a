/**
 * Moved to `platform/translations/translated-label.ts` (one home for the translated label rule);
 * kept while `addresses/adresse.ts` still imports it from here.
 */
export { sortByLabel, translatedLabel } from '../../platform/translations/translated-label.ts';
