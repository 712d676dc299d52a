import { Checkbox, createTheme, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { canonicalMarkup } from '../../test/canonical-markup.tsx';
import { LightCheckbox } from './light-checkbox.tsx';
import { LIGHT, MANTINE, MARKUP_CASES } from './light-markup-cases.tsx';
import { LightPagination } from './light-pagination.tsx';
import { LightPillsInput } from './light-pills-input.tsx';
import { LightSelectField } from './light-select-field.tsx';
import { LightTextInput } from './light-text-input.tsx';

// A primary colour other than Mantine's default, as the app's theme has.
const THEME = createTheme({ primaryColor: 'grape' });
const noop = () => {};

describe("light controls render Mantine's markup (Mantine's stylesheet draws them the same)", () => {
  it.each(MARKUP_CASES)('%s', (_, draw) => {
    expect(canonicalMarkup(draw(LIGHT), THEME)).toBe(canonicalMarkup(draw(MANTINE), THEME));
  });

  it('fails when the markup differs', () => {
    expect(canonicalMarkup(<LightCheckbox label="A" checked onChange={noop} />, THEME)).not.toBe(
      canonicalMarkup(<Checkbox label="A" checked={false} onChange={noop} />, THEME),
    );
  });
});

function inMantine(node: React.ReactNode) {
  return render(<MantineProvider theme={THEME}>{node}</MantineProvider>);
}

describe('light controls behave as the browser controls they are', () => {
  it('a text input is named by its label, described by its description, and reports typing', () => {
    const typed = vi.fn();
    inMantine(
      <LightTextInput
        label="Length"
        description="Minutes"
        value=""
        onChange={(e) => typed(e.currentTarget.value)}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Length' });
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Minutes').id);
    fireEvent.change(input, { target: { value: '12' } });
    expect(typed).toHaveBeenCalledWith('12');
  });

  it('a select is named by its label and reports a choice', () => {
    const chosen = vi.fn();
    const data = [
      { value: '', label: 'Any' },
      { value: 'open', label: 'Open' },
    ];
    inMantine(
      <LightSelectField
        label="Status"
        value=""
        data={data}
        onChange={(e) => chosen(e.currentTarget.value)}
      />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'open' } });
    expect(chosen).toHaveBeenCalledWith('open');
  });

  it('a checkbox is named by its label, described, and toggles', () => {
    const toggled = vi.fn();
    inMantine(
      <LightCheckbox
        label="Labels"
        description="Hint"
        checked={false}
        onChange={(e) => toggled(e.currentTarget.checked)}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Labels' });
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Hint').id);
    fireEvent.click(screen.getByText('Labels'));
    expect(toggled).toHaveBeenCalledWith(true);
  });

  it('pagination goes to a page, to the next and previous ones, and cannot go before the first', () => {
    const went = vi.fn();
    const { rerender } = inMantine(
      <LightPagination
        total={10}
        value={1}
        onChange={went}
        getControlProps={(control) => ({ 'aria-label': control })}
      />,
    );
    expect((screen.getByRole('button', { name: 'previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: '10' }));
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(went.mock.calls).toEqual([[10], [2]]);
    rerender(
      <MantineProvider theme={THEME}>
        <LightPagination
          total={10}
          value={10}
          onChange={went}
          getControlProps={(control) => ({ 'aria-label': control })}
        />
      </MantineProvider>,
    );
    expect((screen.getByRole('button', { name: 'next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'previous' }));
    expect(went).toHaveBeenLastCalledWith(9);
  });

  it('a press in the pills box focuses its field; removing a pill neither focuses it nor loads anything', () => {
    const focused = vi.fn();
    const removed = vi.fn();
    inMantine(
      <LightPillsInput
        label="Genres"
        pills={[{ key: '1', label: 'Drama', onRemove: removed }]}
        onFocus={focused}
        rightSection={null}
        rightSectionPointerEvents="none"
      />,
    );
    const remove = screen.getByText('Drama').nextElementSibling as HTMLElement;
    fireEvent.mouseDown(remove);
    fireEvent.click(remove);
    expect(removed).toHaveBeenCalledTimes(1);
    expect(focused).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('Drama'));
    expect(focused).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Genres' }));
  });
});
