import { type InboxFilter, ZInboxFilter } from '@shortlist/domain/festival-space/entry-contracts';
import { fieldErrors } from '@shortlist/domain/field-errors';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';

/**
 * The export's query (`GET festivals/{IdFestival}/entries/export.{csv|xlsx}?filter=...`): the
 * inbox's filter as the JSON of its body (`ZInboxFilter`), so a plain link downloads what the
 * screen shows (a browser follows a link with its session cookie; a POST answering a file would
 * need a form or a script, and a GET is not a state change, so no CSRF token is asked).
 */
export const ZInboxExportQuery = z.object({
  filter: z
    .string()
    .max(20_000)
    .optional()
    .describe(
      'The JSON of the inbox filter (the body of `entries/filter/{skip}/{take}`); none for every entry',
    ),
});

/** The filter of the query, checked by the inbox's own schema: 400 naming `filter.<field>` otherwise. */
export function inboxFilterOf(query: { filter?: string | undefined }): InboxFilter {
  if (query.filter === undefined || query.filter === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(query.filter);
  } catch {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'filter', code: 'INVALID_JSON', message: 'INVALID_JSON' }],
    });
  }
  const parsed = ZInboxFilter.safeParse(value);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {
      fields: fieldErrors(
        parsed.error.issues.map((issue) => ({ ...issue, path: ['filter', ...issue.path] })),
      ),
    });
  }
  return parsed.data;
}
