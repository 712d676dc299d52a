/**
 * Mantine's Tooltip as a module of its own, for `hint-tooltip.tsx` to import lazily: a dynamic
 * import of `@mantine/core` itself would be the package's entry, which every page imports
 * statically, and would leave the Tooltip (and floating-ui behind it) in the main bundle.
 */
export { Tooltip } from '@mantine/core';
