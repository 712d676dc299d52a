import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  type MantineTheme,
  mergeMantineTheme,
} from '@mantine/core';
import {
  SUBMISSION_STATUS,
  type SubmissionStatusName,
} from '@shortlist/domain/submissions/submission-status';
import { describe, expect, it } from 'vitest';
import { statusColour } from '../shared/ui/submission-status-look.ts';
import { theme as appTheme } from './theme.ts';

/**
 * The text of every badge the app draws is readable (issue 32: the film status and "Principal"
 * pills had their text in the colour of their background, which axe only files as "needs
 * review"). Every `<Badge>` of the web app is read from its source with its colour and variant:
 * a literal, a `*_COLOUR(S)`/`*_COLOR` map or constant, or `statusColour`. Its text and background
 * are resolved as Mantine resolves them, through the theme's CSS variables, in the light scheme
 * (the one the app renders) and the dark one, and must reach WCAG AA (4.5:1).
 */
const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);
const cssVariables = defaultCssVariablesResolver(theme);
const AA = 4.5;

type Scheme = 'light' | 'dark';
type Look = { color: string; variant: string; where: string };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(src).map((path) => ({
  path: path.slice(src.length + 1),
  text: readFileSync(path, 'utf8'),
}));

/** Colour maps and constants by name (`const STATUS_COLOURS = { a: 'green' }`, `const X_COLOR = '#123'`). */
function colourNames(text: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const match of text.matchAll(/const (\w*COLOU?RS?)\b[^=]*=\s*(\{[^}]*\}|'[^']*')/g)) {
    const values = [...(match[2] ?? '').matchAll(/'([^']+)'/g)].map((value) => value[1] as string);
    names.set(match[1] as string, values);
  }
  return names;
}

/** Colour names of the badge's own file first, then exported ones of other files. */
function namesSeenFrom(text: string): Map<string, string[]> {
  const exported = new Map(
    files.flatMap((file) =>
      [...colourNames(file.text)].filter(([name]) => new RegExp(`export const ${name}\\b`).test(file.text)),
    ),
  );
  return new Map([...exported, ...colourNames(text)]);
}

const STATUS_COLOURS_OF_ENTRIES = (Object.keys(SUBMISSION_STATUS) as SubmissionStatusName[]).flatMap(
  (status) => [statusColour(status, false), statusColour(status, true)],
);

/** The colours a `color={...}` expression can take, or undefined when the test cannot tell. */
function coloursOf(expression: string, names: Map<string, string[]>): string[] | undefined {
  if (expression.startsWith('statusColour(')) return STATUS_COLOURS_OF_ENTRIES;
  const branches = /^[^[(?]*\?(.*)$/.exec(expression)?.[1]; // condition ? 'x' : 'y'
  const literals = [...(branches ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1] as string);
  if (literals.length > 0) return literals;
  const name = /^(\w+)/.exec(expression)?.[1];
  return name ? names.get(name) : undefined;
}

function badgeLooks(): { looks: Look[]; unknown: string[] } {
  const looks: Look[] = [];
  const unknown: string[] = [];
  for (const { path, text } of files) {
    const names = namesSeenFrom(text);
    for (const match of text.matchAll(/<Badge\b([\s\S]*?)(?:<\/Badge>|\/>)/g)) {
      const tag = match[1] ?? '';
      const where = `${path}:${text.slice(0, match.index).split('\n').length}`;
      const variant = /\bvariant="([^"]+)"/.exec(tag)?.[1] ?? 'filled';
      const literal = /\bcolor="([^"]+)"/.exec(tag)?.[1];
      const expression = /\bcolor=\{([^}]+)\}/.exec(tag)?.[1];
      const colours = literal ? [literal] : expression ? coloursOf(expression, names) : [theme.primaryColor];
      if (!colours) unknown.push(`${where}: color={${expression}}`);
      for (const color of colours ?? []) looks.push({ color, variant, where });
    }
  }
  return { looks, unknown };
}

/** A CSS value with its `var(...)` resolved in a scheme. */
function resolve(value: string, scheme: Scheme): string {
  return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const found =
      (cssVariables[scheme] as Record<string, string>)[name] ??
      (cssVariables.variables as Record<string, string>)[name];
    if (found === undefined) throw new Error(`unknown CSS variable ${name}`);
    return resolve(found, scheme);
  });
}

type Rgba = [number, number, number, number];

function rgba(value: string): Rgba {
  // Mantine's outline hover and some tints: `color-mix(in srgb, <colour>, transparent 90%)`.
  const mix = /^color-mix\(in srgb, (.+), transparent (\d+)%\)$/.exec(value.trim());
  if (mix) {
    const [r, g, b, a] = rgba(mix[1] as string);
    return [r, g, b, a * (1 - Number(mix[2]) / 100)];
  }
  const hex = /^#([0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const n = Number.parseInt(hex[1] as string, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const parts = /^rgba?\(([^)]+)\)$/.exec(value.trim())?.[1]?.split(',').map(Number);
  if (!parts || parts.length < 3) throw new Error(`cannot read the colour ${value}`);
  return [parts[0] as number, parts[1] as number, parts[2] as number, parts[3] ?? 1];
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => (top[i] as number) * a + (bottom[i] as number) * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text and background colours of a badge as Mantine's Badge draws it, on the page's body. */
function badgeColours(look: Look, scheme: Scheme, t: MantineTheme = theme): { text: Rgba; background: Rgba } {
  const body = rgba(resolve('var(--mantine-color-body)', scheme));
  if (look.variant === 'dot') {
    // Badge.css: the dot variant writes black on white (light) or white on dark 5 (dark).
    const background = rgba(
      resolve(scheme === 'light' ? 'var(--mantine-color-white)' : 'var(--mantine-color-dark-5)', scheme),
    );
    const text = rgba(
      resolve(scheme === 'light' ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)', scheme),
    );
    return { text, background };
  }
  const colours = defaultVariantColorsResolver({ color: look.color, theme: t, variant: look.variant });
  const background =
    colours.background === 'transparent' ? body : over(rgba(resolve(colours.background, scheme)), body);
  return { text: over(rgba(resolve(colours.color, scheme)), background), background };
}

const { looks, unknown } = badgeLooks();

describe('badge contrast', () => {
  it('reads the colour of every badge of the app', () => {
    expect(unknown, 'name these colours in a *_COLOURS map or a literal').toEqual([]);
    expect(looks.length).toBeGreaterThan(20);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`gives every badge's text at least ${AA}:1 in the ${scheme} scheme`, () => {
      const low = looks.flatMap((look) => {
        const { text, background } = badgeColours(look, scheme);
        const ratio = contrast(text, background);
        return ratio < AA ? [`${look.where} ${look.variant} ${look.color}: ${ratio.toFixed(2)}:1`] : [];
      });
      expect(low).toEqual([]);
    });
  }

  it('would catch a light badge whose text is its background (the pills of issue 32)', () => {
    const { text, background } = badgeColours(
      { color: 'green.9', variant: 'light', where: 'planted' },
      'light',
    );
    expect(contrast(text, background)).toBeLessThan(1.1);
  });
});
