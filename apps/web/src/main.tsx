import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import { createQueryClient } from './shared/api/query-client.ts';

// The server renders the page head for crawlers; React renders its own, so drop the server's copy.
const SERVER_HEAD =
  'head > title, head > meta[name="description"], head > meta[name="robots"], head > meta[property^="og:"], ' +
  'head > link[rel="canonical"], head > link[rel="alternate"]';
for (const element of document.querySelectorAll(SERVER_HEAD)) element.remove();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createBrowserRouter(appRoutes)} />
    </AppProviders>
  </StrictMode>,
);
