import { DEMO_CONTENT_PAGES } from '@shortlist/db/seed/demo/demo-content-pages';
import {
  isSafeHref,
  type MarkupBlock,
  type MarkupInline,
  parseContentMarkup,
} from '@shortlist/domain/content/content-markup';
import { CONTENT_PAGE_KEYS } from '@shortlist/domain/content/placements';
import { frenchSpacingMistakes } from '@shortlist/domain/text/french-typography';
import { matchLocalizedPath } from '@shortlist/i18n/routes';
import { describe, expect, it } from 'vitest';

function links(nodes: MarkupInline[]): string[] {
  return nodes.flatMap((node) =>
    node.kind === 'link'
      ? [node.href, ...links(node.children)]
      : node.kind === 'bold'
        ? links(node.children)
        : [],
  );
}

function blockLinks(blocks: MarkupBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.kind === 'list' ? block.items.flatMap(links) : links(block.content),
  );
}

// The demo installation's content pages (spec §2, docs/decisions.md: the demo holds them): what a
// visitor reads on the terms, privacy or pricing page of `npm start`.
describe('the demo content pages', () => {
  it('hold every content page of the route table in en, fr and es', () => {
    expect(DEMO_CONTENT_PAGES.map((page) => page.key).sort()).toEqual([...CONTENT_PAGE_KEYS].sort());
    for (const page of DEMO_CONTENT_PAGES)
      expect(Object.keys(page.texts).sort(), page.key).toEqual(['en', 'es', 'fr']);
  });

  it('give each version a title, an SEO title of at most 60 characters and a description of 70 to 160', () => {
    for (const page of DEMO_CONTENT_PAGES) {
      for (const [language, text] of Object.entries(page.texts)) {
        const where = `${page.key} (${language})`;
        expect(text.title.trim(), where).not.toBe('');
        expect(text.seoTitle.length, where).toBeLessThanOrEqual(60);
        expect(text.seoDescription.length, where).toBeGreaterThanOrEqual(70);
        expect(text.seoDescription.length, where).toBeLessThanOrEqual(160);
        expect(
          text.blocks.filter((block) => block.placement === 'top'),
          where,
        ).toHaveLength(1);
        expect(
          text.blocks.some((block) => block.placement === 'centre'),
          where,
        ).toBe(true);
      }
    }
  });

  it('link only to safe targets, and inside the site only to routes of the same language', () => {
    for (const page of DEMO_CONTENT_PAGES) {
      for (const [language, text] of Object.entries(page.texts)) {
        for (const block of text.blocks) {
          const parsed = parseContentMarkup(block.content);
          expect(parsed.length, `${page.key} (${language})`).toBeGreaterThan(0);
          for (const href of blockLinks(parsed)) {
            expect(isSafeHref(href), href).toBe(true);
            if (!href.startsWith('/')) continue;
            const match = matchLocalizedPath(href.split(/[?#]/)[0] ?? href);
            // A route, or one the table redirects (help leads to its first category).
            expect(['route', 'redirect'], `${page.key} (${language}): ${href}`).toContain(match.kind);
            const target = match.kind === 'redirect' ? matchLocalizedPath(match.to) : match;
            expect(target.kind === 'route' && target.language, href).toBe(language);
          }
        }
      }
    }
  });

  it('write French with the no-break spaces of French typography', () => {
    for (const page of DEMO_CONTENT_PAGES) {
      const { title, seoTitle, seoDescription, blocks } = page.texts.fr;
      const texts = [title, seoTitle, seoDescription, ...blocks.map((block) => block.content)];
      expect(texts.flatMap(frenchSpacingMistakes), page.key).toEqual([]);
    }
  });
});
