import { z } from 'zod';
import { ZPlainText } from '../fields/text.ts';
import { ZEligibilityCell, ZPanelFestival, ZSuperStampFilms } from './api-contracts.ts';
import { ELIGIBILITY_STATUSES } from './eligibility-codes.ts';

/*
 * `POST compare-film-section/by-film/{idFilm}`: a film's submission panel one page at a time.
 * Judging one film against every open call gives thousands of sections; sending them all, each
 * as a festival-page card, made a 15 MB answer (bench/log/2026-11-to-12.md). The server judges them all but
 * answers the tab counts and one page of festivals of one tab, with the cards of that page only.
 */

/** How the festivals of a film's panel are ordered (spec §2 "sort by deadline or festival name"; fee is ours). */
export const PANEL_SORTS = ['name', 'deadline', 'fee'] as const;
export type PanelSort = (typeof PANEL_SORTS)[number];

/** Festivals per page unless asked otherwise, and at most. */
export const FILM_PANEL_PAGE_SIZE = 20;
export const MAX_FILM_PANEL_PAGE_SIZE = 50;
/** Longest search text of the panel: a festival or section name, never a document. */
export const MAX_PANEL_SEARCH = 200;
/** A page start past any catalogue: bounds the number, the answer is then simply empty. */
const MAX_OFFSET = 1_000_000;

export const ZFilmPanelRequest = z.strictObject({
  /** The tab whose festivals are paged; the counts of every tab come anyway. */
  tab: z.enum(ELIGIBILITY_STATUSES).default('eligible'),
  /** Accent- and case-insensitive, on the festival's or the section's name. */
  search: ZPlainText.trim().max(MAX_PANEL_SEARCH).optional(),
  sort: z.enum(PANEL_SORTS).default('name'),
  /** Festivals to skip (a page start), and how many to send. */
  offset: z.number().int().min(0).max(MAX_OFFSET).default(0),
  limit: z.number().int().min(1).max(MAX_FILM_PANEL_PAGE_SIZE).default(FILM_PANEL_PAGE_SIZE),
});
export type FilmPanelRequest = z.input<typeof ZFilmPanelRequest>;

const ZCount = z.number().int().min(0);

export const ZFilmPanelResponse = z.object({
  /** Sections per tab after the search (the tab badges). */
  counts: z.object({ eligible: ZCount, 'missing-subtitles': ZCount, ineligible: ZCount }),
  /** Festivals in the asked tab after the search: the pages' total. */
  total: ZCount,
  offset: ZCount,
  /** The page's sections of the asked tab, festival after festival in the page's order. */
  results: z.array(ZEligibilityCell),
  /** The page's festivals in order, each with the sections `results` name. */
  festivals: z.array(ZPanelFestival),
  /** `[idFilm]` when the film's SuperStamp runs now (see `ZSuperStampFilms`). */
  superStampFilms: ZSuperStampFilms,
});
export type FilmPanelResponse = z.infer<typeof ZFilmPanelResponse>;
