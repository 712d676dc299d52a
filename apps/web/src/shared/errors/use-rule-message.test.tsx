import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/i18n-instances.ts';
import { useRuleMessage } from './use-rule-message.ts';

function ruleIn(language: 'en' | 'fr') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18nFor(language)}>{children}</I18nextProvider>
  );
  return renderHook(() => useRuleMessage(), { wrapper }).result.current;
}

describe('rule messages', () => {
  it('state the length rule of a field whose limits are known', () => {
    const rule = ruleIn('en');
    expect(rule('TOO_SHORT', { min: 10, max: 255 })).toBe('At least 10 characters.');
    expect(rule('TOO_LONG', { max: 100 })).toBe('At most 100 characters.');
    expect(rule('TOO_SHORT')).toBe('This is too short.');
    expect(ruleIn('fr')('TOO_SHORT', { min: 3 })).toBe('Au moins 3 caractères.');
  });

  it('use no internal words', () => {
    expect(ruleIn('en')('LOGIN_TOO_LONG')).toBe('The email address can have at most 150 characters.');
  });
});
