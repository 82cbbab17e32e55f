import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browserCartSchema, cartLineParamsSchema, cartMessages, cartOrderParamsSchema, cartViewSchema, setCartLineSchema } from '../../../shared/schemas/cart.js';
import { problemSchema } from '../../../shared/schemas/common.js';
import type { Database } from '../../db/database.js';
import { cartFromOrder, cartView, mergeBrowserCart, previewCart, removeCartLine, setCartLine } from './cart.service.js';

/** Previews per client address per minute: a visitor's cart page asks again on each change of quantity. */
export const CART_PREVIEW_RATE_LIMIT = { max: 120, timeWindow: 60 * 1000 };

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/** The cart (issue 14 §1, §7): signed-in customers' carts on the server; a visitor's is only priced. */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['cart'];

  app.get('/api/cart', { config: { access: 'user' }, schema: { tags, summary: 'My cart, priced and checked against the shop as it is now', response: { 200: cartViewSchema, 401: problemSchema } } }, async (request) =>
    cartView(db, request.user.id),
  );

  app.put(
    '/api/cart/lines/:productId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Set the quantity of a product in my cart (adds it when absent)',
        description: 'The quantity replaces the one in the cart. Refused: a product no longer sold (404), a quantity below its minimum (400) or above its stock (409), a 51st product (409). Every change raises the revision.',
        params: cartLineParamsSchema,
        body: setCartLineSchema,
        response: { 200: cartViewSchema, ...problems },
      },
    },
    async (request) => setCartLine(db, request.user.id, request.params.productId, request.body.quantity),
  );

  app.delete(
    '/api/cart/lines/:productId',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Take a product out of my cart (one that is not in it is no error)', params: cartLineParamsSchema, response: { 200: cartViewSchema, ...problems } },
    },
    async (request) => removeCartLine(db, request.user.id, request.params.productId),
  );

  app.post(
    '/api/cart/merge',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'At sign-in: add the browser cart to my cart',
        description:
          'Quantities add up, then are capped at the stock (never below the minimum: a line whose minimum the stock cannot meet keeps its quantity and shows its problem); products no longer sold are left out. `notices` says what was adjusted or left out. Merging the same browser cart twice adds it twice: the client clears the browser cart once a merge has succeeded.',
        body: browserCartSchema,
        response: { 200: cartViewSchema, ...problems },
      },
    },
    async (request) => mergeBrowserCart(db, request.user.id, request.body.lines),
  );

  app.post(
    '/api/cart/preview',
    {
      config: { access: 'public', rateLimit: { ...CART_PREVIEW_RATE_LIMIT, errorResponseBuilder: () => ({ statusCode: 429, message: cartMessages.rateLimited }) } },
      schema: {
        tags,
        summary: "A visitor's browser cart, priced and checked like a stored one (stores nothing, revision 0)",
        body: browserCartSchema,
        response: { 200: cartViewSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request) => previewCart(db, request.body.lines),
  );

  app.post(
    '/api/cart/from-order/:orderId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Order again: add the lines of one of my orders to my cart',
        description: 'Quantities add up and are capped at the stock like a merge; products no longer sold are left out. `notices` says what was adjusted or left out.',
        params: cartOrderParamsSchema,
        response: { 200: cartViewSchema, ...problems },
      },
    },
    async (request) => cartFromOrder(db, request.user.id, request.params.orderId),
  );
};
