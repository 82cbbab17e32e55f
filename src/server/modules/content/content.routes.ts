import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '../../../shared/schemas/common.js';
import { blogPostSchema, legalPageSchema, portfolioSchema, type BlogPost, type Portfolio } from '../../../shared/schemas/content.js';
import { findLegalPage, type LegalPages } from './content.service.js';

export const contentRoutes: FastifyPluginAsyncZod<{ blog: BlogPost[]; portfolio: Portfolio; legal: LegalPages }> = async (app, { blog, portfolio, legal }) => {
  const tags = ['content'];
  app.get('/api/blog', { config: { access: 'public' }, schema: { tags, summary: 'Blog posts (questions and answers)', response: { 200: z.object({ posts: z.array(blogPostSchema) }) } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { posts: blog };
  });
  app.get('/api/portfolio', { config: { access: 'public' }, schema: { tags, summary: 'Portfolio: bio, skills and projects', response: { 200: portfolioSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return portfolio;
  });
  app.get(
    '/api/legal/:slug',
    { config: { access: 'public' }, schema: { tags, summary: 'A legal page: terms of use, privacy policy, cookie policy or delivery and returns', params: z.object({ slug: z.string() }), response: { 200: legalPageSchema, 404: problemSchema } } },
    async (request, reply) => {
      const page = findLegalPage(legal, request.params.slug);
      reply.header('cache-control', 'public, max-age=300');
      return page;
    },
  );
};
