/**
 * `Table.ScrollContainer`, loaded the first time one renders (table-scroll-container.ts says why):
 * Mantine's own component, with its props, once its module is there.
 */
import type { TableScrollContainerProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Mantine = lazy(() =>
  import('shortlist:mantine-table-scroll-container').then((module) => ({
    default: module.TableScrollContainer,
  })),
);

export function TableScrollContainer(props: TableScrollContainerProps) {
  return (
    <Suspense fallback={null}>
      <Mantine {...props} />
    </Suspense>
  );
}
