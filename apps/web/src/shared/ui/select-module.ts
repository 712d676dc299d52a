/**
 * Mantine's Select and MultiSelect as a module of their own, for `deferred-select.tsx` to import
 * lazily: a dynamic import of `@mantine/core` itself would be the package's entry, which every
 * page imports statically, and would leave them (and floating-ui) in the page's chunk.
 */
export { MultiSelect, Select } from '@mantine/core';
