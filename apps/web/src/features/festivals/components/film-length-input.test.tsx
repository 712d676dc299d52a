import { MantineProvider } from '@mantine/core';
import { FILM_MINUTES_MAX } from '@shortlist/domain/festivals/film-length';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilmLengthInput } from './film-length-input.tsx';

const LABEL = 'Length of your film (minutes)';

/** The field in a directory-like owner that keeps the filter and records what it was sent. */
function renderField(initial: number | null = null) {
  const sent: (number | null)[] = [];
  function Owner() {
    const [minutes, setMinutes] = useState(initial);
    return (
      <>
        <FilmLengthInput
          label={LABEL}
          description="Festivals with a section that takes it."
          placeholder="Any length"
          value={minutes}
          onChange={(next) => {
            sent.push(next);
            setMinutes(next);
          }}
        />
        <button type="button" onClick={() => setMinutes(null)}>
          Clear
        </button>
      </>
    );
  }
  render(
    <MantineProvider env="test">
      <Owner />
    </MantineProvider>,
  );
  return { input: screen.getByLabelText(LABEL) as HTMLInputElement, sent };
}

describe('film length field', () => {
  it('is a labelled numeric field that filters by whole minutes and lifts the filter when emptied', () => {
    const { input, sent } = renderField();
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.placeholder).toBe('Any length');
    fireEvent.change(input, { target: { value: '45' } });
    expect(input.value).toBe('45');
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    expect(sent).toEqual([45, null]);
  });

  it('refuses what is not digits, and lengths above the maximum', () => {
    const { input, sent } = renderField(12);
    expect(input.value).toBe('12');
    for (const bad of ['-5', '1.5', '12a', 'e', String(FILM_MINUTES_MAX + 1)]) {
      fireEvent.change(input, { target: { value: bad } });
      expect(input.value, bad).toBe('12');
    }
    fireEvent.change(input, { target: { value: String(FILM_MINUTES_MAX) } });
    expect(input.value).toBe(String(FILM_MINUTES_MAX));
    expect(sent).toEqual([FILM_MINUTES_MAX]);
  });

  it('keeps a 0 on screen but filters nothing with it', () => {
    const { input, sent } = renderField(30);
    fireEvent.change(input, { target: { value: '0' } });
    expect(input.value).toBe('0');
    expect(sent).toEqual([null]);
  });

  it('steps by one minute with the arrow keys, within 1 and the maximum', () => {
    const { input, sent } = renderField();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('1');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('1');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('2');
    fireEvent.change(input, { target: { value: String(FILM_MINUTES_MAX) } });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe(String(FILM_MINUTES_MAX));
    expect(sent).toEqual([1, 2, FILM_MINUTES_MAX]);
  });

  it('shows the filter when it is cleared elsewhere', () => {
    const { input } = renderField(45);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input.value).toBe('');
  });
});
