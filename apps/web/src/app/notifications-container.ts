/**
 * The toasts' container as a module of its own, for `notifications-host.tsx` to import lazily:
 * a dynamic import of `@mantine/notifications` itself would be the package's entry, which pages
 * import statically (`notifications.show`), and would leave the container in the main bundle.
 */
export { Notifications } from '@mantine/notifications';
