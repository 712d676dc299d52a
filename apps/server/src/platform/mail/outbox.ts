import type { Db } from '@shortlist/db/client';
import { type OutboxLink, outboxEmail } from '@shortlist/db/schema/platform';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The message's actionable links (activation, password reset...), listed by the dev mailbox. */
  links?: OutboxLink[];
};

/**
 * Queues an email in the caller's transaction (or database): it is sent by the mailer after
 * commit, and never sent when the transaction rolls back. Returns the outbox row id.
 */
export async function enqueueEmail(tx: Db, email: OutgoingEmail): Promise<number> {
  const [row] = await tx
    .insert(outboxEmail)
    .values({
      To: email.to,
      Subject: email.subject,
      Text: email.text,
      Html: email.html ?? null,
      Links: email.links ?? [],
    })
    .returning({ Id: outboxEmail.Id });
  if (!row) throw new Error('The outbox insert returned no row');
  return row.Id;
}
