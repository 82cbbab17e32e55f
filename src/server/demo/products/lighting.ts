import { drawFloodlight, drawLedPanel, drawWorkLight } from '../art/draw-lighting.js';
import type { DemoProduct } from '../demo-types.js';

/** Demo catalog: lighting. */
export const lighting: DemoProduct[] = [
  {
    name: 'LED Panel 600 x 600 mm, 40 W, 4000 K',
    category: 'lighting',
    brand: 'Lumera',
    mpn: 'LP-6060-40-840',
    specs: { power: '40 W', 'luminous-flux': '4000 lm', 'colour-temperature': '4000 K', 'ip-rating': 'IP20' },
    description:
      'Recessed LED ceiling panel for 600 mm grid ceilings: 40 W, 4,000 lm, neutral white 4000 K, flicker-free driver included. Slim aluminium frame with an opal anti-glare diffuser.',
    priceCents: 3499,
    availableQuantity: 240,
    minOrderQuantity: 2,
    ageDays: 4,
    art: drawLedPanel('4000 K'),
  },
  {
    name: 'LED Floodlight 50 W, IP65',
    category: 'lighting',
    brand: 'Lumera',
    mpn: 'FL-50-IP65',
    specs: { power: '50 W', 'luminous-flux': '5000 lm', 'colour-temperature': '4000 K', 'ip-rating': 'IP65' },
    description:
      'Slim die-cast aluminium floodlight, 50 W, 5,000 lm, 4000 K neutral white, IP65 for outdoor use. Adjustable bracket and 1 m connection cable.',
    priceCents: 2499,
    availableQuantity: 260,
    minOrderQuantity: 1,
    priceTiers: [
      { minQuantity: 10, discountBasisPoints: 500 },
      { minQuantity: 50, discountBasisPoints: 1000 },
    ],
    ageDays: 58,
    art: drawFloodlight({ housing: '#2d3238', watts: 50, chips: [1, 1], scale: 1 }),
  },
  {
    name: 'LED Floodlight 100 W, IP66',
    category: 'lighting',
    brand: 'Lumera',
    mpn: 'FL-100-IP66',
    specs: { power: '100 W', 'luminous-flux': '11000 lm', 'colour-temperature': '5000 K', 'ip-rating': 'IP66' },
    description:
      'High-output SMD floodlight for yards, warehouses and building sites: 100 W, 11,000 lm, 5000 K daylight, IP66, with large cooling fins and a steel bracket.',
    priceCents: 4499,
    availableQuantity: 110,
    minOrderQuantity: 1,
    ageDays: 105,
    art: drawFloodlight({ housing: '#7d8792', watts: 100, chips: [8, 5], scale: 1.12 }),
  },
  {
    name: 'Rechargeable LED Work Light 20 W',
    category: 'lighting',
    brand: 'Lumera',
    mpn: 'WL-20R',
    specs: { power: '20 W', 'luminous-flux': '2000 lm', 'colour-temperature': '6000 K', 'ip-rating': 'IP54', 'battery-capacity': '4.4 Ah' },
    description:
      'Portable COB work light, 20 W and 2,000 lm, with a foldable stand and carry handle. The built-in 4,400 mAh battery lasts up to 4 hours and charges via USB-C.',
    priceCents: 3999,
    availableQuantity: 120,
    minOrderQuantity: 1,
    ageDays: 16,
    art: drawWorkLight('#f07c16'),
  },
];
