import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { noteCatalogReads, type CatalogReads } from '../modules/catalog/catalog-reads.js';

/** The header by which the API knows a request of a page render, and whose catalog reads to note. */
const RENDER_HEADER = 'x-page-render';

/**
 * Ties the API requests a page render makes in process (`app.inject`) to that render, so each
 * catalog answer they read is noted in the render's reads. The in-process request does not carry
 * the render's async context along, so it carries a token instead: unguessable, known only for the
 * render's duration, and worth nothing to a client that sends one (it would only note reads).
 */
export interface RenderReads {
  /** The app's first onRequest hook: runs the request within the reads of the render it belongs to. */
  onRequest(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
  /** Runs `work` with the headers that tie its API requests to `reads`. */
  during<T>(reads: CatalogReads, work: (headers: Record<string, string>) => Promise<T>): Promise<T>;
}

export function createRenderReads(): RenderReads {
  const rendering = new Map<string, CatalogReads>();
  return {
    onRequest(request, _reply, done) {
      const token = request.headers[RENDER_HEADER];
      const reads = typeof token === 'string' ? rendering.get(token) : undefined;
      if (reads) noteCatalogReads(reads, done);
      else done();
    },
    async during(reads, work) {
      const token = randomUUID();
      rendering.set(token, reads);
      try {
        return await work({ [RENDER_HEADER]: token });
      } finally {
        rendering.delete(token);
      }
    },
  };
}
