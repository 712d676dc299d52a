import type { PageModule } from './pages.tsx';

/**
 * The screens the browser alone renders (signed-in screens, account forms), imported by
 * pages.tsx with the first of them: the lists of chunks each one imports (for preloading) are
 * here rather than in the main chunk every public page loads (bench/log/2026-11-to-12.md).
 */
export const BROWSER_PAGES = import.meta.glob<PageModule>([
  '../features/*/pages/*-page.tsx',
  '!../features/system/pages/*',
  '!../features/content/pages/*',
  '!../features/festivals/pages/home-page.tsx',
  '!../features/festivals/pages/festivals-page.tsx',
  '!../features/festivals/pages/festival-page.tsx',
  '!../features/films/pages/public-film-page.tsx',
  '!../features/help/pages/help-category-page.tsx',
]);
