import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/** Providers that do not depend on the URL; the language ones live in RootRoute. */
export function AppProviders(props: {
  queryClient: QueryClient;
  children: ReactNode;
  env?: 'default' | 'test';
}) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <MantineProvider theme={theme} forceColorScheme="light" env={props.env}>
        {/* Spec §9: toasts stay 3 s, at most 3 at once. */}
        {/* At the top: a toast at the bottom covered the phone's bottom buttons just used. */}
        <Notifications autoClose={3000} limit={3} position="top-center" />
        {props.children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
