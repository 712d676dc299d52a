import { fieldErrors } from '@shortlist/domain/field-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPaymentProvider } from '../order-api/payments/create-payment-provider.ts';
import { AppError } from '../platform/errors.ts';
import { OPERATOR_COMMANDS } from './commands.ts';
import { resolveOperatorToken, tokenMatches } from './operator-token.ts';

const commandList = z.array(z.object({ name: z.string(), summary: z.string() }));

/**
 * `/operator-api`: the commands of `npm run admin`, for the platform's operators. Every call carries
 * `Authorization: Bearer <operator token>`; without it the answer is 401 and nothing runs.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = resolveOperatorToken({
    configured: app.ctx.config.operatorToken,
    dataDir: app.ctx.config.dataDir,
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!tokenMatches(token, given)) throw new AppError('UNAUTHENTICATED');
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
          // A command without input takes no body (the write-bodies test wants documented fields).
          ...(Object.keys(command.input.shape).length > 0 ? { body: command.input } : {}),
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { ctx } = app;
        const context = {
          db: ctx.database.db,
          now: ctx.now(),
          publicUrl: ctx.config.publicUrl,
          provider: createPaymentProvider(ctx.config, ctx.database.db),
        };
        // Without a body schema Fastify checked nothing: an unexpected field is still refused.
        const parsed = command.input.safeParse(request.body ?? {});
        if (!parsed.success) throw new AppError('VALIDATION_FAILED', { fields: fieldErrors(parsed.error) });
        return { result: (await command.run(context, parsed.data)) ?? null };
      },
    );
  }
};
