import { ID_MAX } from '@shortlist/domain/fields/ids';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { acceptsNumber, type Operation, plainValue, readOperations, setAt } from '../test/openapi-fields.ts';
import { createSignedInDemoApp, type SignedInDemoApp } from '../test/signed-in-demo-app.ts';
import { insertAccount, type Signed, signInAs } from '../test/test-accounts.ts';

/**
 * Every id a request may carry (path, query, body), set to a well-formed id no table holds: the
 * answer is never a 5xx (issue 29: `PUT personnes` with an unknown civility failed as a
 * foreign-key violation), and a refusal comes in the platform's shape with a `code`. The
 * hostile-values sweep sends ids of the wrong shape; this one sends the right shape, unknown.
 */

let demo: SignedInDemoApp;
let signed: Signed;
// Creations (`POST personnes`...) answer 409 for an account that already has its record: a second one has none.
let fresh: Signed;

beforeAll(async () => {
  demo = await createSignedInDemoApp();
  signed = demo.signed;
  await insertAccount(demo.t, 'bea@example.com');
  fresh = await signInAs(demo.t.app, 'bea@example.com');
});
afterAll(() => demo.close());

function url(operation: Operation, values: Record<string, string>): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
  const query = operation.parameters
    .filter((p) => p.in === 'query')
    .map((p) => `${encodeURIComponent(p.name)}=${values[p.name] ?? ''}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

function plainParameters(operation: Operation): Record<string, string> {
  const own = /^\/api\/(personnes|coordonnees|structures|adresses|films)\/\{id\}/.exec(operation.path)?.[1];
  return Object.fromEntries(
    operation.parameters.map((p) => [
      p.name,
      own && p.name === 'id' ? String(demo.ownIds[own]) : encodeURIComponent(String(plainValue(p.schema))),
    ]),
  );
}

/** One request per id field of the operation, that field unknown and the others plain. */
function probes(operation: Operation): { label: string; options: InjectOptions }[] {
  const params = plainParameters(operation);
  const body = operation.body ? plainValue(operation.body) : undefined;
  const method = operation.method as InjectOptions['method'];
  return operation.fields
    .filter((field) => field.kind === 'id' && acceptsNumber(field.schema, ID_MAX))
    .map((field) => {
      if (field.in !== 'body') {
        return {
          label: `${field.in} ${field.name}`,
          options: {
            method,
            url: url(operation, { ...params, [field.name]: String(ID_MAX) }),
            ...(body === undefined ? {} : { payload: body as object }),
          },
        };
      }
      return {
        label: `body ${field.name}`,
        options: { method, url: url(operation, params), payload: setAt(body, field.keys, ID_MAX) as object },
      };
    });
}

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.7.${(address >> 8) & 255}.${address & 255}`;
}

it('answers an unknown id in any field of any operation without a 5xx', async () => {
  const { t } = demo;
  await t.app.ready();
  const operations = readOperations(t.app.swagger(), {
    prefixes: ['/api/', '/order-api/', '/operator-api/'],
  });
  const jobs = operations.flatMap((operation) =>
    probes(operation).flatMap((probe) => [signed, fresh].map((who) => ({ operation, probe, who }))),
  );
  expect(jobs.length).toBeGreaterThan(100);
  const failures: string[] = [];
  const BATCH = 8;
  for (let start = 0; start < jobs.length; start += BATCH) {
    await Promise.all(
      jobs.slice(start, start + BATCH).map(async ({ operation, probe, who }) => {
        const response = await t.app.inject({
          ...probe.options,
          headers: who.headers,
          remoteAddress: nextAddress(),
        });
        const status = response.statusCode;
        const coded = status < 400 || typeof (response.json() as { code?: unknown }).code === 'string';
        if (status >= 500 || !coded) {
          const account = who === signed ? 'with records' : 'without records';
          failures.push(
            `${operation.method} ${operation.path} | ${probe.label} | ${account} | ${status}: ${response.body.slice(0, 160)}`,
          );
        }
      }),
    );
  }
  expect(failures).toEqual([]);
}, 300_000);
