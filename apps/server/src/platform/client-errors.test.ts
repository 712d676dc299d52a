import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertAccount, type Signed, signInAs } from '../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Requests refused before any route runs, sent as raw bytes over a real socket (issue 29):
 * whether Node's HTTP parser refuses them (a bad Content-Length, both Content-Length and
 * Transfer-Encoding, headers too large, not HTTP) or Fastify does (a body on a DELETE, an empty
 * or broken JSON body, an unknown content type, a body over the limit), the answer is the
 * platform's `{ code, message, fields? }` JSON, never Fastify's own `{ error, statusCode }`.
 */
let t: TestApp;
let port: number;
let ada: Signed;

beforeAll(async () => {
  t = await createTestApp();
  await insertAccount(t, 'ada@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t.close());

/** Sends `head` (request line and headers, without the blank line) and `body`; the raw answer. */
function exchange(head: string, body = ''): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers = '', ...rest] = answer.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1]),
        type: /^content-type: (.*)$/im.exec(headers)?.[1] ?? '',
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.write(`${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n${body}`);
  });
}

function expectShaped(answer: { status: number; type: string; body: string }, status: number, code: string) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.type).toContain('application/json');
  const parsed = JSON.parse(answer.body) as Record<string, unknown>;
  expect(parsed).toMatchObject({ code, message: expect.any(String) });
  expect(parsed).not.toHaveProperty('statusCode');
  expect(parsed).not.toHaveProperty('error');
}

const signedHeaders = () =>
  Object.entries(ada.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');

it('answers what the HTTP parser refuses in the platform shape', async () => {
  const filter = 'POST /api/public/festivals/filter HTTP/1.1';
  expectShaped(await exchange(`${filter}\r\nContent-Length: abc`), 400, 'VALIDATION_FAILED');
  expectShaped(
    await exchange(
      `${filter}\r\nContent-Type: application/json\r\nContent-Length: 3\r\nTransfer-Encoding: chunked`,
      '0\r\n\r\n',
    ),
    400,
    'VALIDATION_FAILED',
  );
  expectShaped(
    await exchange(
      'DELETE /api/uploads/0123456789abcdef0123456789abcdef HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked',
      '0\r\n\r\n',
    ),
    400,
    'VALIDATION_FAILED',
  );
  expectShaped(
    await exchange(`GET /api/health HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}`),
    431,
    'VALIDATION_FAILED',
  );
  expectShaped(await exchange('NOT HTTP AT ALL'), 400, 'VALIDATION_FAILED');
});

it('answers a DELETE with a chunked body, and bodies Fastify refuses, in the platform shape', async () => {
  const chunked = '3\r\nabc\r\n0\r\n\r\n';
  const id = '0123456789abcdef0123456789abcdef';
  for (const url of [`/api/uploads/${id}`, `/api/films/1/video/imports/${id}`]) {
    const head = `DELETE ${url} HTTP/1.1\r\nTus-Resumable: 1.0.0\r\n${signedHeaders()}\r\nTransfer-Encoding: chunked`;
    expectShaped(await exchange(head, chunked), 415, 'VALIDATION_FAILED');
    expectShaped(
      await exchange(`${head}\r\nContent-Type: application/json`, '0\r\n\r\n'),
      400,
      'VALIDATION_FAILED',
    );
  }
  const json = (body: string, type = 'application/json') =>
    exchange(
      `POST /api/public/festivals/filter HTTP/1.1\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}`,
      body,
    );
  expectShaped(await json(''), 400, 'VALIDATION_FAILED');
  expectShaped(await json('{"Search":'), 400, 'VALIDATION_FAILED');
  expectShaped(await json('{}', 'application/x-unknown'), 415, 'VALIDATION_FAILED');
  expectShaped(
    await exchange(
      'POST /api/public/festivals/filter HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 50000000',
      '{}',
    ),
    413,
    'PAYLOAD_TOO_LARGE',
  );
});
