import type { Db } from '@shortlist/db/client';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Loop, startLoop } from '../loop.ts';

/** What the sender needs from a transport (nodemailer's, or a fake in tests). */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
  close?(): void;
};

export const MAX_ATTEMPTS = 8;
/** While a claimed row is being sent, other instances leave it alone for this long. */
const LEASE_MS = 5 * 60 * 1000;

/** Retry delay after the n-th failed attempt: 1, 2, 4, 8 ... minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/** nodemailer loads with the first email to send, not with the server (bench/upload). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transport: Promise<MailTransport> | null = null;
  const open = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return transport;
  };
  return {
    sendMail: async (message) => (await open()).sendMail(message),
    close: () => {
      void transport?.then((opened) => opened.close?.());
    },
  };
}

export type SendPendingOptions = {
  db: Db;
  transport: MailTransport;
  from: string;
  now?: () => Date;
  batchSize?: number;
  /** Where a failed sending is logged with the email's outbox id (the app's logger in main.ts). */
  log?: { error(details: Record<string, unknown>, message: string): void };
};

export type SendReport = { sent: number; retried: number; failed: number };

/**
 * Claims due `pending` rows (`FOR UPDATE SKIP LOCKED`, so several instances never send one row
 * twice), sends them, and marks each sent, or due again later with backoff, or failed after
 * MAX_ATTEMPTS. Sending happens outside the claiming transaction: the lease keeps the row ours.
 */
export async function sendPendingEmails(options: SendPendingOptions): Promise<SendReport> {
  const { db, transport, from } = options;
  const now = options.now ?? (() => new Date());
  const claimedAt = now();
  const due = db
    .select({ Id: outboxEmail.Id })
    .from(outboxEmail)
    .where(and(eq(outboxEmail.Status, 'pending'), lte(outboxEmail.NextAttemptAt, claimedAt)))
    .orderBy(asc(outboxEmail.Id))
    .limit(options.batchSize ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxEmail)
    .set({
      Attempts: sql`${outboxEmail.Attempts} + 1`,
      NextAttemptAt: new Date(claimedAt.getTime() + LEASE_MS),
    })
    .where(inArray(outboxEmail.Id, due))
    .returning();

  const report: SendReport = { sent: 0, retried: 0, failed: 0 };
  for (const row of claimed.sort((a, b) => a.Id - b.Id)) {
    try {
      await transport.sendMail({
        from,
        to: row.To,
        subject: row.Subject,
        text: row.Text,
        ...(row.Html ? { html: row.Html } : {}),
      });
      await db
        .update(outboxEmail)
        .set({ Status: 'sent', DateSent: now(), LastError: null })
        .where(eq(outboxEmail.Id, row.Id));
      report.sent++;
    } catch (error) {
      const finalFailure = row.Attempts >= MAX_ATTEMPTS;
      await db
        .update(outboxEmail)
        .set({
          Status: finalFailure ? 'failed' : 'pending',
          LastError: error instanceof Error ? error.message.slice(0, 2000) : String(error),
          NextAttemptAt: new Date(now().getTime() + retryDelayMs(row.Attempts)),
        })
        .where(eq(outboxEmail.Id, row.Id));
      // The outbox id leads to the row (its LastError); SMTP's message may quote the address,
      // so the log keeps only its codes.
      const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
      options.log?.error(
        { emailId: row.Id, attempt: row.Attempts, final: finalFailure, code, responseCode },
        finalFailure ? 'email failed for good' : 'email failed, will retry',
      );
      if (finalFailure) report.failed++;
      else report.retried++;
    }
  }
  return report;
}

/** The mailer loop main.ts starts when SMTP_URL is set. */
export function startMailSender(
  options: Omit<SendPendingOptions, 'transport'> & {
    smtpUrl: string;
    intervalMs?: number;
    onError: (error: unknown) => void;
  },
): Loop {
  const transport = createSmtpTransport(options.smtpUrl);
  const loop = startLoop({
    intervalMs: options.intervalMs ?? 5000,
    tick: () => sendPendingEmails({ ...options, transport }),
    onError: options.onError,
  });
  return {
    async stop() {
      await loop.stop();
      transport.close?.();
    },
  };
}
