import { ApiRequestError, errorMessage, NetworkError } from '../../../shared/api/client.ts';
import { type FieldLimits, useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/**
 * The sentence for a rule code of the film forms (packages/domain/src/films/rule-codes.ts):
 * `films:rules.<CODE>`, else the shared rule sentences (a length rule says its limit).
 */
export function useFilmRuleMessage(): (code: string | undefined, limits?: FieldLimits) => string | undefined {
  const { t, i18n } = useTranslation('films');
  const shared = useRuleMessage();
  return (code, limits) => {
    if (!code) return undefined;
    if ((code === 'TOO_LONG' && limits?.max) || (code === 'TOO_SHORT' && limits?.min)) {
      return shared(code, limits);
    }
    return i18n.exists(`films:rules.${code}`) ? t(`rules.${code}`) : shared(code, limits);
  };
}

/**
 * The sentence for a failed film call: the API's code (`errors:codes.<CODE>`: FILM_ARCHIVED,
 * SHORTNAME_TAKEN...), the first field's rule for a validation error, the network sentence, else
 * `fallback` (the screen's own message, spec §8 "save failed").
 */
export function useFilmError(): (error: unknown, fallback: string) => string {
  const { t, i18n } = useTranslation(['films', 'errors']);
  const rule = useFilmRuleMessage();
  return (error, fallback) => {
    if (error instanceof NetworkError) return errorMessage(error, t);
    if (error instanceof ApiRequestError) {
      const field = error.fields[0];
      if (field) return rule(field.code) ?? fallback;
      if (error.status !== 400 && i18n.exists(`errors:codes.${error.code}`)) {
        return t(`errors:codes.${error.code}`);
      }
    }
    return fallback;
  };
}
