import type { AddressInfo } from 'node:net';
import type { Database } from '@shortlist/db/client';
import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { festival } from '@shortlist/db/schema/festivals';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport, sendPendingEmails } from '../../platform/mail/sender.ts';
import { NOW } from '../../test/festival-test-app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The invitation email of `create-invitation --email` through a real SMTP server: in the asked
// language, with the festival, the section, the price, the day, the message and the sign-up link.

const TOKEN = 'operator-token-for-invitation-email-0123456789';
let database: Database;
let t: TestApp;
let smtp: SMTPServer;
let port: number;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  t = await createTestApp({
    database,
    now: () => NOW,
    env: { OPERATOR_TOKEN: TOKEN, PUBLIC_URL: 'http://films.test:8080' },
  });
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
  await database.close();
});

/** Undoes quoted-printable soft breaks and escapes, enough to read a text back. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('invitation email over SMTP', () => {
  it('invites an address without an account, in its language, to create one', async () => {
    const [target] = await database.db
      .select({ Id: campagneSection.Id, Nom: festival.Nom })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
      .limit(1);
    const created = await t.app.inject({
      method: 'POST',
      url: '/operator-api/commands/create-invitation',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: {
        email: 'new.maker@example.com',
        section: target!.Id,
        price: 1250,
        until: '2099-05-03',
        message: 'Nous avons aimé votre film.',
        language: 'fr',
      },
    });
    expect(created.statusCode, created.body).toBe(200);

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
    expect(message?.to).toEqual(['new.maker@example.com']);
    const body = decodeQuotedPrintable(message?.raw ?? '');
    expect(body).toContain('vous invite à inscrire un film');
    expect(body).toContain('Nous avons aimé votre film.');
    expect(body).toContain('3 mai 2099');
    expect(body).toMatch(/12,50\s€/);
    expect(body).toContain('http://films.test:8080/fr/creer-un-compte?email=new.maker%40example.com');
    expect(body).not.toMatch(/\{\{|\}\}/);
  });
});
