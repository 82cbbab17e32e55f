import { drawDrill } from '../art/draw-drills.js';
import { drawAngleGrinder, drawCircularSaw, drawJigsaw } from '../art/draw-saws.js';
import type { DemoProduct } from '../demo-types.js';

/** Demo catalog: power tools. */
export const powerTools: DemoProduct[] = [
  {
    name: '18V Cordless Drill Driver DD-18',
    category: 'drills-and-drivers',
    brand: 'Voltek',
    mpn: 'DD-18',
    specs: { voltage: '18 V', cordless: true, 'battery-platform': '18 V system', torque: '45 Nm', chuck: '13 mm' },
    description:
      'Compact 18 V drill driver with a 2-speed gearbox (0-450 / 0-1,600 rpm), 45 Nm torque and a 13 mm keyless chuck. Supplied with a 2.0 Ah Li-ion battery and fast charger.',
    priceCents: 12999,
    availableQuantity: 85,
    minOrderQuantity: 1,
    ageDays: 38,
    art: drawDrill({ kind: 'drill', body: '#14897a', model: 'DD-18', volts: '18V' }),
  },
  {
    name: '18V Brushless Hammer Drill HD-18B',
    category: 'drills-and-drivers',
    brand: 'Voltek',
    mpn: 'HD-18B',
    specs: { voltage: '18 V', cordless: true, 'battery-platform': '18 V system', torque: '65 Nm', chuck: '13 mm' },
    description:
      'Brushless 18 V hammer drill for masonry, wood and steel: 65 Nm torque, up to 28,800 bpm and a 13 mm metal chuck. Includes side handle, depth stop and two 4.0 Ah batteries in a carry case.',
    priceCents: 18999,
    availableQuantity: 40,
    minOrderQuantity: 1,
    lowStockThreshold: 15,
    ageDays: 1,
    art: drawDrill({ kind: 'hammer', body: '#e07a1f', model: 'HD-18B', volts: '18V' }),
  },
  {
    name: '18V Impact Driver ID-18',
    category: 'drills-and-drivers',
    brand: 'Voltek',
    mpn: 'ID-18',
    specs: { voltage: '18 V', cordless: true, 'battery-platform': '18 V system', torque: '180 Nm' },
    description:
      '180 Nm impact driver with a 1/4-inch hex quick-release chuck, three speed modes and an LED work light. Bare tool, fits every 18 V battery of the range.',
    priceCents: 11999,
    availableQuantity: 60,
    minOrderQuantity: 1,
    ageDays: 7,
    art: drawDrill({ kind: 'impact', body: '#2266c4', model: 'ID-18', volts: '18V' }),
  },
  {
    name: '125 mm Angle Grinder AG-125',
    category: 'grinders-and-saws',
    brand: 'Voltek',
    mpn: 'AG-125',
    specs: { voltage: '230 V', power: '900 W', cordless: false, 'battery-platform': 'Mains', 'blade-diameter': '125 mm', speed: '11000 rpm' },
    description:
      '900 W angle grinder for 125 mm cutting and grinding discs, 11,000 rpm no-load speed. Tool-free guard adjustment, spindle lock and a two-position side handle.',
    priceCents: 6999,
    availableQuantity: 120,
    minOrderQuantity: 1,
    ageDays: 52,
    art: drawAngleGrinder('#c8372d', 'AG-125'),
  },
  {
    name: '185 mm Circular Saw CS-185',
    category: 'grinders-and-saws',
    brand: 'Voltek',
    mpn: 'CS-185',
    specs: { voltage: '230 V', power: '1.4 kW', cordless: false, 'battery-platform': 'Mains', 'blade-diameter': '185 mm', speed: '5000 rpm' },
    description:
      '1,400 W circular saw with a 185 mm 24-tooth carbide blade, 65 mm cutting depth at 90° and bevel cuts up to 45°. Dust port and parallel guide included.',
    priceCents: 13999,
    availableQuantity: 0,
    minOrderQuantity: 1,
    lowStockThreshold: 5,
    ageDays: 95,
    art: drawCircularSaw('#e8b21c', 'CS-185'),
  },
  {
    name: '185 mm Circular Saw CS-185L with Laser Guide',
    category: 'grinders-and-saws',
    brand: 'Voltek',
    mpn: 'CS-185L',
    specs: { voltage: '230 V', power: '1.5 kW', cordless: false, 'battery-platform': 'Mains', 'blade-diameter': '185 mm', speed: '5200 rpm' },
    description:
      '1,500 W circular saw with a 185 mm 24-tooth carbide blade, a laser cutting line, 64 mm cutting depth at 90° and bevel cuts up to 50°. Dust port, parallel guide and carry case included.',
    priceCents: 15999,
    availableQuantity: 25,
    minOrderQuantity: 1,
    lowStockThreshold: 30,
    ageDays: 140,
    art: drawCircularSaw('#2f6fb0', 'CS-185L'),
  },
  {
    name: 'Pendulum Jigsaw JS-800',
    category: 'grinders-and-saws',
    brand: 'Voltek',
    mpn: 'JS-800',
    specs: { voltage: '230 V', power: '800 W', cordless: false, 'battery-platform': 'Mains', speed: '3000 rpm' },
    description:
      '800 W jigsaw with 4-stage pendulum action, variable speed from 500 to 3,000 strokes per minute and tool-free blade change. Cuts wood up to 80 mm and steel up to 8 mm.',
    priceCents: 8999,
    availableQuantity: 75,
    minOrderQuantity: 1,
    ageDays: 143,
    art: drawJigsaw('#2f8f46', 'JS-800'),
  },
];
