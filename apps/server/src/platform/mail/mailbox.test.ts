import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../test/production-env.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueEmail } from './outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  await t.database.db.transaction(async (tx) => {
    await enqueueEmail(tx, {
      to: 'ada@example.com',
      subject: 'Activate your account',
      text: 'Welcome! Open the link to activate.',
      links: [{ label: 'Activate', url: 'http://localhost:3000/en/activate/abc' }],
    });
  });
  await enqueueEmail(t.database.db, {
    to: 'bob@example.com',
    subject: 'Second <message>',
    text: 'Hello & bye',
  });
});
afterAll(() => t.close());

describe('outbox and dev mailbox', () => {
  it('drops an email when its transaction rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'ghost@example.com', subject: 'Never', text: 'x' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const messages = (await t.app.inject({ url: '/dev/mailbox.json' })).json();
    expect(messages.map((m: { to: string }) => m.to)).not.toContain('ghost@example.com');
  });

  it('GET /dev/mailbox.json lists messages newest first', async () => {
    const response = await t.app.inject({ url: '/dev/mailbox.json' });
    expect(response.statusCode).toBe(200);
    const messages = response.json();
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ to: 'bob@example.com', subject: 'Second <message>', links: [] });
    expect(messages[1]).toEqual({
      id: expect.any(Number),
      to: 'ada@example.com',
      subject: 'Activate your account',
      text: 'Welcome! Open the link to activate.',
      links: [{ label: 'Activate', url: 'http://localhost:3000/en/activate/abc' }],
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'pending',
    });
  });

  it('GET /dev/mailbox is an HTML page with clickable links, escaped', async () => {
    const response = await t.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<a href="http://localhost:3000/en/activate/abc">Activate</a>');
    expect(response.body).toContain('Second &lt;message&gt;');
    expect(response.body).toContain('Hello &amp; bye');
    expect(response.body.indexOf('bob@example.com')).toBeLessThan(response.body.indexOf('ada@example.com'));
  });

  it('is absent in production', async () => {
    const prod = await createTestApp({
      database: t.database,
      env: { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' },
    });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const response = await prod.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('ROUTE_NOT_FOUND');
      }
      expect((await prod.app.inject({ url: '/api/config' })).json().mailbox).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
