import { drawBreaker, drawJunctionBox, drawLightSwitch, drawSocketOutlet } from '../art/draw-install.js';
import type { DemoProduct } from '../demo-types.js';

/** Demo catalog: installation material. */
export const installationMaterial: DemoProduct[] = [
  {
    name: 'MCB Circuit Breaker B16, 1-Pole, 6 kA',
    category: 'circuit-protection',
    brand: 'Protec',
    mpn: 'MCB-1B16',
    specs: { 'rated-current': '16 A', poles: '1', 'tripping-curve': 'B', 'breaking-capacity': '6 kA' },
    description:
      'Miniature circuit breaker, 16 A with B tripping curve for lighting and socket circuits, 230/400 V AC, 6 kA breaking capacity, one module wide for 35 mm DIN rail.',
    priceCents: 899,
    availableQuantity: 1200,
    minOrderQuantity: 10,
    priceTiers: [
      { minQuantity: 50, discountBasisPoints: 500 },
      { minQuantity: 200, discountBasisPoints: 1000 },
    ],
    ageDays: 84,
    art: drawBreaker({ poles: 1, rating: 'B16', lever: '#2b2f35' }),
  },
  {
    name: 'MCB Circuit Breaker C32, 3-Pole, 6 kA',
    category: 'circuit-protection',
    brand: 'Protec',
    mpn: 'MCB-3C32',
    specs: { 'rated-current': '32 A', poles: '3', 'tripping-curve': 'C', 'breaking-capacity': '6 kA' },
    description:
      '32 A three-pole circuit breaker with C tripping curve for motors and three-phase loads, 400 V AC, 6 kA breaking capacity, three modules for 35 mm DIN rail.',
    priceCents: 3299,
    availableQuantity: 3,
    minOrderQuantity: 5,
    lowStockThreshold: 20,
    ageDays: 132,
    art: drawBreaker({ poles: 3, rating: 'C32', lever: '#c62828' }),
  },
  {
    name: 'RCD 2-Pole 40 A 30 mA, Type A',
    category: 'circuit-protection',
    brand: 'Protec',
    mpn: 'RCD-2P40-30A',
    specs: { 'rated-current': '40 A', poles: '2', 'residual-current': '30 mA' },
    description:
      'Residual current device for personal protection: 40 A rated current, 30 mA trip sensitivity, type A for AC and pulsating DC faults. Two modules wide with a test button.',
    priceCents: 3999,
    availableQuantity: 180,
    minOrderQuantity: 2,
    ageDays: 13,
    art: drawBreaker({ poles: 2, rating: '40 A', lever: '#1e63c7', rcd: { current: '40 A', sensitivity: '30 mA' } }),
  },
  {
    name: 'Double Socket Outlet 16 A, White',
    category: 'sockets-and-switches',
    brand: 'Protec',
    mpn: 'SO2-16-WH',
    specs: { 'rated-current': '16 A', colour: 'White' },
    description:
      'Flush-mounted double Schuko socket, 16 A 250 V, with earthing contacts, child-safety shutters and screw terminals. Fits standard 60 mm wall boxes.',
    priceCents: 799,
    availableQuantity: 800,
    minOrderQuantity: 10,
    ageDays: 190,
    art: drawSocketOutlet('#fbfbfb'),
  },
  {
    name: 'One-Way Light Switch, Anthracite',
    category: 'sockets-and-switches',
    brand: 'Protec',
    mpn: 'SW1-10-AN',
    specs: { 'rated-current': '10 A', colour: 'Anthracite' },
    description:
      'Flush-mounted rocker switch, 10 A 250 V, with an orange locator light and quick-connect terminals. Matt anthracite finish.',
    priceCents: 499,
    availableQuantity: 650,
    minOrderQuantity: 10,
    ageDays: 250,
    art: drawLightSwitch('#3a3f46', '#4a5058'),
  },
  {
    name: 'IP65 Junction Box 150 x 110 x 70 mm',
    category: 'enclosures',
    brand: 'Protec',
    mpn: 'JB-150-IP65',
    specs: { 'ip-rating': 'IP65' },
    description:
      'Grey surface-mount junction box with captive lid screws, rubber seal and two M20 cable glands. Dust-tight and protected against water jets (IP65), halogen-free.',
    priceCents: 649,
    availableQuantity: 900,
    minOrderQuantity: 10,
    ageDays: 167,
    art: drawJunctionBox('#9aa4ae'),
  },
];
