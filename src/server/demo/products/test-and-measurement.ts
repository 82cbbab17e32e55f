import { drawClampMeter, drawMultimeter, drawVoltageTester } from '../art/draw-meters.js';
import type { DemoProduct } from '../demo-types.js';

/** Demo catalog: test and measurement. */
export const testAndMeasurement: DemoProduct[] = [
  {
    name: 'Digital Multimeter DM-600',
    category: 'test-and-measurement',
    brand: 'Voltek',
    mpn: 'DM-600',
    specs: { 'max-voltage': '600 V', 'cat-rating': 'CAT III 600 V', 'true-rms': true },
    description:
      'True-RMS multimeter rated CAT III 600 V: AC/DC voltage, current up to 10 A, resistance, continuity, diode and capacitance. Backlit 6,000-count display, test leads included.',
    priceCents: 4999,
    availableQuantity: 150,
    minOrderQuantity: 1,
    ageDays: 67,
    art: drawMultimeter('#f2b705', '230.4', 'DM-600'),
  },
  {
    name: 'AC/DC Clamp Meter CM-400',
    category: 'test-and-measurement',
    brand: 'Voltek',
    mpn: 'CM-400',
    specs: { 'max-voltage': '600 V', 'cat-rating': 'CAT III 600 V', 'true-rms': true },
    description:
      'Clamp meter measuring up to 400 A AC/DC through a 30 mm jaw, plus voltage, resistance and continuity. True-RMS, CAT III 600 V, with data hold and non-contact voltage detection.',
    priceCents: 6499,
    availableQuantity: 90,
    minOrderQuantity: 1,
    ageDays: 10,
    art: drawClampMeter('#e0552f', '12.7', 'CM-400'),
  },
  {
    name: 'Non-Contact Voltage Tester VT-1000',
    category: 'test-and-measurement',
    brand: 'Voltek',
    mpn: 'VT-1000',
    specs: { 'max-voltage': '1 kV', 'cat-rating': 'CAT IV 1000 V', 'true-rms': false },
    description:
      'Pen-style voltage detector for 12-1,000 V AC with red LED, beeper and built-in flashlight. CAT IV 1,000 V, pocket clip and two AAA batteries included.',
    priceCents: 1999,
    availableQuantity: 300,
    minOrderQuantity: 2,
    priceTiers: [
      { minQuantity: 10, discountBasisPoints: 500 },
      { minQuantity: 50, discountBasisPoints: 1000 },
    ],
    ageDays: 181,
    art: drawVoltageTester('#f5c518', 'VT-1000'),
  },
];
