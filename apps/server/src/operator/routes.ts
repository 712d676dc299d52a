import { fieldErrors } from '@shortlist/domain/field-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPaymentProvider } from '../order-api/payments/create-payment-provider.ts';
import { bearerToken, tokenMatches } from '../platform/crypto/bearer-token.ts';
import { AppError, dataExceptionState } from '../platform/errors.ts';
import { ticketOperatorRoutes } from '../user-api/tickets/ticket-attachment-routes.ts';
import { OPERATOR_COMMANDS } from './commands.ts';
import { recordOperatorCommand } from './operator-audit.ts';
import { OPERATOR_NAME_HEADER, operatorName } from './operator-name.ts';
import { resolveOperatorToken } from './operator-token.ts';

const commandList = z.array(z.object({ name: z.string(), summary: z.string() }));

/**
 * `/operator-api`: the commands of `npm run admin`, for the platform's operators. Every call carries
 * `Authorization: Bearer <operator token>`; without it the answer is 401 and nothing runs. Every
 * command run, refused or failed is written down in `operator_audit` with the operator's name
 * (`X-Operator`, sent by the command line) right after it ends (operations.md "Operator audit").
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = resolveOperatorToken({
    configured: app.ctx.config.operatorToken,
    dataDir: app.ctx.config.dataDir,
  });

  app.addHook('onRequest', async (request) => {
    if (!tokenMatches(token, bearerToken(request.headers.authorization)))
      throw new AppError('UNAUTHENTICATED');
  });

  app.get(
    '/commands',
    {
      schema: {
        tags: ['operator'],
        summary: 'The operator commands',
        response: { 200: commandList },
      },
    },
    async () => OPERATOR_COMMANDS.map(({ name, summary }) => ({ name, summary })),
  );

  // One route per command, its input schema as the body: the OpenAPI document shows each
  // command's fields and the hostile-input test probes them like any other operation.
  for (const command of OPERATOR_COMMANDS) {
    app.post(
      `/commands/${command.name}`,
      {
        schema: {
          tags: ['operator'],
          summary: command.summary,
          description: `Written down in the operator audit with the \`${OPERATOR_NAME_HEADER}\` header's name.`,
          // A command without input takes no body (the write-bodies test wants documented fields).
          ...(Object.keys(command.input.shape).length > 0 ? { body: command.input } : {}),
        },
        // A refused input is written down too, then answered as Fastify would have.
        attachValidation: true,
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { ctx } = app;
        const db = ctx.database.db;
        const operator = operatorName(request.headers[OPERATOR_NAME_HEADER]);
        const audit = (outcome: 'ok' | 'refused' | 'failed', code?: string) =>
          recordOperatorCommand(db, {
            operator,
            command: command.name,
            input: request.body,
            outcome,
            ...(code ? { code } : {}),
            now: ctx.now(),
          });
        if (request.validationError) {
          await audit('refused', 'VALIDATION_FAILED');
          throw request.validationError;
        }
        // Without a body schema Fastify checked nothing: an unexpected field is still refused.
        const parsed = command.input.safeParse(request.body ?? {});
        if (!parsed.success) {
          await audit('refused', 'VALIDATION_FAILED');
          throw new AppError('VALIDATION_FAILED', { fields: fieldErrors(parsed.error) });
        }
        const context = {
          db,
          now: ctx.now(),
          publicUrl: ctx.config.publicUrl,
          provider: createPaymentProvider(ctx.config, db),
          operator,
        };
        let result: unknown;
        try {
          result = await command.run(context, parsed.data);
        } catch (error) {
          // Refused: on purpose, or a value the database would not take (answered 400 too).
          if (error instanceof AppError) await audit('refused', error.code);
          else if (dataExceptionState(error)) await audit('refused', 'VALIDATION_FAILED');
          else await audit('failed', 'INTERNAL');
          throw error;
        }
        await audit('ok');
        return { result: result ?? null };
      },
    );
  }

  // Downloads that a command's JSON answer only names (a ticket's attachment), behind the same token.
  await app.register(ticketOperatorRoutes);
};
