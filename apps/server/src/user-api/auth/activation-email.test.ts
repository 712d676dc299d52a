import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport, sendPendingEmails } from '../../platform/mail/sender.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: SMTPServer;
let port: number;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://films.test:8080' } });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

/** Undoes quoted-printable soft breaks and escapes, enough to read a link back. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('activation email over SMTP', () => {
  it('sends the activation message through a real SMTP server; its link activates the account', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account',
      headers: { culture: 'es' },
      payload: { Login: 'smtp.maker@example.com', Password: 'Short-Film1', AcceptCgv: true },
    });
    expect(created.statusCode).toBe(201);
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const report = await sendPendingEmails({
      db: t.database.db,
      transport,
      from: 'Shortlist <no-reply@shortlist.test>',
      now: () => new Date(Date.now() + 1000),
    });
    transport.close?.();
    expect(report.sent).toBe(1);
    const [message] = received;
    expect(message?.to).toEqual(['smtp.maker@example.com']);
    const body = decodeQuotedPrintable(message?.raw ?? '');
    expect(body).toContain('Activa tu cuenta');
    const link = /http:\/\/films\.test:8080\/es\/[a-z-]+\/([A-Za-z0-9_-]{43})/.exec(body);
    expect(link, body).not.toBeNull();
    const token = link?.[1] ?? '';

    const before = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Login: 'smtp.maker@example.com', Password: 'Short-Film1' },
    });
    expect(before.json().code).toBe('ACCOUNT_NOT_ACTIVATED');
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-token-activate',
      payload: { Data: token },
    });
    expect(activated.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Login: 'smtp.maker@example.com', Password: 'Short-Film1' },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().IdLangue).toBe(19);
  });
});
