import { describe, expect, it } from 'vitest';
import { MAX_MINOR_UNITS } from '../../../shared/money';
import { quoteMessages as m } from '../../../shared/schemas/quotes';
import { answerFieldOf, answerFormSchema, answerFormValues, PRICE_NOT_A_NUMBER } from './answer-form-schema';

const TODAY = '2026-03-10';
const quote = {
  lines: [
    { lineNumber: 1, productId: 'p-1', productName: 'Drill', quantity: 10, unitPrice: null, lineTotal: null, currentUnitPrice: 9_990 },
    { lineNumber: 2, productId: 'p-2', productName: 'Saw', quantity: 2, unitPrice: null, lineTotal: null, currentUnitPrice: 4_500 },
  ],
};

function issuesOf(values: { prices: string[]; validUntil: string; note: string }) {
  const result = answerFormSchema(quote, 2, TODAY).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('quote answer form', () => {
  it('starts at what a piece costs the customer today, valid for two weeks', () => {
    expect(answerFormValues(quote, 2, TODAY)).toEqual({ prices: ['99.90', '45.00'], validUntil: '2026-03-24', note: '' });
  });

  it('gives the API a price in cents per line number, the day and the note', () => {
    expect(answerFormSchema(quote, 2, TODAY).parse({ prices: ['89.50', '1,040'], validUntil: '2026-03-31', note: ' Collect by noon ' })).toEqual({
      lines: [
        { lineNumber: 1, unitPriceCents: 8_950 },
        { lineNumber: 2, unitPriceCents: 104_000 },
      ],
      validUntil: '2026-03-31',
      note: 'Collect by noon',
    });
  });

  it('shows each price problem at its line, with the server’s messages', () => {
    expect(issuesOf({ prices: ['', 'ten'], validUntil: '2026-03-31', note: '' })).toEqual([
      { path: 'prices.0', message: m.priceRequired },
      { path: 'prices.1', message: PRICE_NOT_A_NUMBER },
    ]);
    expect(issuesOf({ prices: ['0', '1.005'], validUntil: '2026-03-31', note: '' })).toEqual([
      { path: 'prices.0', message: m.priceWhole },
      { path: 'prices.1', message: m.priceWhole },
    ]);
    expect(issuesOf({ prices: ['-3', String(MAX_MINOR_UNITS)], validUntil: '2026-03-31', note: '' })).toEqual([
      { path: 'prices.0', message: m.priceWhole },
      { path: 'prices.1', message: m.priceTooHigh },
    ]);
  });

  it('takes a last day from today to 90 days on', () => {
    expect(issuesOf({ prices: ['1', '1'], validUntil: '', note: '' })).toEqual([{ path: 'validUntil', message: m.validUntilRequired }]);
    expect(issuesOf({ prices: ['1', '1'], validUntil: '2026-03-09', note: '' })).toEqual([{ path: 'validUntil', message: m.validUntilPast }]);
    expect(issuesOf({ prices: ['1', '1'], validUntil: TODAY, note: '' })).toEqual([]);
    expect(issuesOf({ prices: ['1', '1'], validUntil: '2026-06-08', note: '' })).toEqual([]);
    expect(issuesOf({ prices: ['1', '1'], validUntil: '2026-06-09', note: '' })).toEqual([{ path: 'validUntil', message: m.validUntilTooFar }]);
  });

  it('shows the server’s problems at their price, the day or the note', () => {
    expect(answerFieldOf('lines.1.unitPriceCents', 2)).toBe('prices.1');
    expect(answerFieldOf('lines.0', 2)).toBe('prices.0');
    expect(answerFieldOf('lines.2.unitPriceCents', 2)).toBeNull();
    expect(answerFieldOf('validUntil', 2)).toBe('validUntil');
    expect(answerFieldOf('note', 2)).toBe('note');
    expect(answerFieldOf('lines', 2)).toBeNull();
  });
});
