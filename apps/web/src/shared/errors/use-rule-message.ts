import { useTranslation } from '../i18n/translation.tsx';

/** A field's length limits, so a message states the rule ("at least 10 characters"). */
export type FieldLimits = { min?: number; max?: number };

/**
 * The sentence for a rule code (zod issue messages of packages/domain, API field codes):
 * `account:rules.<CODE>`, else `errors:codes.<CODE>`, else the generic "check this field". A
 * length rule of a field whose limits are given says the limit.
 */
export function useRuleMessage(): (code: string | undefined, limits?: FieldLimits) => string | undefined {
  const { t } = useTranslation(['account', 'errors']);
  return (code, limits) => {
    if (!code) return undefined;
    if (code === 'TOO_SHORT' && limits?.min !== undefined)
      return t('account:rules.atLeast', { count: limits.min });
    if (code === 'TOO_LONG' && limits?.max !== undefined)
      return t('account:rules.atMost', { count: limits.max });
    return t(`account:rules.${code}`, {
      defaultValue: t(`errors:codes.${code}`, { defaultValue: t('account:rules.INVALID') }),
    });
  };
}
