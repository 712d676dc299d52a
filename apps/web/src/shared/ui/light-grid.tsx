import {
  Box,
  type BoxProps,
  InlineStyles,
  type MantineBreakpoint,
  useMantineTheme,
  useRandomClassName,
} from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

const COLUMNS = 12;

/** A column's width in twelfths, from the smallest screen up (Mantine's responsive `span`). */
export type ColumnSpan = { base: number } & Partial<Record<MantineBreakpoint, number>>;

/** Mantine's `--col-flex-basis` for a span of the 12 columns (GridColVariables). */
function flexBasis(span: number): string {
  return span === COLUMNS
    ? '100%'
    : `calc(${(100 * span) / COLUMNS}% - ${(COLUMNS - span) / COLUMNS} * var(--grid-column-gap))`;
}

function columnStyles(span: number): CSSProperties {
  const basis = flexBasis(span);
  return { '--col-flex-grow': 'auto', '--col-flex-basis': basis, '--col-max-width': basis } as CSSProperties;
}

/**
 * Mantine's `Grid` (12 columns, a named gap) with its classes and the same inline style rules,
 * without the component's JavaScript: the directory and the festival page each loaded 1.4 KB of
 * brotli for their two columns (issue 11). `light-inputs.test.tsx` fails on any difference in the
 * markup, the style rules included.
 */
export function LightGrid({ gap, children }: { gap: 'xs' | 'sm' | 'md' | 'lg' | 'xl'; children: ReactNode }) {
  const className = useRandomClassName();
  return (
    <>
      <InlineStyles
        selector={`.${className}`}
        styles={{ '--grid-gap': `var(--mantine-spacing-${gap})` } as CSSProperties}
      />
      <div className={`m_410352e9 mantine-Grid-root ${className}`}>
        <div className="m_dee7bd2f mantine-Grid-inner">{children}</div>
      </div>
    </>
  );
}

/** Mantine's `Grid.Col` with a responsive span; Box props such as `visibleFrom` apply as on Mantine's. */
export function LightGridCol({
  span,
  children,
  ...box
}: BoxProps & { span: ColumnSpan; children: ReactNode }) {
  const className = useRandomClassName();
  const { breakpoints } = useMantineTheme();
  // From the smallest breakpoint up, as Mantine sorts them.
  const media = (Object.keys(breakpoints) as MantineBreakpoint[])
    .filter((breakpoint) => span[breakpoint] !== undefined)
    .sort((a, b) => Number.parseFloat(breakpoints[a] ?? '0') - Number.parseFloat(breakpoints[b] ?? '0'))
    .map((breakpoint) => ({
      query: `(min-width: ${breakpoints[breakpoint]})`,
      styles: columnStyles(span[breakpoint] as number),
    }));
  return (
    <>
      <InlineStyles selector={`.${className}`} styles={columnStyles(span.base)} media={media} />
      <Box className={`m_96bdd299 mantine-Grid-col ${className}`} {...box}>
        {children}
      </Box>
    </>
  );
}
