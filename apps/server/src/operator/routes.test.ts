import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { operatorAudit } from '@shortlist/db/schema/operator';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { OPERATOR_NAME_HEADER } from './operator-name.ts';
import { OPERATOR_TOKEN_FILE } from './operator-token.ts';

const TOKEN = 'operator-token-for-tests-0123456789abcdef';
const run = promisify(execFile);

describe('operator API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const auth = { authorization: `Bearer ${TOKEN}` };

  it('refuses a call without the token, or with a wrong one, and runs nothing', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/operator-api/commands/status', payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHENTICATED');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/operator-api/commands',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('lists the commands and runs one', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/operator-api/commands', headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(expect.objectContaining({ name: 'status' }));
    const status = await t.app.inject({
      method: 'POST',
      url: '/operator-api/commands/status',
      headers: auth,
      payload: {},
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().result.ok).toBe(true);
  });

  it('answers 404 for an unknown command and 400 with the fields for a bad input', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/operator-api/commands/nope',
      headers: auth,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/operator-api/commands/status',
      headers: auth,
      payload: { unexpected: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  const lastAudit = async () =>
    (await t.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.Id)).limit(1))[0];

  it("writes every command down with the operator's name, its arguments and how it ended", async () => {
    const run = (command: string, payload: object, name?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/operator-api/commands/${command}`,
        headers: { ...auth, ...(name === undefined ? {} : { [OPERATOR_NAME_HEADER]: name }) },
        payload,
      });
    expect((await run('status', {}, 'Ana%20Ops')).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      Operateur: 'Ana Ops',
      Commande: 'status',
      Arguments: {},
      Resultat: 'ok',
      Code: null,
    });
    // A refused input (the body schema), written down before the 400.
    const refused = await run('mark-transfer-paid', { order: 'twelve' }, 'ana');
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await lastAudit()).toMatchObject({
      Operateur: 'ana',
      Commande: 'mark-transfer-paid',
      Arguments: { order: 'twelve' },
      Resultat: 'refused',
      Code: 'VALIDATION_FAILED',
    });
    // A command that refuses on purpose, by a caller that gave no name.
    const missing = await run('mark-transfer-paid', { order: 999_999, reference: 'BNP 3/11' });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(await lastAudit()).toMatchObject({
      Operateur: 'unnamed',
      Arguments: { order: 999_999, reference: 'BNP 3/11' },
      Resultat: 'refused',
      Code: missing.json().code,
    });
  });
});

describe('operator token kept in DATA_DIR', () => {
  it('is created owner-only at start and read back by `npm run admin`', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shortlist-operator-'));
    const t = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      await t.app.ready();
      const file = join(dataDir, OPERATOR_TOKEN_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
      const env = { ...process.env, DATA_DIR: dataDir, OPERATOR_URL: address, OPERATOR_TOKEN: '' };
      const { stdout } = await run(process.execPath, ['--import', 'tsx', cli, 'status'], { env });
      expect(JSON.parse(stdout).result.ok).toBe(true);
      // Written down under the OS user's name, or OPERATOR_NAME when set.
      const named = await run(process.execPath, ['--import', 'tsx', cli, 'status'], {
        env: { ...env, OPERATOR_NAME: 'Zoë on call' },
      });
      expect(JSON.parse(named.stdout).result.ok).toBe(true);
      const audit = await t.database.db.select().from(operatorAudit).orderBy(operatorAudit.Id);
      expect(audit.map((row) => [row.Operateur, row.Commande, row.Resultat])).toEqual([
        [userInfo().username, 'status', 'ok'],
        ['Zoë on call', 'status', 'ok'],
      ]);
      const help = await run(process.execPath, ['--import', 'tsx', cli, 'help'], { env });
      expect(help.stdout).toMatch(/^status\s+/m);
    } finally {
      await t.close();
    }
  }, 30_000);
});
