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

// Status colours with darker middle and dark shades than Mantine's, so that on light backgrounds
// they pass WCAG AA: a light alert writes shade 9 on shade 1 (Mantine's orange: 3.6:1, now 8:1),
// `c="red"` text and filled buttons use shade 7 (3.8:1 on white, now 6.7:1), and form errors
// (`--mantine-color-error`) red 6 (3.3:1, now 5.5:1). Shades 0-4 (tints) stay Mantine's.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#962020',
  '#7f1d1d',
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#e8590c',
  '#c2410c',
  '#a9390b',
  '#8f300a',
  '#7a2a08',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#2f9e44',
  '#287a38',
  '#1f6f32',
  '#195c29',
  '#134a20',
];
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#e67700',
  '#b35c00',
  '#9a4f00',
  '#804200',
  '#6b3700',
];

export const theme = createTheme({
  primaryColor: 'amber',
  primaryShade: 7,
  colors: { amber, gray, red, orange, green, yellow },
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
    // The same for the drawer (the directory's filters on a phone; issue 32).
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});
