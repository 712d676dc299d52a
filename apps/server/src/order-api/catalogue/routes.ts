import { ZActiveProducts } from '@shortlist/domain/orders/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActiveProducts } from './active-products.ts';

/** `GET products/active` (spec §7): the catalogue, public (the pricing page reads it too). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/active',
    {
      schema: {
        tags: ['orders'],
        summary: 'Products on sale: stamp booklets, SuperStamps, platform fee (cents excluding VAT)',
        response: { 200: ZActiveProducts },
      },
    },
    async () => listActiveProducts(app.ctx.database.db),
  );
};
