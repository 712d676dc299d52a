import { festivalSmartName } from '@shortlist/domain/festivals/smart-name';
import type { Language } from '@shortlist/domain/languages';
import { localizedPath } from '@shortlist/i18n/routes';
import { deadlineLanguage } from './deadline-texts.ts';

/** Absolute URL of a festival page, for feeds and emails read outside the site. */
export function festivalUrl(options: {
  publicUrl: string;
  language: Language;
  id: number;
  name: string;
}): string {
  const { publicUrl, language, id, name } = options;
  return `${publicUrl}${localizedPath('festival', deadlineLanguage(language), { id: festivalSmartName(id, name) })}`;
}
