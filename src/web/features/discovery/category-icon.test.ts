import { Cable, Drill, Gauge, HardHat, Lightbulb, Package, PlugZap, Wrench } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { categoryIcon } from './category-icon';

describe('a category tile’s icon', () => {
  it('is read from the words of the demo shop’s top categories', () => {
    expect(categoryIcon({ slug: 'power-tools', name: 'Power tools' })).toBe(Drill);
    expect(categoryIcon({ slug: 'test-and-measurement', name: 'Test and measurement' })).toBe(Gauge);
    expect(categoryIcon({ slug: 'hand-tools', name: 'Hand tools' })).toBe(Wrench);
    expect(categoryIcon({ slug: 'cable-and-wiring', name: 'Cable and wiring' })).toBe(Cable);
    expect(categoryIcon({ slug: 'installation-material', name: 'Installation material' })).toBe(PlugZap);
    expect(categoryIcon({ slug: 'lighting', name: 'Lighting' })).toBe(Lightbulb);
    expect(categoryIcon({ slug: 'workshop-and-safety', name: 'Workshop and safety' })).toBe(HardHat);
  });

  it('is a parcel for a category whose words match nothing', () => {
    expect(categoryIcon({ slug: 'gift-cards', name: 'Gift cards' })).toBe(Package);
  });
});
