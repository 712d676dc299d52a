/**
 * How an edit form of a saved record resets (spec §4). When the record arrives or comes again
 * (`values` from the query cache), it fills only the fields the user has not touched: what they
 * typed before it arrived stays typed (a fast typist on a slow line lost the text otherwise).
 */
export const ARRIVING_RECORD = { keepDirtyValues: true } as const;

/** Our own resets (saved, failed, cancelled) set every field: `resetOptions` applies to them too. */
export const EXPLICIT_RESET = { keepDirtyValues: false } as const;
