import { asc, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { deliveryMessages, type DeliveryZoneView, type zoneInputSchema, type zoneUpdateSchema } from '../../../shared/schemas/delivery.js';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid } from '../../db/uuid.js';
import type { DeliveryZone } from './delivery.service.js';
import { deliveryZones } from './delivery.tables.js';

type ZoneInput = z.output<typeof zoneInputSchema>;
type ZoneUpdate = z.output<typeof zoneUpdateSchema>;

const m = deliveryMessages;

export function zoneView(row: DeliveryZone): DeliveryZoneView {
  return {
    id: row.id,
    name: row.name,
    postcodePrefixes: row.postcodePrefixes,
    places: row.places,
    fee: row.feeCents,
    siteFee: row.siteFeeCents,
    freeFrom: row.freeFromCents,
    slotCapacity: row.slotCapacity,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/delivery/zones: every zone, active ones first, then by name. */
export async function listZones(db: Executor): Promise<DeliveryZoneView[]> {
  const rows = await db.select().from(deliveryZones).orderBy(desc(deliveryZones.active), asc(deliveryZones.name));
  return rows.map(zoneView);
}

function nameTaken(): AppError {
  return new AppError('CONFLICT', m.nameTaken, { errors: [{ field: 'name', message: m.nameTaken }] });
}

/**
 * Zone names are told apart case aside ("Riverside" and "riverside" would confuse an admin). The
 * table is locked against other zone writes (not against reading zones or booking slots) for the
 * rest of the transaction, so two admins cannot add look-alike names at once.
 */
async function refuseTakenName(tx: Executor, name: string, except?: string): Promise<void> {
  await tx.execute(sql`lock table ${deliveryZones} in share row exclusive mode`);
  const twins = await tx.select({ id: deliveryZones.id }).from(deliveryZones).where(sql`lower(${deliveryZones.name}) = lower(${name})`);
  if (twins.some((row) => row.id !== except)) throw nameTaken();
}

/** Runs a write, answering the database's own name check (a race the lock did not see) with the readable 409. */
async function namedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'delivery_zones_name_unique')) throw nameTaken();
    throw error;
  }
}

/** POST /api/delivery/zones: a new, active zone. */
export async function addZone(db: Executor, input: ZoneInput): Promise<DeliveryZoneView> {
  return namedWrite(() =>
    db.transaction(async (tx) => {
      await refuseTakenName(tx, input.name);
      const [row] = await tx
        .insert(deliveryZones)
        .values({
          name: input.name,
          postcodePrefixes: input.postcodePrefixes,
          places: input.places,
          feeCents: input.fee,
          siteFeeCents: input.siteFee,
          freeFromCents: input.freeFrom,
          slotCapacity: input.slotCapacity,
        })
        .returning();
      if (!row) throw new Error('a zone insert returned no row');
      return zoneView(row);
    }),
  );
}

/**
 * PUT /api/delivery/zones/:id: changes the fields given; `active` deactivates or activates it.
 * A zone keeps at least one postcode prefix or place. Slots already booked stay booked.
 */
export async function changeZone(db: Executor, id: string, update: ZoneUpdate): Promise<{ zone: DeliveryZoneView; activeChanged: boolean }> {
  return namedWrite(() =>
    db.transaction(async (tx) => {
      const [current] = isUuid(id) ? await tx.select().from(deliveryZones).where(eq(deliveryZones.id, id)).for('update') : [];
      if (!current) throw new AppError('NOT_FOUND', m.zoneNotFound);
      const postcodePrefixes = update.postcodePrefixes ?? current.postcodePrefixes;
      const places = update.places ?? current.places;
      if (postcodePrefixes.length + places.length === 0) {
        throw new AppError('VALIDATION_FAILED', m.areaRequired, { errors: [{ field: 'postcodePrefixes', message: m.areaRequired }] });
      }
      if (update.name !== undefined && update.name !== current.name) await refuseTakenName(tx, update.name, current.id);
      const [row] = await tx
        .update(deliveryZones)
        .set({
          name: update.name ?? current.name,
          postcodePrefixes,
          places,
          feeCents: update.fee ?? current.feeCents,
          siteFeeCents: update.siteFee ?? current.siteFeeCents,
          freeFromCents: update.freeFrom === undefined ? current.freeFromCents : update.freeFrom,
          slotCapacity: update.slotCapacity ?? current.slotCapacity,
          active: update.active ?? current.active,
          updatedAt: new Date(),
        })
        .where(eq(deliveryZones.id, current.id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', m.zoneNotFound);
      return { zone: zoneView(row), activeChanged: row.active !== current.active };
    }),
  );
}
