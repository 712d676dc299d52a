import type { Db } from '@shortlist/db/client';
import type { z } from 'zod';

/**
 * What an area adds to the context of its operator commands, by declaration merging (as Fastify's
 * `FastifyInstance`): the order API adds its payment provider
 * (`order-api/payments/operator-services.ts`). The operator module (`operator/routes.ts`) fills
 * them in; the platform names no area.
 */
// biome-ignore lint/suspicious/noEmptyInterface: areas extend it (declaration merging).
export interface OperatorServices {}

/**
 * What an operator command runs with: the database, the server's clock, the public URL, the
 * operator's name (as the audit records it, `operator/operator-audit.ts`) and the areas' services.
 */
export type OperatorContext = OperatorServices & {
  db: Db;
  now: Date;
  publicUrl: string;
  operator: string;
};

/**
 * One operator command (`npm run admin -- <name> --key value`): its input is checked by its own
 * schema, like an API body, and its answer is printed as JSON by the command line. Commands live
 * in the area whose tables they write and are listed in `operator/commands.ts`.
 */
export type OperatorCommand<Input = unknown> = {
  name: string;
  /** One line shown by `npm run admin -- help`. */
  summary: string;
  /** Its fields are the command line's `--key value` pairs; none for a command without input. */
  input: z.ZodObject<z.ZodRawShape> & z.ZodType<Input>;
  run: (context: OperatorContext, input: Input) => Promise<unknown>;
};

/** Keeps the input type of `run` tied to the schema while the list holds commands of any input. */
export function defineOperatorCommand<Input>(command: OperatorCommand<Input>): OperatorCommand {
  return command as OperatorCommand;
}
