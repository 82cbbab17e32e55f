import { drawCableDrum, drawCableTies, drawExtensionReel, drawHeatShrinkKit } from '../art/draw-cables.js';
import type { DemoProduct } from '../demo-types.js';

/** Demo catalog: cable and wiring. */
export const cableAndWiring: DemoProduct[] = [
  {
    name: '3-Core Flexible Cable 3 x 1.5 mm², 100 m Reel',
    category: 'installation-cable',
    brand: 'Cablex',
    mpn: 'H05VVF-3G15-100',
    specs: { 'cross-section': '1.5 mm²', cores: '3', 'cable-length': '100 m', 'cable-type': 'H05VV-F' },
    description:
      'H05VV-F 3G1.5 PVC flexible cable for lighting and appliances, 300/500 V, white sheath with brown, blue and green-yellow cores. 100 m on a returnable reel.',
    priceCents: 6499,
    availableQuantity: 60,
    minOrderQuantity: 1,
    priceTiers: [
      { minQuantity: 5, discountBasisPoints: 500 },
      { minQuantity: 20, discountBasisPoints: 800 },
    ],
    ageDays: 73,
    art: drawCableDrum('#eef0f2', '#3a4350', '3 x 1.5 mm²'),
  },
  {
    name: '3-Core Rubber Cable 3 x 2.5 mm², 100 m Reel',
    category: 'installation-cable',
    brand: 'Cablex',
    mpn: 'H07RNF-3G25-100',
    specs: { 'cross-section': '2.5 mm²', cores: '3', 'cable-length': '100 m', 'cable-type': 'H07RN-F' },
    description:
      'H07RN-F 3G2.5 rubber cable for socket circuits, site equipment and outdoor use, 450/750 V, with an oil- and UV-resistant black sheath. 100 m on a returnable reel.',
    priceCents: 9999,
    availableQuantity: 45,
    minOrderQuantity: 1,
    lowStockThreshold: 10,
    ageDays: 36,
    art: drawCableDrum('#2a2e34', '#c0612b', '3 x 2.5 mm²'),
  },
  {
    name: 'Nylon Cable Ties 200 x 4.8 mm, Pack of 100',
    category: 'cable-accessories',
    brand: 'Cablex',
    mpn: 'CT-200-48',
    specs: { 'accessory-length': '200 mm' },
    description:
      'UV-resistant black nylon 6.6 cable ties, 200 mm long and 4.8 mm wide, 22 kg tensile strength, for bundles up to 50 mm in diameter.',
    priceCents: 499,
    availableQuantity: 2500,
    minOrderQuantity: 10,
    ageDays: 311,
    art: drawCableTies('#2a2e34', '#eae6da'),
  },
  {
    name: 'Extension Cable Reel 25 m, 4 Sockets',
    category: 'cable-accessories',
    brand: 'Voltek',
    mpn: 'ER-25-4',
    specs: { 'accessory-length': '25 m' },
    description:
      'Steel-frame cable reel with 25 m of H07RR-F 3G1.5 rubber cable, four earthed sockets and a thermal overload cut-out. Rated 16 A, 3,500 W when fully unwound.',
    priceCents: 4999,
    availableQuantity: 70,
    minOrderQuantity: 1,
    ageDays: 46,
    art: drawExtensionReel('#f07c16', '#c62828', '25 m'),
  },
  {
    name: 'Heat Shrink Tubing Kit, 560 Pieces',
    category: 'cable-accessories',
    brand: 'Cablex',
    mpn: 'HS-560',
    specs: { 'accessory-length': '45 mm' },
    description:
      'Assortment of 2:1 polyolefin heat shrink tubes in six colours and eight sizes from 1.5 to 13 mm, pre-cut to 45 mm lengths, in a compartment box.',
    priceCents: 1299,
    availableQuantity: 340,
    minOrderQuantity: 2,
    ageDays: 20,
    art: drawHeatShrinkKit('#2b3a4d'),
  },
];
