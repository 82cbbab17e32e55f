import { describe, expect, it } from 'vitest';
import type { Category } from '../../../shared/schemas/discovery';
import { matchingCategories } from './matching-categories';

const category = (name: string, description: string, productCount = 3): Category => ({ id: name, slug: name.toLowerCase().replace(/\s+/g, '-'), name, description, parentId: null, productCount });

describe('categories offered when a search finds nothing', () => {
  const tree = [
    category('Circuit protection', 'Miniature circuit breakers and residual current devices.'),
    category('Cable and wiring', 'Installation and flexible cable by the reel.'),
    category('Lighting', 'LED panels and floodlights.'),
    category('Empty shelf', 'Breakers nobody stocks.', 0),
  ];

  it('finds categories by a word of their name first, then of their description, sharing its start', () => {
    expect(matchingCategories(tree, 'cables xylophone').map((one) => one.name)).toEqual(['Cable and wiring']);
    expect(matchingCategories(tree, 'breaker 99a').map((one) => one.name)).toEqual(['Circuit protection']);
    expect(matchingCategories(tree, 'circuit panels').map((one) => one.name)).toEqual(['Circuit protection', 'Lighting']);
  });

  it('offers nothing for short words, and never a category without products', () => {
    expect(matchingCategories(tree, 'a b led')).toEqual([]);
    // "and" in a name is not the start of "android", nor "the" of "thermostat".
    expect(matchingCategories(tree, 'android thermostat')).toEqual([]);
    expect(matchingCategories(tree, 'nobody')).toEqual([]);
  });
});
