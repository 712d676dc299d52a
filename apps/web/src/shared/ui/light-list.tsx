import {
  Box,
  type BoxProps,
  getFontSize,
  getLineHeight,
  getSpacing,
  type MantineSize,
  type MantineSpacing,
} from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';

type ListProps = BoxProps &
  Omit<ComponentPropsWithoutRef<'ul'>, 'style'> & {
    type?: 'ordered' | 'unordered';
    size?: MantineSize;
    spacing?: MantineSpacing | number;
  };

/**
 * Mantine's `List` and `List.Item` (no icons) as plain elements with its classes and CSS
 * variables, drawn by Mantine's stylesheet: the festival page's section cards loaded 0.7 KB of
 * brotli for the component (issue 11). `light-inputs.test.tsx` fails on any difference in the markup.
 */
export function LightList({ type = 'unordered', size, spacing, style, ...others }: ListProps) {
  const vars = {
    '--list-fz': getFontSize(size),
    '--list-lh': getLineHeight(size),
    '--list-spacing': getSpacing(spacing),
  } as CSSProperties;
  return (
    <Box
      component={type === 'unordered' ? 'ul' : 'ol'}
      className="m_abbac491 mantine-List-root"
      size={size}
      style={[vars, style]}
      {...others}
    />
  );
}

export function LightListItem({ children, ...others }: BoxProps & { children: ReactNode }) {
  return (
    <Box component="li" className="m_abb6bec2 mantine-List-item" {...others}>
      <div className="m_75cd9f71 mantine-List-itemWrapper">
        <span className="mantine-List-itemLabel">{children}</span>
      </div>
    </Box>
  );
}
