import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Deep amber, the one accent (DESIGN.md). Shade 7 is the filled/anchor shade: white on it and it
// on white both pass WCAG AA (about 6:1).
const amber: MantineColorsTuple = [
  '#fff7e8',
  '#ffeccb',
  '#fdd796',
  '#f9bf5c',
  '#f0a12e',
  '#d9840f',
  '#bd6a08',
  '#a14a0b',
  '#83390d',
  '#66300f',
];

// Mantine's gray with darker middle shades, so "dimmed" text (gray 6) keeps AA contrast on white.
const gray: MantineColorsTuple = [
  '#f8f7f5',
  '#f0eeeb',
  '#e4e1dc',
  '#d3cfc8',
  '#aaa49b',
  '#7d776e',
  '#5f5a53',
  '#4a4640',
  '#35322e',
  '#211f1c',
];

export const theme = createTheme({
  primaryColor: 'amber',
  primaryShade: 7,
  colors: { amber, gray },
  black: '#1f1a17',
  white: '#ffffff',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Mantine renders a modal's title bar as <header>, which axe reads as a second banner
    // landmark next to the site header while a dialog is open; a div keeps one banner.
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});
