import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TranslationProvider } from '../i18n/translation.tsx';
import { translatorFor } from '../i18n/translator.ts';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

function renderMeter(password: string) {
  render(
    <MantineProvider env="test">
      <TranslationProvider translator={translatorFor('en')}>
        <PasswordStrengthMeter password={password} />
      </TranslationProvider>
    </MantineProvider>,
  );
  return screen.getByTestId('password-strength');
}

describe('password strength meter', () => {
  it.each([
    ['', 'red', 0, 'Weak'],
    ['abc', 'red', 20, 'Weak'],
    ['abcdefgh', 'red', 40, 'Weak'],
    ['Abcdefgh', 'yellow', 60, 'Almost there'],
    ['Abcdefg1', 'yellow', 80, 'Almost there'],
    ['Abcdef1!', 'green', 100, 'Strong'],
    ['ÉCRAN-noir-7', 'green', 100, 'Strong'],
  ])('%j fills %s at %i %%', (password, colour, value, word) => {
    const meter = renderMeter(password);
    expect(meter.dataset.colour).toBe(colour);
    expect(meter.dataset.value).toBe(String(value));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(value));
    expect(screen.getByText(word)).toBeTruthy();
  });
});
