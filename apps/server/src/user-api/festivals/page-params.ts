import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FESTIVAL_TAKE_MAX } from './filter-festivals.ts';

const SKIP_MAX = 1_000_000;

/** `filter/{skip}/{take}`: the page asked, as numbers. */
export const ZPageParams = z.object({
  skip: z.coerce.number().int().min(0).max(SKIP_MAX),
  take: z.coerce.number().int().min(1).max(FESTIVAL_TAKE_MAX),
});

/** A number as the path writes it: no sign, no leading zero, seven digits at most. */
const PLAIN = /^(?:0|[1-9][0-9]{0,6})$/;

/**
 * zod's validator (`fastify-type-provider-zod`) for the route, its `params` answered without zod
 * when both are plain numbers in range, as every page the directory asks is: zod's coercing
 * parse of the two was 2.8 % of an uncached search's Node CPU. Anything else (a sign, spaces,
 * `1e3`, out of range, not a string) goes to zod, which answers or words the 400 as before;
 * `page-params.test.ts` compares both on such inputs.
 */
export const pageParamsCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const zod = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'params') return zod;
  return (data: unknown) => plainPage(data) ?? zod(data);
};

function plainPage(data: unknown): { value: { skip: number; take: number } } | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const { skip, take } = data as { skip?: unknown; take?: unknown };
  if (typeof skip !== 'string' || typeof take !== 'string' || !PLAIN.test(skip) || !PLAIN.test(take))
    return undefined;
  const value = { skip: Number(skip), take: Number(take) };
  if (value.skip > SKIP_MAX || value.take < 1 || value.take > FESTIVAL_TAKE_MAX) return undefined;
  return { value };
}
