import { powerTools } from './products/power-tools.js';
import { testAndMeasurement } from './products/test-and-measurement.js';
import { handTools } from './products/hand-tools.js';
import { cableAndWiring } from './products/cable-and-wiring.js';
import { installationMaterial } from './products/installation-material.js';
import { lighting } from './products/lighting.js';
import { workshopAndSafety } from './products/workshop-and-safety.js';
import type { DemoProduct } from './demo-types.js';

/**
 * The demo catalog loaded into an empty shop: power tools, measuring instruments, hand tools, cable,
 * installation material, lighting and safety gear. Eight products are younger than 30 days (they
 * carry the "NEW" badge) and two are out of stock (available quantity below the minimum order).
 */
export const demoProducts: DemoProduct[] = [
  ...powerTools,
  ...testAndMeasurement,
  ...handTools,
  ...cableAndWiring,
  ...installationMaterial,
  ...lighting,
  ...workshopAndSafety,
];
