// The support tickets' values (spec §3 Ticket, §4 "Ticket: open or closed; closed is archived"), zod-free.

/** Open, or closed (archived); a new message from the user opens a closed ticket again. */
export const TICKET_STATUSES = ['open', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Who wrote a message: the ticket's account, or the platform's support (an operator). */
export const TICKET_AUTHORS = ['user', 'operator'] as const;
export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

/**
 * What a ticket is about. A filmmaker picks among the first list, a festival member writing from
 * the workspace among the second (spec §3 Help category IdType: user or festival). Kept as codes
 * so that a fresh database needs no rows to open a ticket; each code is worded in the catalogues.
 */
export const FILMMAKER_TICKET_CATEGORIES = [
  'account',
  'films',
  'videos',
  'submissions',
  'payments',
  'other',
] as const;
export const FESTIVAL_TICKET_CATEGORIES = [
  'festivalProfile',
  'festivalCalls',
  'festivalEntries',
  'festivalPayouts',
  'other',
] as const;
export const TICKET_CATEGORIES = [
  ...FILMMAKER_TICKET_CATEGORIES,
  ...FESTIVAL_TICKET_CATEGORIES.filter((c) => c !== 'other'),
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** Spec §5 "ticket subject max 255"; the message and address limits are ours. */
export const TICKET_LIMITS = {
  subject: 255,
  message: 5000,
  email: 255,
  fileName: 255,
} as const;

/** The categories offered to a ticket about a festival (written from its workspace) or not. */
export function ticketCategoriesFor(options: { festival: boolean }): readonly TicketCategory[] {
  return options.festival ? FESTIVAL_TICKET_CATEGORIES : FILMMAKER_TICKET_CATEGORIES;
}
