import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopConfigSchema, type ShopConfig } from '../../../shared/schemas/shop.js';

export const shopRoutes: FastifyPluginAsyncZod<{ shop: ShopConfig }> = async (app, { shop }) => {
  app.get(
    '/api/shop',
    {
      config: { access: 'public' },
      schema: {
        tags: ['shop'],
        summary: 'Shop configuration for the web: brand, currency, counters, FAQ, partners, footer',
        response: { 200: shopConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return shop;
    },
  );
};
