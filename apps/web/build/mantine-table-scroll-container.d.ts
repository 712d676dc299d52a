// Mantine's Table.ScrollContainer module, resolved by table-scroll-container.ts.
declare module 'shortlist:mantine-table-scroll-container' {
  export { TableScrollContainer } from '@mantine/core';
}
