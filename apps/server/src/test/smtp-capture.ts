import type { AddressInfo } from 'node:net';
import type { Db } from '@shortlist/db/client';
import { SMTPServer } from 'smtp-server';
import { createSmtpTransport, type SendReport, sendPendingEmails } from '../platform/mail/sender.ts';

// A real SMTP server on a free local port that keeps what it receives, for the tests that follow
// an email all the way out of the outbox (the sender, activation, invitation, order emails). No
// TLS and no login: the transport under test talks plain SMTP to it.

/** One message as the SMTP server received it: the envelope and the raw MIME text. */
export type CapturedEmail = { from: string; to: string[]; raw: string };

export type SmtpCapture = {
  /** `smtp://127.0.0.1:<port>`, as `SMTP_URL` or `createSmtpTransport` take it. */
  url: string;
  /** Every message received so far, in order. */
  received: CapturedEmail[];
  /**
   * Sends the outbox's due emails to this server once (`sendPendingEmails` with a transport of
   * its own, closed after); the clock is a second ahead by default, since the database stamps
   * `NextAttemptAt` in microseconds and a JS clock a second ahead is surely past it.
   */
  deliver(db: Db, options?: { now?: () => Date }): Promise<SendReport>;
  close(): Promise<void>;
};

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: CapturedEmail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    async deliver(db, options = {}) {
      const transport = createSmtpTransport(url);
      try {
        return await sendPendingEmails({
          db,
          transport,
          from: 'Shortlist <no-reply@shortlist.test>',
          now: options.now ?? (() => new Date(Date.now() + 1000)),
        });
      } finally {
        transport.close?.();
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes (UTF-8 text), enough to read a body back. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
