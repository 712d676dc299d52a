import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CELLS, PANEL_FESTIVAL } from '../components/test-fixtures.ts';
import { usePanelTicks } from './use-panel-ticks.ts';

// A protected section that also asks questions: the prompts come one after the other.
const section = { ...PANEL_FESTIVAL.sections[1]!, IsPublic: false };
const cell = CELLS[1]!;

describe('panel ticks', () => {
  it('asks the password, then the questions, and ticks with both', () => {
    const { result } = renderHook(() => usePanelTicks());
    act(() => result.current.toggle(cell, section));
    expect(result.current.pending?.step).toBe('password');
    act(() => result.current.confirmPassword('sesame'));
    expect(result.current.pending?.step).toBe('questions');
    expect(result.current.isTicked(cell)).toBe(false);
    act(() => result.current.confirmAnswers({ 6: true }));
    expect(result.current.pending).toBeNull();
    expect(result.current.ticks[cell.IdFilm]).toEqual({
      cell,
      section,
      password: 'sesame',
      answers: { 6: true },
    });
  });

  it('after a wrong password asks only the password again, keeping the answers', () => {
    const { result } = renderHook(() => usePanelTicks());
    act(() =>
      result.current.wrongPassword({ cell, section, password: 'guess', answers: { 6: true } }, section),
    );
    expect(result.current.isTicked(cell)).toBe(false);
    expect(result.current.pending).toMatchObject({ step: 'password', wrong: true });
    act(() => result.current.confirmPassword('sesame'));
    expect(result.current.ticks[cell.IdFilm]).toEqual({
      cell,
      section,
      password: 'sesame',
      answers: { 6: true },
    });
  });

  it('opens one prompt at a time: another tick waits until the prompt is answered or cancelled', () => {
    const { result } = renderHook(() => usePanelTicks());
    act(() => result.current.toggle(cell, section));
    act(() => result.current.toggle(CELLS[3]!, PANEL_FESTIVAL.sections[0]!));
    expect(result.current.pending?.cell).toBe(cell);
    act(() => result.current.cancel());
    expect(result.current.pending).toBeNull();
    expect(result.current.ticks).toEqual({});
  });
});
