import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://films.test:8080' } });
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('activation email over SMTP', () => {
  it('sends the activation message through a real SMTP server; its link activates the account', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account',
      headers: { culture: 'es' },
      payload: { Login: 'smtp.maker@example.com', Password: 'Short-Film1', AcceptCgv: true },
    });
    expect(created.statusCode).toBe(201);
    const report = await smtp.deliver(t.database.db);
    expect(report.sent).toBe(1);
    const [message] = smtp.received;
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
