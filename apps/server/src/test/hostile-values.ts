import type { FieldKind } from './openapi-fields.ts';

/** A value sent where the contract expects something else; `label` names it in failure lists. */
export type HostileValue = { label: string; value: unknown };

const ids: HostileValue[] = [
  { label: 'id 0', value: 0 },
  { label: 'id -1', value: -1 },
  { label: 'id 2^31', value: 2 ** 31 },
  { label: 'id 1e20', value: 1e20 },
  { label: 'id "abc"', value: 'abc' },
];

const texts: HostileValue[] = [
  { label: 'text with NUL', value: 'Ada\u0000Lovelace' },
  { label: 'lone surrogate', value: 'Ada\uD800' },
  { label: '100,000 characters', value: 'a'.repeat(100_000) },
];

const days: HostileValue[] = [
  { label: 'day 0000-01-01', value: '0000-01-01' },
  { label: 'day 9999-12-31', value: '9999-12-31' },
  { label: 'day -271821-04-19', value: '-271821-04-19' },
];

const wrongTypes: HostileValue[] = [
  { label: 'object', value: { a: 1 } },
  { label: 'array', value: ['a'] },
];

/** The hostile values for a field of this kind: its own family, then wrong types. */
export function hostileValues(kind: FieldKind): HostileValue[] {
  if (kind === 'id' || kind === 'number') return [...ids, ...wrongTypes];
  if (kind === 'text') return [...texts, ...wrongTypes, { label: 'number', value: 12 }];
  if (kind === 'day') return [...days, ...texts, ...wrongTypes];
  return [{ label: 'string', value: 'abc' }, ...wrongTypes];
}

/**
 * Hostile values as a path or query parameter, already URL-encoded: they arrive as text. A lone
 * surrogate has no UTF-8 form; its 3-byte encoding (invalid UTF-8) is what a client would send.
 */
export function hostileParameters(kind: FieldKind): HostileValue[] {
  const texts = [
    { label: 'text with NUL', value: 'Ada%00Lovelace' },
    { label: 'lone surrogate', value: 'Ada%ED%A0%80' },
    { label: 'bad escape %ZZ', value: '%ZZ' },
    { label: '300 characters', value: 'a'.repeat(300) },
    { label: '100,000 characters', value: 'a'.repeat(100_000) },
  ];
  const encoded = (values: HostileValue[]) =>
    values.map(({ label, value }) => ({ label, value: encodeURIComponent(String(value)) }));
  if (kind === 'id' || kind === 'number') return [...encoded(ids), ...texts];
  if (kind === 'day') return [...encoded(days), ...texts];
  return texts;
}

const DEPTH = 5_000;

/** Whole bodies that are not what any contract takes, as raw text with their content type. */
export function hostileBodies(plain: unknown): { label: string; payload: string; type: string }[] {
  const json = 'application/json';
  const base = plain && typeof plain === 'object' && !Array.isArray(plain) ? plain : {};
  const inner = JSON.stringify(base).slice(1, -1);
  const withKey = (key: string) => `{${inner}${inner ? ',' : ''}${key}}`;
  return [
    { label: 'nested arrays', payload: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`, type: json },
    { label: 'nested objects', payload: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`, type: json },
    { label: '__proto__ key', payload: withKey('"__proto__":{"isAdmin":true}'), type: json },
    {
      label: 'constructor.prototype',
      payload: withKey('"constructor":{"prototype":{"isAdmin":true}}'),
      type: json,
    },
    { label: 'array body', payload: '[]', type: json },
    { label: 'string body', payload: '"abc"', type: json },
    { label: 'malformed JSON', payload: '{"a":', type: json },
    { label: 'text/plain body', payload: JSON.stringify(base), type: 'text/plain' },
  ];
}
