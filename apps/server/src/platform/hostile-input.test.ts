import type { Database } from '@shortlist/db/client';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hostileBodies, hostileParameters, hostileValues } from '../test/hostile-values.ts';
import {
  acceptsNumber,
  type JsonSchema,
  type Operation,
  plainValue,
  readOperations,
  setAt,
} from '../test/openapi-fields.ts';
import { createSignedInDemoApp, type SignedInDemoApp } from '../test/signed-in-demo-app.ts';
import type { Signed } from '../test/test-accounts.ts';
import type { TestApp } from '../test/test-app.ts';

/**
 * Every operation of both APIs, every parameter and body property, hostile values, anonymous
 * and signed in: the answer is a 4xx with a `code`, never a 5xx, and no row is written.
 */

/**
 * Tables whose row count a refused request may change, and why. Every other table of every
 * schema must keep its count.
 */
const MAY_GROW: Record<string, string> = {
  // A well-formed but unknown login is a failed sign-in: recording it is the throttle working.
  'public.tentative_connexion': 'failed sign-ins are counted per login and per address',
};

let demo: SignedInDemoApp;
let database: Database;
let t: TestApp;
let signed: Signed;
let ownIds: Record<string, number>;

beforeAll(async () => {
  demo = await createSignedInDemoApp();
  ({ t, database, signed, ownIds } = demo);
});
afterAll(() => demo.close());

async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await database.db.execute<{ schema: string; name: string }>(sql`
    select n.nspname as schema, c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg_toast%'`);
  const counts: Record<string, number> = {};
  for (const { schema, name } of rows) {
    const table = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${table}`);
    counts[`${schema}.${name}`] = Number(result.rows[0]?.n);
  }
  return counts;
}

type Probe = { label: string; options: InjectOptions };

/** A path or query value that is valid, so that only the field under test is hostile. */
function plainParameter(operation: Operation, name: string, schema: JsonSchema): string {
  const own = /^\/api\/(personnes|coordonnees|structures|adresses|films)\/\{id\}/.exec(operation.path)?.[1];
  if (own && name === 'id') return String(ownIds[own]);
  return encodeURIComponent(String(plainValue(schema)));
}

function url(operation: Operation, values: Record<string, string>): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
  const query = operation.parameters
    .filter((p) => p.in === 'query')
    .map((p) => `${encodeURIComponent(p.name)}=${values[p.name] ?? ''}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** One request per hostile value of one field; the other fields keep plain values. */
function probes(operation: Operation): Probe[] {
  const plainParams = Object.fromEntries(
    operation.parameters.map((p) => [p.name, plainParameter(operation, p.name, p.schema)]),
  );
  const plainBody = operation.body ? plainValue(operation.body) : undefined;
  const base = { method: operation.method as InjectOptions['method'] };
  const withBody = (payload: unknown) => (payload === undefined ? {} : { payload: payload as object });
  const list: Probe[] = [];
  for (const field of operation.fields) {
    if (field.in !== 'body') {
      for (const { label, value } of hostileParameters(field.kind)) {
        if (acceptsNumber(field.schema, value)) continue;
        const values = { ...plainParams, [field.name]: String(value) };
        list.push({
          label: `${field.in} ${field.name}: ${label}`,
          options: { ...base, url: url(operation, values), ...withBody(plainBody) },
        });
      }
      continue;
    }
    for (const { label, value } of hostileValues(field.kind)) {
      if (acceptsNumber(field.schema, value)) continue;
      const payload = setAt(plainBody, field.keys, value);
      list.push({
        label: `body ${field.name}: ${label}`,
        options: { ...base, url: url(operation, plainParams), payload: payload as object },
      });
    }
  }
  if (operation.body) {
    for (const { label, payload, type } of hostileBodies(plainBody)) {
      list.push({
        label: `body: ${label}`,
        options: { ...base, url: url(operation, plainParams), payload, headers: { 'content-type': type } },
      });
    }
  }
  return list;
}

let address = 0;
/** Each request from its own address, so the rate limits never answer in place of the route. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

function describeFailure(status: number, body: string): string | null {
  if (status < 400 || status >= 500) return `status ${status}: ${body.slice(0, 160)}`;
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'string' ? null : `status ${status}, no code: ${body.slice(0, 160)}`;
  } catch {
    return `status ${status}, not JSON: ${body.slice(0, 160)}`;
  }
}

it('answers hostile values in every field of every operation with a 4xx and a code, writing nothing', async () => {
  await t.app.ready();
  const operations = readOperations(t.app.swagger(), {
    prefixes: ['/api/', '/order-api/', '/operator-api/'],
  });
  const fuzzed = operations.filter((operation) => operation.fields.length > 0 || operation.body);
  expect(fuzzed.length).toBeGreaterThan(40);

  const before = await rowCounts();
  const failures: string[] = [];
  const jobs = fuzzed.flatMap((operation) =>
    probes(operation).flatMap((probe) =>
      (['anonymous', 'signed in'] as const).map((who) => ({ operation, probe, who })),
    ),
  );
  const BATCH = 8;
  for (let start = 0; start < jobs.length; start += BATCH) {
    await Promise.all(
      jobs.slice(start, start + BATCH).map(async ({ operation, probe, who }) => {
        const headers = { ...(who === 'signed in' ? signed.headers : {}), ...probe.options.headers };
        const response = await t.app.inject({ ...probe.options, headers, remoteAddress: nextAddress() });
        const failure = describeFailure(response.statusCode, response.body);
        if (failure)
          failures.push(`${operation.method} ${operation.path} | ${probe.label} | ${who} | ${failure}`);
      }),
    );
  }
  const after = await rowCounts();
  const changed = Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table] && !(table in MAY_GROW))
    .map((table) => `${table}: ${before[table]} -> ${after[table]} rows`);

  expect({ failures, changed }).toEqual({ failures: [], changed: [] });
  // The signed-in probes really were signed in all along.
  expect((await t.app.inject({ url: '/api/ping', headers: signed.headers })).statusCode).toBe(200);
  // Thousands of requests (every field of every operation, twice): on a loaded 2-core machine
  // this takes minutes, and each new operation adds to it.
}, 300_000);
