import { isAccountErrorCode } from '@shortlist/domain/error-codes';
import { ApiRequestError, errorMessage, NetworkError } from '../api/client.ts';
import { useTranslation } from '../i18n/translation.tsx';
import { useRuleMessage } from './use-rule-message.ts';

/**
 * The sentence for a failed call on an account screen: the API's code when it is an account one
 * (`ACCOUNT_ERROR_CODES`, translated once in `errors:codes.<CODE>`), the first field's rule for a validation error, the network and
 * rate-limit sentences, otherwise `fallback` (the screen's own message of spec §8).
 */
export function useAccountError(): (error: unknown, fallback?: string) => string {
  const { t } = useTranslation(['account', 'errors']);
  const rule = useRuleMessage();
  return (error, fallback) => {
    if (error instanceof NetworkError) return errorMessage(error, t);
    if (error instanceof ApiRequestError) {
      if (isAccountErrorCode(error.code)) return t(`errors:codes.${error.code}`);
      const field = error.fields[0];
      if (field) return rule(field.code) ?? errorMessage(error, t);
      if (error.status === 429 || error.status === 503) return errorMessage(error, t);
    }
    return fallback ?? errorMessage(error, t);
  };
}
