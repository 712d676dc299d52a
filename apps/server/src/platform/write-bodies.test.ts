import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  concrete,
  type JsonSchema,
  type Operation,
  plainValue,
  readOperations,
} from '../test/openapi-fields.ts';
import { createSignedInDemoApp, type SignedInDemoApp } from '../test/signed-in-demo-app.ts';
import { insertAccount, type Signed, signInAs } from '../test/test-accounts.ts';
import type { TestApp } from '../test/test-app.ts';

/**
 * Every write of both APIs, read from the OpenAPI document: its body is documented with the
 * real rules, and a body with two wrong fields of different kinds (a wrong type and a broken
 * rule) is refused listing both fields, each with an upper-case rule code (spec §5), whichever
 * layer refused it.
 */

const RULE_CODE = /^[A-Z][A-Z0-9_]+$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let demo: SignedInDemoApp;
let t: TestApp;
let signed: Signed;
// Creations (`POST personnes`...) answer 409 for an account that already has its record: a second one has none.
let fresh: Signed;
let ownIds: Record<string, number>;

beforeAll(async () => {
  demo = await createSignedInDemoApp();
  ({ t, signed, ownIds } = demo);
  await insertAccount(t, 'bea@example.com');
  fresh = await signInAs(t.app, 'bea@example.com');
});
afterAll(() => demo.close());

function typeOf(schema: JsonSchema): string | undefined {
  const type = concrete(schema).type;
  return Array.isArray(type) ? type.find((one) => one !== 'null') : type;
}

/** A value of the wrong JSON type for the property. */
function wrongType(schema: JsonSchema): unknown {
  const type = typeOf(schema);
  return type === 'string' ? 12345 : 'not-of-this-type';
}

/** A value of the right type that breaks one documented rule, or undefined when none is documented. */
function brokenRule(raw: JsonSchema): unknown {
  const schema = concrete(raw) as JsonSchema & { maxItems?: number };
  const type = typeOf(schema);
  if (schema.enum?.length) return typeof schema.enum[0] === 'number' ? -7 : 'not-in-the-list';
  if (type === 'string') {
    if (typeof schema.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1);
    if (schema.minLength) return '';
  }
  if (type === 'integer' || type === 'number') {
    if (typeof schema.maximum === 'number') return schema.maximum + 1;
    if (typeof schema.minimum === 'number') return schema.minimum - 1;
    if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum;
  }
  if (type === 'array' && typeof schema.maxItems === 'number') return Array(schema.maxItems + 1).fill(1);
  return undefined;
}

function url(operation: Operation): string {
  const own = /^\/api\/(personnes|coordonnees|structures|adresses)\/\{id\}$/.exec(operation.path)?.[1];
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (own && name === 'id') return String(ownIds[own]);
    const parameter = operation.parameters.find((p) => p.name === name);
    return encodeURIComponent(String(parameter ? plainValue(parameter.schema) : 1));
  });
  const query = operation.parameters
    .filter((p) => p.in === 'query')
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(plainValue(p.schema)))}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

let address = 0;
/** Each request from its own address, so the rate limits never answer in place of the route. */
function nextAddress(): string {
  address += 1;
  return `10.9.${(address >> 8) & 255}.${address & 255}`;
}

async function writes(): Promise<Operation[]> {
  await t.app.ready();
  return readOperations(t.app.swagger(), { prefixes: ['/api/', '/order-api/'] }).filter(
    (operation) => WRITES.has(operation.method) && operation.body,
  );
}

describe('write bodies', () => {
  it('every write that takes a body documents its properties and their constraints', async () => {
    await t.app.ready();
    const document = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
      >;
    };
    const problems: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const id = `${method.toUpperCase()} ${path}`;
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!WRITES.has(method.toUpperCase()) || !schema) continue;
        checked += 1;
        const properties = concrete(schema).properties;
        if (!properties || Object.keys(properties).length === 0) {
          problems.push(`${id}: no properties documented`);
          continue;
        }
        for (const [name, property] of Object.entries(properties)) {
          const node = concrete(property);
          const type = typeOf(node);
          const constrained =
            node.enum !== undefined ||
            node.const !== undefined ||
            (type === 'string' && (node.maxLength !== undefined || node.format !== undefined)) ||
            ((type === 'integer' || type === 'number') && node.maximum !== undefined) ||
            type === 'boolean' ||
            type === 'object' ||
            type === 'array';
          if (!constrained) problems.push(`${id}: ${name} (${type ?? 'no type'}) has no documented limit`);
        }
      }
    }
    expect(checked).toBeGreaterThan(15);
    expect(problems).toEqual([]);
  });

  it('a body with a wrong type and a broken rule lists both fields with their rule codes', async () => {
    const operations = await writes();
    expect(operations.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const operation of operations) {
      const body = operation.body as JsonSchema;
      const properties = Object.entries(concrete(body).properties ?? {});
      const id = `${operation.method} ${operation.path}`;
      const broken = properties.find(([, schema]) => brokenRule(schema) !== undefined);
      const typed = properties.find(([name]) => name !== broken?.[0]);
      const wrong: Record<string, unknown> = {};
      if (broken) wrong[broken[0]] = brokenRule(broken[1]);
      if (typed) wrong[typed[0]] = wrongType(typed[1]);
      if (!broken && !typed) {
        failures.push(`${id}: no property to send wrong`);
        continue;
      }
      const payload = { ...(plainValue(body) as object), ...wrong };
      const response = await t.app.inject({
        method: operation.method as 'POST',
        url: url(operation),
        headers: (operation.method === 'POST' ? fresh : signed).headers,
        payload,
        remoteAddress: nextAddress(),
      });
      const answer = response.json() as { code?: string; fields?: { path: string; code: string }[] };
      const codes = Object.fromEntries((answer.fields ?? []).map((field) => [field.path, field.code]));
      for (const name of Object.keys(wrong)) {
        const code = codes[name];
        if (
          response.statusCode !== 400 ||
          answer.code !== 'VALIDATION_FAILED' ||
          !code ||
          !RULE_CODE.test(code)
        )
          failures.push(
            `${id}: ${name}=${JSON.stringify(wrong[name])} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
