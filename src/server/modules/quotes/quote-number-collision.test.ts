import { describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../../test/test-database.js';
import { quotesTestBed } from './quotes-test-bed.js';

/** The numbers the shop draws for new quotes, in order: each test sets the draws it needs. */
const draws = vi.hoisted(() => ({ next: [] as string[], made: 0 }));
vi.mock('./quote-number.js', () => ({
  newQuoteNumber: () => {
    draws.made += 1;
    return draws.next.shift() ?? `Q-T${String(draws.made).padStart(5, '0')}`;
  },
}));

describe.each(testDatabaseKinds())('quote numbers on %s', (kind) => {
  const bed = quotesTestBed(kind);

  it('draws again when the number is already taken, instead of failing', async () => {
    const customer = await bed.customer();
    const product = await bed.product();
    draws.next.push('Q-DUPE01');
    expect((await bed.request(customer, [[product.id, 1]])).number).toBe('Q-DUPE01');
    draws.next.push('Q-DUPE01', 'Q-DUPE01', 'Q-FRSH02');
    const second = await bed.request(customer, [[product.id, 2]]);
    expect(second.number).toBe('Q-FRSH02');
    expect(second.lines).toHaveLength(1);
  });
});
