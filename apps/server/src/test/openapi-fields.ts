/**
 * The fields of every operation of the app's OpenAPI document, for tests that send every field
 * a value (see platform/hostile-input.test.ts). Reads the JSON schemas the zod contracts produce.
 */

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  required?: string[];
};

export type FieldKind = 'id' | 'number' | 'text' | 'day' | 'boolean' | 'other';

/** One value slot of a request: a path or query parameter, or a body property (`Items[]`, `a.b`). */
export type Field = {
  in: 'path' | 'query' | 'body';
  /** Parameter name, or the body property path as keys and `[]` for an array item. */
  name: string;
  /** Body: the keys to the property; `'[]'` stands for the first item of an array. */
  keys: string[];
  kind: FieldKind;
  schema: JsonSchema;
};

export type Operation = {
  method: string;
  /** OpenAPI path, `{id}` placeholders (`{*}` for a wildcard). */
  path: string;
  fields: Field[];
  /** The body's JSON schema, when the operation takes a JSON body. */
  body: JsonSchema | undefined;
  parameters: { in: 'path' | 'query'; name: string; schema: JsonSchema }[];
};

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
};

/** The one concrete schema of a nullable or optional wrapper (`anyOf: [X, null]`). */
export function concrete(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const first = options.find((option) => option.type !== 'null');
    return first ? concrete(first) : schema;
  }
  if (schema.allOf?.[0]) return concrete({ ...schema.allOf[0], ...schema, allOf: undefined });
  return schema;
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = schema.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

export function kindOf(raw: JsonSchema): FieldKind {
  const schema = concrete(raw);
  const type = typeOf(schema);
  if (type === 'integer') return 'id';
  if (type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'string') return schema.format === 'date' || schema.format === 'date-time' ? 'day' : 'text';
  return 'other';
}

/** Every leaf of a body schema: properties of objects and of array items, at any depth. */
export function bodyFields(schema: JsonSchema, keys: string[] = []): Field[] {
  const node = concrete(schema);
  const type = typeOf(node);
  if (type === 'object' && node.properties) {
    return Object.entries(node.properties).flatMap(([key, child]) => bodyFields(child, [...keys, key]));
  }
  if (type === 'array' && node.items && keys.length > 0) {
    return [
      { in: 'body', name: keys.join('.'), keys, kind: 'other', schema: node },
      ...bodyFields(node.items, [...keys, '[]']),
    ];
  }
  if (keys.length === 0) return [];
  return [
    { in: 'body', name: keys.join('.').replaceAll('.[]', '[]'), keys, kind: kindOf(node), schema: node },
  ];
}

/** True for a body that declares no properties (`z.record`): its fields are known elsewhere. */
export function isFreeBody(schema: JsonSchema | undefined): boolean {
  return schema !== undefined && !concrete(schema).properties;
}

/** The operations of the document under the given path prefixes. */
export function readOperations(
  document: unknown,
  options: { prefixes: string[]; bodies?: Record<string, JsonSchema> },
): Operation[] {
  const { paths } = document as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    if (!options.prefixes.some((prefix) => path.startsWith(prefix))) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = ((operation.parameters ?? []) as Operation['parameters']).filter(
        (p) => p.in === 'path' || p.in === 'query',
      );
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content;
      const declared = content?.['application/json']?.schema;
      const id = `${method.toUpperCase()} ${path}`;
      const body = isFreeBody(declared) ? options.bodies?.[id] : declared;
      if (isFreeBody(declared) && !body) throw new Error(`${id}: free-form body, give its contract`);
      const fields: Field[] = [
        ...parameters.map((p) => ({
          in: p.in,
          name: p.name,
          keys: [p.name],
          kind: kindOf(p.schema),
          schema: concrete(p.schema),
        })),
        ...(body ? bodyFields(body) : []),
      ];
      operations.push({ method: method.toUpperCase(), path, fields, body, parameters });
    }
  }
  return operations;
}

/**
 * True when a number the hostile list holds is in fact valid for this field (`skip` takes 0):
 * such a value tests nothing, so it is left out for that field.
 */
export function acceptsNumber(raw: JsonSchema, value: unknown): boolean {
  const schema = concrete(raw);
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) return false;
  if (typeOf(schema) === 'integer' && !Number.isInteger(number)) return false;
  const min = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
  const exclusive = schema.exclusiveMinimum === true || schema.exclusiveMinimum === min;
  if (exclusive ? number <= min : number < min) return false;
  return !(typeof schema.maximum === 'number' && number > schema.maximum);
}

/** A well-formed value for a schema, so that only the field under test is hostile. */
export function plainValue(raw: JsonSchema): unknown {
  const schema = concrete(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
    return schema.exclusiveMinimum === true || schema.exclusiveMinimum === min ? min + 1 : min;
  }
  if (type === 'boolean') return false;
  if (type === 'array') return schema.minItems && schema.items ? [plainValue(schema.items)] : [];
  if (type === 'object') {
    const entries = Object.entries(schema.properties ?? {}).map(([key, child]) => [key, plainValue(child)]);
    return Object.fromEntries(entries);
  }
  if (schema.format === 'email') return 'ada@example.com';
  if (schema.format === 'date') return '2025-06-10';
  if (schema.format === 'date-time') return '2025-06-10T12:00:00Z';
  const text = 'Abcdefghijkl';
  return text.slice(0, Math.max(schema.maxLength ?? text.length, schema.minLength ?? 1));
}

/** `value` with `leaf` put at `keys` (`'[]'` = the first item of an array). */
export function setAt(value: unknown, keys: string[], leaf: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return leaf;
  if (key === '[]') {
    const list = Array.isArray(value) ? [...value] : [];
    list[0] = setAt(list[0], rest, leaf);
    return list;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  (object as Record<string, unknown>)[key] = setAt((object as Record<string, unknown>)[key], rest, leaf);
  return object;
}
