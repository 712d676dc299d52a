import type { Db } from '@shortlist/db/client';
import type { z } from 'zod';
import type { PaymentProvider } from '../order-api/payments/payment-provider.ts';

/**
 * What an operator command runs with: the database, the server's clock, the payment provider,
 * and the operator's name (as the audit records it, `operator-audit.ts`).
 */
export type OperatorContext = {
  db: Db;
  now: Date;
  publicUrl: string;
  provider: PaymentProvider;
  operator: string;
};

/**
 * One operator command (`npm run admin -- <name> --key value`): its input is checked by its own
 * schema, like an API body, and its answer is printed as JSON by the command line. Commands live
 * in the area whose tables they write and are listed in `commands.ts`.
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
