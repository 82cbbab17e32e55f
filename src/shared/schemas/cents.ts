import { z } from 'zod';

/** How the API counts money, in the words of its documentation. */
const CENTS = 'cents (integer minor units of the shop currency)';

/**
 * The description of an amount of money: `what` it is, that it is in cents, then anything `more`
 * (`': 1299 is 12.99'`). Without `what`, the unit alone.
 */
export function centsDescription(what?: string, more = ''): string {
  return what ? `${what}, in ${CENTS}${more}` : `In ${CENTS}${more}`;
}

/** An amount of money the API answers with: a whole number of cents, described. */
export function centsSchema(what: string, more = '') {
  return z.number().int().describe(centsDescription(what, more));
}
