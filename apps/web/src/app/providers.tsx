import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type RenderEnvironment, RenderEnvironmentContext } from '../shared/render/render-context.ts';
import { BillingAddressFormContext } from '../shared/ui/billing-address-slot.ts';
import { FilmMediaBlocksContext } from '../shared/ui/film-media-slot.ts';
import { BillingAddressBlock } from './billing-address-block.tsx';
import { FILM_MEDIA_BLOCKS } from './film-media-blocks.tsx';
import { NotificationsHost } from './notifications-host.tsx';
import { theme } from './theme.ts';

/** Providers that do not depend on the URL; the language ones live in RootRoute. */
export function AppProviders(props: {
  queryClient: QueryClient;
  children: ReactNode;
  env?: 'default' | 'test';
  /** Given by the server bundle; the browser's own is used without it. */
  environment?: RenderEnvironment;
}) {
  return (
    <RenderEnvironmentContext value={props.environment ?? null}>
      <QueryClientProvider client={props.queryClient}>
        {/* Light only: index.html carries `data-mantine-color-scheme="light"`, so nothing changes on hydration. */}
        <MantineProvider theme={theme} forceColorScheme="light" env={props.env}>
          <NotificationsHost />
          <FilmMediaBlocksContext value={FILM_MEDIA_BLOCKS}>
            <BillingAddressFormContext value={BillingAddressBlock}>
              {props.children}
            </BillingAddressFormContext>
          </FilmMediaBlocksContext>
        </MantineProvider>
      </QueryClientProvider>
    </RenderEnvironmentContext>
  );
}
