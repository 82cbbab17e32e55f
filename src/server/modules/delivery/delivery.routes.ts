import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import {
  deliveryEstimateQuerySchema,
  deliveryEstimateSchema,
  deliveryMessages,
  deliveryOptionsRequestSchema,
  deliveryOptionsSchema,
  deliverySettingsReplySchema,
  deliverySettingsSchema,
  zoneInputSchema,
  zoneListSchema,
  zoneReplySchema,
  zoneUpdateSchema,
} from '../../../shared/schemas/delivery.js';
import type { ShopConfig } from '../../../shared/schemas/shop.js';
import type { Database } from '../../db/database.js';
import { addZone, changeZone, listZones } from './delivery-zones.service.js';
import { cashOnDeliveryMax, deliveryEstimate, deliveryOptions, setCashOnDeliveryMax } from './delivery.service.js';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/**
 * Issue 14 §2. Admins manage the delivery zones (fees, free-from amount, slot capacity) and the
 * cash-on-delivery maximum; a signed-in customer asks what delivery to an address offers.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Database; shop: Pick<ShopConfig, 'delivery' | 'timeZone' | 'postcode'> }> = async (app, { db, shop }) => {
  const tags = ['delivery'];

  app.get(
    '/api/delivery/zones',
    { config: { access: 'admin' }, schema: { tags, summary: 'Every delivery zone, active ones first (admin)', response: { 200: zoneListSchema, 401: problemSchema, 403: problemSchema } } },
    async () => ({ zones: await listZones(db) }),
  );

  app.post(
    '/api/delivery/zones',
    { config: { access: 'admin' }, schema: { tags, summary: 'Add a delivery zone: postcode prefixes and/or places, fees in cents, deliveries per slot (admin)', body: zoneInputSchema, response: { 201: zoneReplySchema, ...problems } } },
    async (request, reply) => reply.code(201).send({ message: deliveryMessages.zoneAdded, zone: await addZone(db, request.body) }),
  );

  app.put(
    '/api/delivery/zones/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Change a delivery zone; `active: false` deactivates it, `true` activates it (admin)', params: idParamSchema, body: zoneUpdateSchema, response: { 200: zoneReplySchema, ...problems } },
    },
    async (request) => {
      const { zone, activeChanged } = await changeZone(db, request.params.id, request.body);
      const message = activeChanged ? (zone.active ? deliveryMessages.zoneActivated : deliveryMessages.zoneDeactivated) : deliveryMessages.zoneSaved;
      return { message, zone };
    },
  );

  app.get(
    '/api/delivery/settings',
    { config: { access: 'admin' }, schema: { tags, summary: 'The cash-on-delivery maximum in cents (admin)', response: { 200: deliverySettingsSchema, 401: problemSchema, 403: problemSchema } } },
    async () => ({ cashOnDeliveryMax: await cashOnDeliveryMax(db) }),
  );

  app.put(
    '/api/delivery/settings',
    { config: { access: 'admin' }, schema: { tags, summary: 'Set the largest order total payable in cash on delivery, in cents (admin)', body: deliverySettingsSchema, response: { 200: deliverySettingsReplySchema, ...problems } } },
    async (request) => ({ message: deliveryMessages.settingsSaved, cashOnDeliveryMax: await setCashOnDeliveryMax(db, request.body.cashOnDeliveryMax) }),
  );

  app.post(
    '/api/delivery/options',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'What delivery to an address offers: its zone and fees, free slots, pickup and the cash-on-delivery maximum',
        body: deliveryOptionsRequestSchema,
        response: { 200: deliveryOptionsSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => deliveryOptions(db, request.body.address, shop),
  );

  app.get(
    '/api/delivery/estimate',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'When an order placed now would arrive at a postcode: the zone, its first delivery slot with room (from tomorrow) or why none, and pickup',
        querystring: deliveryEstimateQuerySchema,
        response: { 200: deliveryEstimateSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request) => deliveryEstimate(db, request.query, shop),
  );
};
