import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHintTooltip } from './hint-tooltip.tsx';

function HeartButton() {
  const { triggerProps, hint } = useHintTooltip('Sign in to keep favourites');
  return (
    <>
      <button type="button" {...triggerProps}>
        Heart
      </button>
      {hint}
    </>
  );
}

function renderButton() {
  render(
    <MantineProvider env="test">
      <HeartButton />
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Heart' });
}

describe('hint tooltip', () => {
  it('loads and shows on the first hover, hides when the pointer leaves', async () => {
    const button = renderButton();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button);
    expect((await screen.findByRole('tooltip')).textContent).toContain('Sign in to keep favourites');
    fireEvent.mouseLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.mouseEnter(button);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
  });

  it('shows on focus without remounting the control, which keeps its focus; Escape hides it', async () => {
    const button = renderButton();
    act(() => button.focus());
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Heart' })).toBe(button);
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
