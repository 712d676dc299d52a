import { MantineProvider, NativeSelect } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LightNativeSelect } from './light-native-select.tsx';

const DATA = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
];

/** The markup, without Mantine's style tag, the generated ids and the chevron's aria-hidden (added: decoration). */
function markup(element: React.ReactElement): string {
  return renderToString(<MantineProvider>{element}</MantineProvider>)
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/ id="[^"]*"/g, '')
    .replace(/ aria-hidden="true"/g, '');
}

describe('LightNativeSelect', () => {
  it("renders Mantine's NativeSelect markup (size xs, width 120), so it looks the same", () => {
    const mantine = markup(
      <NativeSelect aria-label="Language" size="xs" w={120} value="fr" onChange={() => {}} data={DATA} />,
    );
    const light = markup(
      <LightNativeSelect aria-label="Language" value="fr" onChange={() => {}} data={DATA} />,
    );
    expect(light).toBe(mantine);
  });

  it('answers a choice', () => {
    const chosen = vi.fn();
    render(
      <LightNativeSelect
        aria-label="Language"
        value="en"
        onChange={(event) => chosen(event.currentTarget.value)}
        data={DATA}
      />,
    );
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    expect(chosen).toHaveBeenCalledWith('fr');
  });
});
