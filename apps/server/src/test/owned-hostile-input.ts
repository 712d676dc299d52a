import type { FastifyInstance, InjectOptions } from 'fastify';
import { hostileBodies, hostileParameters, hostileValues } from './hostile-values.ts';
import { acceptsNumber, type Operation, plainValue, readOperations, setAt } from './openapi-fields.ts';

/**
 * The hostile-input sweep of `platform/hostile-input.test.ts`, aimed at operations whose path ids
 * belong to the signed-in account (its film, its photo...), so that every hostile value reaches
 * the use case instead of stopping at a 404; and, for uploads, hostile bodies of bytes. Returns
 * one line per answer that is not a 4xx with a `code`.
 */
export type OwnedSweep = {
  app: FastifyInstance;
  headers: Record<string, string>;
  /** Which APIs to read the operations of; `/api/` by default. */
  prefixes?: string[];
  /** Which operations (`METHOD /api/path/{param}`) to sweep. */
  select: (id: string) => boolean;
  /** Owned values for path parameters, by name (`idFilm`, `id`...). */
  owned: Record<string, string>;
  /** Operations that take an upload body (bytes, `platform/storage/upload-body.ts`): OpenAPI shows none. */
  uploadOperations?: string[];
  /** Raw bodies sent to those operations. */
  uploads?: { label: string; payload: Buffer | string; type: string }[];
};

function url(operation: Operation, values: Record<string, string>): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
  const query = operation.parameters
    .filter((p) => p.in === 'query' && values[p.name] !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${values[p.name]}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
}

export async function sweepOwnedOperations(
  sweep: OwnedSweep,
): Promise<{ operations: string[]; failures: string[] }> {
  await sweep.app.ready();
  const operations = readOperations(sweep.app.swagger(), { prefixes: sweep.prefixes ?? ['/api/'] }).filter(
    (operation) => sweep.select(`${operation.method} ${operation.path}`),
  );
  const failures: string[] = [];
  for (const operation of operations) {
    const takesUpload = sweep.uploadOperations?.includes(`${operation.method} ${operation.path}`) ?? false;
    const plain: Record<string, string> = Object.fromEntries(
      operation.parameters.map((p) => [
        p.name,
        sweep.owned[p.name] ?? encodeURIComponent(String(plainValue(p.schema))),
      ]),
    );
    const plainBody = operation.body ? plainValue(operation.body) : undefined;
    const base = { method: operation.method as InjectOptions['method'] };
    const probes: { label: string; options: InjectOptions }[] = [];
    const bodyOf = (payload: unknown) => (payload === undefined ? {} : { payload: payload as object });
    for (const field of operation.fields) {
      if (field.in !== 'body') {
        for (const { label, value } of hostileParameters(field.kind)) {
          if (acceptsNumber(field.schema, value)) continue;
          probes.push({
            label: `${field.in} ${field.name}: ${label}`,
            options: {
              ...base,
              url: url(operation, { ...plain, [field.name]: String(value) }),
              ...bodyOf(plainBody),
            },
          });
        }
        continue;
      }
      for (const { label, value } of hostileValues(field.kind)) {
        if (acceptsNumber(field.schema, value)) continue;
        probes.push({
          label: `body ${field.name}: ${label}`,
          options: {
            ...base,
            url: url(operation, plain),
            payload: setAt(plainBody, field.keys, value) as object,
          },
        });
      }
    }
    if (operation.body) {
      for (const { label, payload, type } of hostileBodies(plainBody)) {
        probes.push({
          label: `body: ${label}`,
          options: { ...base, url: url(operation, plain), payload, headers: { 'content-type': type } },
        });
      }
    }
    if (takesUpload) {
      for (const { label, payload, type } of sweep.uploads ?? []) {
        probes.push({
          label: `upload: ${label}`,
          options: { ...base, url: url(operation, plain), payload, headers: { 'content-type': type } },
        });
      }
    }
    for (const probe of probes) {
      const response = await sweep.app.inject({
        ...probe.options,
        headers: { ...sweep.headers, ...probe.options.headers },
        remoteAddress: nextAddress(),
      });
      const status = response.statusCode;
      let code: unknown;
      try {
        code = (JSON.parse(response.body) as { code?: unknown }).code;
      } catch {
        code = undefined;
      }
      if (status < 400 || status >= 500 || typeof code !== 'string') {
        failures.push(
          `${operation.method} ${operation.path} | ${probe.label} | ${status} ${response.body.slice(0, 160)}`,
        );
      }
    }
  }
  return { operations: operations.map((o) => `${o.method} ${o.path}`), failures };
}
