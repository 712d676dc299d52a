import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/i18n-instances.ts';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

function renderMeter(password: string) {
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18nFor('en')}>
        <PasswordStrengthMeter password={password} />
      </I18nextProvider>
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
