import { compte } from '@shortlist/db/schema/accounts';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, lastLinkTo, PASSWORD, runAccountJobs, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// ASVS 6.3.7: the owner hears, at the address the account uses, of every password and login change.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const emailsTo = (to: string) =>
  t.database.db.select().from(outboxEmail).where(eq(outboxEmail.To, to)).orderBy(asc(outboxEmail.Id));

/** An account whose emails are in `IdLangue` (fr 13, es 19, it 33, pt 9). */
async function accountIn(login: string, idLangue: number): Promise<number> {
  const id = await insertAccount(t, login);
  await t.database.db.update(compte).set({ IdLangue: idLangue }).where(eq(compte.Id, id));
  return id;
}

describe('the owner is told at the current address', () => {
  it('of a password change from the profile, in the account language', async () => {
    await accountIn('profil@example.com', 13);
    const s = await signInAs(t.app, 'profil@example.com');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/compte/password',
      headers: s.headers,
      payload: { CurrentPassword: PASSWORD, NewPassword: 'Nouveau-Mot9!' },
    });
    expect(changed.statusCode).toBe(200);
    const [notice, ...rest] = await emailsTo('profil@example.com');
    expect(rest).toEqual([]);
    expect(notice?.Subject).toBe('Le mot de passe de votre compte Shortlist a été changé');
    expect(notice?.Text).toContain('profil@example.com');
    expect(notice?.Html).toContain('<p>');
    expect(notice?.Links).toEqual([]);
  });

  it('of a password reset', async () => {
    await accountIn('olvido@example.com', 19);
    await post('/api/auth/password-request', { Login: 'olvido@example.com' });
    await runAccountJobs(t);
    const link = await lastLinkTo(t, 'olvido@example.com');
    expect(link.url).toContain('/es/');
    expect(
      (await post('/api/auth/password-change', { Token: link.token, Password: 'Nueva-Clave9!' })).statusCode,
    ).toBe(200);
    const subjects = (await emailsTo('olvido@example.com')).map((m) => m.Subject);
    expect(subjects).toEqual([
      'Restablece tu contraseña de Shortlist',
      'Se ha cambiado la contraseña de tu cuenta de Shortlist',
    ]);
  });

  it('of a login change asked (naming the new address) and of its confirmation', async () => {
    await accountIn('vecchio@example.com', 33);
    const s = await signInAs(t.app, 'vecchio@example.com');
    const asked = await t.app.inject({
      method: 'PUT',
      url: '/api/compte/login',
      headers: s.headers,
      payload: { Login: 'nuovo@example.com', Password: PASSWORD },
    });
    expect(asked.statusCode).toBe(200);
    const [request] = await emailsTo('vecchio@example.com');
    expect(request?.Subject).toBe('È stata richiesta la modifica del tuo indirizzo email Shortlist');
    expect(request?.Text).toContain('nuovo@example.com');
    expect(request?.Links).toEqual([]);
    // The confirmation link still goes to the new address only.
    const link = await lastLinkTo(t, 'nuovo@example.com');
    expect((await post('/api/auth/check-token-login', { Token: link.token })).statusCode).toBe(200);
    const [, confirmed] = await emailsTo('vecchio@example.com');
    expect(confirmed?.Subject).toBe("L'indirizzo email del tuo account Shortlist è stato cambiato");
    expect(confirmed?.Text).toContain('nuovo@example.com');
    expect((await emailsTo('nuovo@example.com')).map((m) => m.Links.length)).toEqual([1]);
  });
});
