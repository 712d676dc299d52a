import { Box, Container, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one content width of the site: header, every page and footer share it and its left edge. */
export const CONTENT_WIDTH = 'xl';

/**
 * A page's content at the site's width. `narrow` keeps a form or a text to a readable measure
 * while its left edge stays aligned with the header's.
 */
export function PageContainer({
  narrow = false,
  children,
  ...props
}: Omit<ContainerProps, 'size'> & { narrow?: boolean; children: ReactNode }) {
  return (
    <Container size={CONTENT_WIDTH} {...props}>
      {narrow ? <Box maw={760}>{children}</Box> : children}
    </Container>
  );
}
