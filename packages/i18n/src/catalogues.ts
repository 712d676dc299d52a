import { ALL_LANGUAGES, type Language } from '@shortlist/domain/language-list';
import en from './catalogue-en.ts';
import es from './catalogue-es.ts';
import fr from './catalogue-fr.ts';
import it from './catalogue-it.ts';
import pt from './catalogue-pt.ts';
import { type LanguageResources, registerCatalogues } from './translate.ts';

export {
  type Catalogue,
  DEFAULT_NAMESPACE,
  type LanguageResources,
  lookup,
  NAMESPACES,
  type Namespace,
  translate,
} from './translate.ts';

/**
 * Every catalogue of every language, registered on import: plain JSON imports work the same in
 * Vite and in Node through tsx. For the server, the server bundle and the tests; the web's
 * browser bundle loads only the visitor's language (catalogue-<language>.ts).
 */
export const CATALOGUES: Record<Language, LanguageResources> = { en, fr, es, it, pt };

for (const language of ALL_LANGUAGES) registerCatalogues(language, CATALOGUES[language]);
