import { describe, expect, it } from 'vitest';
import { answersConcerned, type CatalogAnswer } from './catalog-cache.js';

const ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';
const answer = (productIds: string[], list = false) => ({ productIds, list }) as unknown as CatalogAnswer;

describe('the cached answers a change makes stale', () => {
  it('are those showing a changed product, whether the request named it in capitals or not', () => {
    expect(answersConcerned({ productIds: [ID.toUpperCase()], lists: false })(answer([ID]))).toBe(true);
    expect(answersConcerned({ productIds: [ID], lists: false })(answer([ID]))).toBe(true);
  });

  it('leave the answers of other products, and list pages unless lists changed', () => {
    const other = answer(['00000000-0000-4000-8000-000000000000'], true);
    expect(answersConcerned({ productIds: [ID], lists: false })(other)).toBe(false);
    expect(answersConcerned({ productIds: [ID], lists: true })(other)).toBe(true);
  });
});
