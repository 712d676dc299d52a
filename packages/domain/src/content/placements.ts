// Content-system block placements (spec §3 "Web page"), zod-free: the page reads them on first load.

/**
 * `Emplacement` values of a content block. The first four are deprecated (spec §3) but still
 * shown, as the page's header, for pages written before; `css` is never sent nor applied.
 */
export const BLOCK_PLACEMENT = {
  headerTitle: 1,
  headerSubTitle: 2,
  headerImage: 3,
  headerContent: 4,
  top: 5,
  bottom: 6,
  centre: 7,
  css: 8,
  left: 9,
} as const;

export type BlockPlacementName = keyof typeof BLOCK_PLACEMENT;

/** The deprecated header placements, still shown above the body (in this order). */
export const HEADER_PLACEMENTS = [
  'headerTitle',
  'headerSubTitle',
  'headerImage',
  'headerContent',
] as const satisfies readonly BlockPlacementName[];

/**
 * The placements a content page shows in its body, in reading order. `Css` is not applied: the Content
 * Security Policy allows no style sheet a content editor writes, and the product's look is the
 * design system's (docs/decisions.md, "Content pages").
 */
export const SHOWN_PLACEMENTS = [
  'top',
  'centre',
  'left',
  'bottom',
] as const satisfies readonly BlockPlacementName[];
export type ShownPlacement = (typeof SHOWN_PLACEMENTS)[number];

/** What an operator may write: the header placements and the body's; never `css`. */
export const WRITABLE_PLACEMENTS = [...HEADER_PLACEMENTS, ...SHOWN_PLACEMENTS] as const;
export type WritablePlacement = (typeof WRITABLE_PLACEMENTS)[number];

/** A header image is a picture of this site (the CSP allows no other): a path such as `/media/x.jpg`. */
export function isSiteImagePath(value: string): boolean {
  return /^\/(?![/\\])[A-Za-z0-9._~\-/%]{1,300}$/.test(value);
}

/** The route keys of the content pages of spec §2 (how it works, pricing, terms...). */
export const CONTENT_PAGE_KEYS = [
  'howItWorks',
  'pricing',
  'partners',
  'ethics',
  'terms',
  'legal',
  'privacy',
] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

export function isContentPageKey(value: unknown): value is ContentPageKey {
  return typeof value === 'string' && (CONTENT_PAGE_KEYS as readonly string[]).includes(value);
}
