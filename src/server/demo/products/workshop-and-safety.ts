import { drawSafetyGlasses, drawSolderingStation, drawWorkGloves } from '../art/draw-workshop.js';
import type { DemoProduct } from '../demo-types.js';

/** Demo catalog: workshop and safety. */
export const workshopAndSafety: DemoProduct[] = [
  {
    name: 'Digital Soldering Station 60 W',
    category: 'workshop-and-safety',
    brand: 'Ferrox',
    mpn: 'SS-60D',
    specs: { power: '60 W', standard: 'IEC 61340' },
    description:
      'Temperature-controlled soldering station, 60 W, 200-480 °C with digital display, ESD-safe iron, coil holder and cleaning sponge. Ready to solder in 30 seconds.',
    priceCents: 5999,
    availableQuantity: 65,
    minOrderQuantity: 1,
    ageDays: 215,
    art: drawSolderingStation('#2f4a66', '350'),
  },
  {
    name: 'Safety Glasses, Clear, Anti-Fog',
    category: 'workshop-and-safety',
    brand: 'Protec',
    mpn: 'SG-AF-CL',
    specs: { size: 'One size', standard: 'EN 166' },
    description:
      'Wrap-around safety glasses to EN 166 with a scratch-resistant, anti-fog polycarbonate lens and 99.9% UV protection. Lightweight at 26 g, with soft temples.',
    priceCents: 499,
    availableQuantity: 1500,
    minOrderQuantity: 10,
    ageDays: 330,
    art: drawSafetyGlasses('#1f3b73', '#bfe0f5'),
  },
  {
    name: 'Nitrile-Coated Work Gloves, Size 9 (L)',
    category: 'workshop-and-safety',
    brand: 'Protec',
    mpn: 'WG-N9',
    specs: { size: 'L', standard: 'EN 388' },
    description:
      'Knitted nylon gloves with a breathable back and black nitrile coating on palm and fingertips for a firm grip in dry and oily conditions. EN 388, sold per pair.',
    priceCents: 399,
    availableQuantity: 2000,
    minOrderQuantity: 12,
    ageDays: 275,
    art: drawWorkGloves('#f2c200', '#3a3f46'),
  },
];
