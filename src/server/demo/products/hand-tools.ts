import { drawClawHammer, drawSocketSet, drawSpiritLevel, drawTapeMeasure, drawUtilityKnife } from '../art/draw-hand-tools.js';
import { drawPliers, drawScrewdriverSet } from '../art/draw-pliers.js';
import type { DemoProduct } from '../demo-types.js';

/** Demo catalog: hand tools. */
export const handTools: DemoProduct[] = [
  {
    name: 'Insulated Screwdriver Set, 7 Pieces, 1000 V',
    description:
      'VDE-tested screwdrivers insulated up to 1,000 V: four slotted (2.5-6.5 mm) and three Phillips (PH0-PH2). Chrome-vanadium blades with two-component soft grips.',
    priceCents: 3499,
    availableQuantity: 140,
    minOrderQuantity: 1,
    ageDays: 228,
    art: drawScrewdriverSet('#d32f2f', '#f5c518', 7),
  },
  {
    name: 'VDE Combination Pliers 200 mm',
    description:
      'Insulated 1,000 V combination pliers, 200 mm, with serrated gripping jaws, pipe grip and induction-hardened cutting edges for copper and hard wire.',
    priceCents: 1999,
    availableQuantity: 220,
    minOrderQuantity: 2,
    ageDays: 264,
    art: drawPliers({ kind: 'combination', grip: '#d32f2f', accent: '#f5c518' }),
  },
  {
    name: 'Wire Stripper and Cutter WS-10',
    description:
      'Spring-loaded stripping pliers for 0.5-6 mm² (20-10 AWG) solid and stranded wire, with precision-ground gauge holes and a cutter. 180 mm, insulated handles.',
    priceCents: 1699,
    availableQuantity: 180,
    minOrderQuantity: 2,
    ageDays: 119,
    art: drawPliers({ kind: 'stripper', grip: '#1e6fd9', accent: '#0f3d7a' }),
  },
  {
    name: 'Ratchet Crimping Tool CT-22',
    description:
      'Ratchet crimper for insulated terminals and connectors from 0.5 to 6 mm² (red, blue and yellow). The ratchet only releases after a complete crimp, so every connection is consistent.',
    priceCents: 3299,
    availableQuantity: 95,
    minOrderQuantity: 1,
    ageDays: 156,
    art: drawPliers({ kind: 'crimper', grip: '#2b2f35', accent: '#d32f2f' }),
  },
  {
    name: 'Claw Hammer 16 oz, Fibreglass Handle',
    description:
      'Forged steel 450 g (16 oz) claw hammer with a polished face, curved claw and shock-absorbing fibreglass handle with a non-slip rubber grip.',
    priceCents: 2299,
    availableQuantity: 160,
    minOrderQuantity: 2,
    ageDays: 298,
    art: drawClawHammer('#f2a900'),
  },
  {
    name: 'Tape Measure 8 m / 26 ft',
    description:
      'Rubber-armoured tape measure with a 25 mm wide metric and imperial blade, 3 m standout, blade lock and belt clip. Accuracy class II.',
    priceCents: 1299,
    availableQuantity: 400,
    minOrderQuantity: 5,
    ageDays: 345,
    art: drawTapeMeasure('#f2c200', 8, 26),
  },
  {
    name: 'Aluminium Spirit Level 600 mm',
    description:
      'Box-section aluminium level with three shock-proof vials (horizontal, vertical and plumb) accurate to 0.5 mm/m, and hand holes for a secure grip.',
    priceCents: 1999,
    availableQuantity: 130,
    minOrderQuantity: 2,
    ageDays: 207,
    art: drawSpiritLevel('#2f6fce', '600 MM'),
  },
  {
    name: 'Socket and Wrench Set, 94 Pieces',
    description:
      'Chrome-vanadium 1/4-inch and 1/2-inch sockets from 4 to 32 mm with 72-tooth quick-release ratchets, extension bars and combination wrenches in a sturdy blow-moulded case.',
    priceCents: 8999,
    availableQuantity: 55,
    minOrderQuantity: 1,
    ageDays: 24,
    art: drawSocketSet('#1f2b3a'),
  },
  {
    name: 'Retractable Utility Knife UK-18',
    description:
      'Heavy-duty retractable knife with three blade positions, quick-change trapezoid blades and a rubberised grip. Ten spare blades are stored in the handle.',
    priceCents: 899,
    availableQuantity: 500,
    minOrderQuantity: 5,
    ageDays: 372,
    art: drawUtilityKnife('#f08c00'),
  },
];
