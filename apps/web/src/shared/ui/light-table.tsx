import { Box, type BoxProps, getSpacing, type MantineSpacing } from '@mantine/core';
import { type ComponentPropsWithoutRef, type CSSProperties, createContext, use } from 'react';

/** Whether the rows draw a border (Mantine's `withRowBorders`, on by default). */
const RowBorders = createContext(true);

type TableProps = BoxProps &
  Omit<ComponentPropsWithoutRef<'table'>, 'style'> & {
    withTableBorder?: boolean;
    withRowBorders?: boolean;
    verticalSpacing?: MantineSpacing | number;
    horizontalSpacing?: MantineSpacing | number;
    layout?: 'fixed' | 'auto';
  };

/**
 * Mantine's `Table` and its parts as plain elements with its classes, CSS variables and data
 * attributes, drawn by Mantine's stylesheet; each part is a Box, so style props (`w`, `fw`, `bg`,
 * `c`, `miw`) work as on Mantine's. The festival and film pages loaded 1.6 KB of brotli for the
 * component (issue 11). `light-inputs.test.tsx` fails on any difference in the markup.
 */
export function LightTable({
  withTableBorder,
  withRowBorders = true,
  verticalSpacing = 7,
  horizontalSpacing,
  layout,
  style,
  children,
  ...others
}: TableProps) {
  const vars = {
    '--table-layout': layout,
    '--table-horizontal-spacing': getSpacing(horizontalSpacing),
    '--table-vertical-spacing': getSpacing(verticalSpacing),
  } as CSSProperties;
  return (
    <RowBorders value={withRowBorders}>
      <Box
        component="table"
        mod={{ 'with-table-border': withTableBorder }}
        className="m_b23fa0ef mantine-Table-table"
        style={[vars, style]}
        {...others}
      >
        {children}
      </Box>
    </RowBorders>
  );
}

export function LightThead(props: BoxProps & ComponentPropsWithoutRef<'thead'>) {
  return <Box component="thead" className="m_b242d975 mantine-Table-thead" {...props} />;
}

export function LightTbody(props: BoxProps & ComponentPropsWithoutRef<'tbody'>) {
  return <Box component="tbody" className="m_b2404537 mantine-Table-tbody" {...props} />;
}

export function LightTr(props: BoxProps & ComponentPropsWithoutRef<'tr'>) {
  const withBorder = use(RowBorders);
  return (
    <Box
      component="tr"
      data-with-row-border={withBorder || undefined}
      className="m_4e7aa4fd mantine-Table-tr"
      {...props}
    />
  );
}

export function LightTh(props: BoxProps & Omit<ComponentPropsWithoutRef<'th'>, 'style'>) {
  return <Box component="th" className="m_4e7aa4f3 mantine-Table-th" {...props} />;
}

export function LightTd(props: BoxProps & Omit<ComponentPropsWithoutRef<'td'>, 'style'>) {
  return <Box component="td" className="m_4e7aa4ef mantine-Table-td" {...props} />;
}
