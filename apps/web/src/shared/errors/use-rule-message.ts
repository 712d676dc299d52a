import { useTranslation } from 'react-i18next';

/**
 * The sentence for a rule code (zod issue messages of packages/domain, API field codes):
 * `account:rules.<CODE>`, else `errors:codes.<CODE>`, else the generic "check this field".
 */
export function useRuleMessage(): (code: string | undefined) => string | undefined {
  const { t } = useTranslation(['account', 'errors']);
  return (code) => {
    if (!code) return undefined;
    return t(`account:rules.${code}`, {
      defaultValue: t(`errors:codes.${code}`, { defaultValue: t('account:rules.INVALID') }),
    });
  };
}
