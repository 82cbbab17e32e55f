import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogPostSchema, portfolioSchema, type BlogPost, type Portfolio } from '../../../shared/schemas/content.js';

export const contentRoutes: FastifyPluginAsyncZod<{ blog: BlogPost[]; portfolio: Portfolio }> = async (app, { blog, portfolio }) => {
  const tags = ['content'];
  app.get('/api/blog', { config: { access: 'public' }, schema: { tags, summary: 'Blog posts (questions and answers)', response: { 200: z.object({ posts: z.array(blogPostSchema) }) } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { posts: blog };
  });
  app.get('/api/portfolio', { config: { access: 'public' }, schema: { tags, summary: 'Portfolio: bio, skills and projects', response: { 200: portfolioSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return portfolio;
  });
};
