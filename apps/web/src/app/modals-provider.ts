/**
 * Mantine's modal manager as a module of its own, for `modals-host.tsx` to import lazily: a
 * dynamic import of `@mantine/modals` itself would be the package's entry, which pages import
 * statically (`modals.openConfirmModal`), and would leave the provider in the main bundle.
 */
export { ModalsProvider } from '@mantine/modals';
