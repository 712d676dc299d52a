import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TranslationProvider } from '../i18n/translation.tsx';
import { translatorFor } from '../i18n/translator.ts';
import { useRuleMessage } from './use-rule-message.ts';

function ruleIn(language: 'en' | 'fr') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TranslationProvider translator={translatorFor(language)}>{children}</TranslationProvider>
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
