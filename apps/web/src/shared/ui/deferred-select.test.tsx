import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeferredMultiSelect, DeferredSelect } from './deferred-select.tsx';

const COUNTRIES = [
  { value: '1', label: 'France' },
  { value: '2', label: 'Spain' },
];

function Country({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DeferredSelect
        label="Country"
        data={COUNTRIES}
        value={value}
        onChange={setValue}
        clearLabel="Clear country"
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

function Genres({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DeferredMultiSelect
        label="Genres"
        placeholder="Any"
        data={[{ group: 'Fiction', items: COUNTRIES }]}
        value={value}
        onChange={setValue}
        clearLabel="Clear genres"
      />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

function inMantine(node: React.ReactNode) {
  return render(<MantineProvider env="test">{node}</MantineProvider>);
}

// jsdom has no scrollIntoView, which the combobox calls on its selected option.
beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

describe('deferred select', () => {
  it('shows the chosen label before loading, then loads on focus, takes the focus and chooses', async () => {
    inMantine(<Country initial="2" />);
    const lookalike = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
    expect(lookalike.value).toBe('Spain');
    expect(screen.queryByRole('listbox')).toBeNull();
    act(() => lookalike.focus());
    const option = await screen.findByRole('option', { name: 'France' });
    const real = screen.getByRole('combobox', { name: 'Country' });
    expect(document.activeElement).toBe(real);
    fireEvent.click(option);
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('1'));
  });

  it('clears without loading', () => {
    inMantine(<Country initial="1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear country' }));
    expect(screen.getByTestId('value').textContent).toBe('null');
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement).value).toBe('');
  });
});

describe('deferred multi-select', () => {
  it('shows the chosen values as pills, clears without loading, and loads on focus', async () => {
    inMantine(<Genres initial={['1', '2']} />);
    expect(screen.getByText('France')).toBeTruthy();
    expect(screen.getByText('Spain')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear genres' }));
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(screen.queryByText('France')).toBeNull();
    act(() => screen.getByRole('combobox', { name: 'Genres' }).focus());
    fireEvent.click(await screen.findByRole('option', { name: 'Spain' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('2'));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Genres' }));
  });
});
