import type { Database } from '@shortlist/db/client';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { enqueueEmail } from './outbox.ts';
import { createSmtpTransport, type MailTransport, retryDelayMs, sendPendingEmails } from './sender.ts';

let database: Database;
let smtp: SmtpCapture;

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe('sendPendingEmails', () => {
  it('sends a queued message through a real SMTP server and marks it sent', async () => {
    const id = await enqueueEmail(database.db, {
      to: 'ada@example.com',
      subject: 'Your submission was received',
      text: 'The festival has your film.',
    });
    const transport = createSmtpTransport(smtp.url);
    // The database stamps NextAttemptAt in microseconds; a JS clock a second ahead is surely past it.
    const now = () => new Date(Date.now() + 1000);
    const report = await sendPendingEmails({
      db: database.db,
      transport,
      from: 'Shortlist <no-reply@shortlist.test>',
      now,
    });
    transport.close?.();
    expect(report).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.from).toBe('no-reply@shortlist.test');
    expect(message?.to).toEqual(['ada@example.com']);
    expect(message?.raw).toMatch(/^Subject: Your submission was received\r?$/m);
    expect(message?.raw).toContain('The festival has your film.');
    const [row] = await database.db.select().from(outboxEmail).where(eq(outboxEmail.Id, id));
    expect(row).toMatchObject({ Status: 'sent', Attempts: 1 });
    expect(row?.DateSent).toBeInstanceOf(Date);
    // Nothing is sent twice.
    expect(await sendPendingEmails({ db: database.db, transport, from: 'x@y.z' })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
  });

  it('retries with backoff when SMTP fails, then gives up', async () => {
    const id = await enqueueEmail(database.db, { to: 'bob@example.com', subject: 'Retry me', text: 'x' });
    const failing: MailTransport = {
      sendMail: async () => {
        throw new Error('SMTP down');
      },
    };
    let clock = new Date(Date.now() + 1000);
    const now = () => clock;
    const first = await sendPendingEmails({ db: database.db, transport: failing, from: 'x@y.z', now });
    expect(first).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = await database.db.select().from(outboxEmail).where(eq(outboxEmail.Id, id));
    expect(row).toMatchObject({ Status: 'pending', Attempts: 1, LastError: 'SMTP down' });
    expect(row!.NextAttemptAt.getTime()).toBeGreaterThanOrEqual(clock.getTime() + retryDelayMs(1) - 1000);
    // Not due yet.
    expect(
      (await sendPendingEmails({ db: database.db, transport: failing, from: 'x@y.z', now })).retried,
    ).toBe(0);
    let last = first;
    for (let i = 0; i < 10 && last.failed === 0; i++) {
      clock = new Date(clock.getTime() + 7 * 60 * 60 * 1000);
      last = await sendPendingEmails({ db: database.db, transport: failing, from: 'x@y.z', now });
    }
    const [final] = await database.db.select().from(outboxEmail).where(eq(outboxEmail.Id, id));
    expect(final).toMatchObject({ Status: 'failed', Attempts: 8 });
  });
});
