import { z } from 'zod';
import { percentText } from '../../../shared/price-tiers';
import { tradeMessages as m, tradeTierInputSchema, type TradeTier } from '../../../shared/schemas/trade';
import { readTypedPercent } from '../../lib/typed-amount';
import type { TradeTierInput, TradeTierPatch } from './api/use-trade-tier-changes';

/** The one rule the server never sees: a share as typed must be a number. */
export const SHARE_NOT_A_NUMBER = 'Enter the share off list prices as a number, such as 10 or 12.5';

/** What the tier form holds: the name and the share as typed ("12.5", "12,5 %"). */
export interface TierFormValues {
  name: string;
  share: string;
}

export const TIER_FORM_FIELDS = ['name', 'share'] as const;
export type TierFormField = (typeof TIER_FORM_FIELDS)[number];

/** Where a field the server names shows on the form. */
export function tierFieldOf(serverField: string): TierFormField | null {
  if (serverField === 'discountBasisPoints') return 'share';
  return serverField === 'name' ? 'name' : null;
}

export const EMPTY_TIER_FORM: TierFormValues = { name: '', share: '' };

const rules = tradeTierInputSchema.shape;

/** A share as typed → basis points, then the server's rule (more than 0 %, at most 50 %). */
const shareField = z
  .string()
  .transform((typed, ctx) => {
    const read = readTypedPercent(typed);
    if (read.ok) return read.basisPoints;
    ctx.addIssue({ code: 'custom', message: read.problem === 'tooManyDecimals' ? m.tierDiscountPrecision : SHARE_NOT_A_NUMBER });
    return z.NEVER;
  })
  .pipe(rules.discountBasisPoints);

/** The tier form: what POST /api/admin/trade-tiers takes, from what was typed. */
export const tierFormSchema = z
  .object({ name: rules.name, share: shareField })
  .transform(({ name, share }): TradeTierInput => ({ name, discountBasisPoints: share }));

/** A tier in the form. */
export function tierFormValues(tier: TradeTier): TierFormValues {
  return { name: tier.name, share: percentText(tier.discountBasisPoints) };
}

/** What changed from the tier (what PATCH /api/admin/trade-tiers/:id takes); empty when nothing did. */
export function tierChanges(tier: TradeTier, input: TradeTierInput): TradeTierPatch {
  return {
    ...(input.name !== tier.name ? { name: input.name } : {}),
    ...(input.discountBasisPoints !== tier.discountBasisPoints ? { discountBasisPoints: input.discountBasisPoints } : {}),
  };
}
