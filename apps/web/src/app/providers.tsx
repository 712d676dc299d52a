import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FilmVideoPanel } from '../features/film-video/index.ts';
import { type RenderEnvironment, RenderEnvironmentContext } from '../shared/render/render-context.ts';
import { FilmMediaBlocksContext } from '../shared/ui/film-media-slot.ts';
import { theme } from './theme.ts';

/** Blocks of other features the film record's media tab shows (features never import each other). */
const FILM_MEDIA_BLOCKS = [FilmVideoPanel];

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
          {/* Spec §9: toasts stay 3 s, at most 3 at once. */}
          {/* At the top: a toast at the bottom covered the phone's bottom buttons just used. */}
          <Notifications autoClose={3000} limit={3} position="top-center" />
          <FilmMediaBlocksContext value={FILM_MEDIA_BLOCKS}>{props.children}</FilmMediaBlocksContext>
        </MantineProvider>
      </QueryClientProvider>
    </RenderEnvironmentContext>
  );
}
