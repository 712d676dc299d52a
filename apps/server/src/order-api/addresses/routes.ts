import { ZIntracomCheck } from '@shortlist/domain/accounts/api-contracts';
import { checkIntracomFormat } from '@shortlist/domain/accounts/intracom-rules';
import { ZPlainText } from '@shortlist/domain/fields/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** `orders/address/check-intracom/:number`: the format of an EU VAT number for its country (spec §5). */
export const orderAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/address/check-intracom/:number',
    {
      schema: {
        tags: ['orders'],
        summary: 'Check an intracom (EU VAT) number format',
        params: z.object({ number: ZPlainText.min(1).max(40) }),
        response: { 200: ZIntracomCheck },
      },
    },
    async (request) => checkIntracomFormat(request.params.number),
  );
};
