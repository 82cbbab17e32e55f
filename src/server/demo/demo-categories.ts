import type { NewAttribute } from '../modules/catalog/attributes.service.js';

/** A category of the demo shop, its subcategories, and the attributes its products are described by. */
export interface DemoCategory {
  name: string;
  description: string;
  attributes?: NewAttribute[];
  children?: DemoCategory[];
}

const ipRatings = ['IP20', 'IP44', 'IP54', 'IP65', 'IP66', 'IP67'];

/** The demo shop's category tree; demo products name their category by its address (slug). */
export const demoCategories: DemoCategory[] = [
  {
    name: 'Power tools',
    description: 'Cordless and corded drills, drivers, grinders and saws for the trade.',
    attributes: [
      { key: 'voltage', label: 'Voltage', kind: 'number', unit: 'V', isKey: true, position: 1 },
      { key: 'power', label: 'Power', kind: 'number', unit: 'W', position: 2 },
      { key: 'cordless', label: 'Cordless', kind: 'boolean', position: 3 },
      { key: 'battery-platform', label: 'Battery platform', kind: 'choice', choices: ['18 V system', '12 V system', 'Mains'], isKey: true, position: 4 },
    ],
    children: [
      {
        name: 'Drills and drivers',
        description: 'Drill drivers, hammer drills and impact drivers.',
        attributes: [
          { key: 'torque', label: 'Max. torque', kind: 'number', unit: 'Nm', position: 10 },
          { key: 'chuck', label: 'Chuck size', kind: 'number', unit: 'mm', position: 11 },
        ],
      },
      {
        name: 'Grinders and saws',
        description: 'Angle grinders, circular saws and jigsaws.',
        attributes: [
          { key: 'blade-diameter', label: 'Disc or blade diameter', kind: 'number', unit: 'mm', isKey: true, position: 10 },
          { key: 'speed', label: 'No-load speed', kind: 'number', unit: 'rpm', position: 11 },
        ],
      },
    ],
  },
  {
    name: 'Test and measurement',
    description: 'Multimeters, clamp meters and voltage testers.',
    attributes: [
      { key: 'max-voltage', label: 'Measures up to', kind: 'number', unit: 'V', isKey: true, position: 1 },
      { key: 'cat-rating', label: 'Safety category', kind: 'choice', choices: ['CAT II 600 V', 'CAT III 600 V', 'CAT III 1000 V', 'CAT IV 600 V', 'CAT IV 1000 V'], isKey: true, position: 2 },
      { key: 'true-rms', label: 'True RMS', kind: 'boolean', position: 3 },
    ],
  },
  {
    name: 'Hand tools',
    description: 'Screwdrivers, pliers, crimpers, hammers and measuring tools.',
    attributes: [
      { key: 'insulated', label: 'VDE insulated to 1,000 V', kind: 'boolean', isKey: true, position: 1 },
      { key: 'length', label: 'Length', kind: 'number', unit: 'mm', position: 2 },
    ],
  },
  {
    name: 'Cable and wiring',
    description: 'Installation and flexible cable by the reel, extension reels and cable accessories.',
    children: [
      {
        name: 'Installation cable',
        description: 'Flexible and rubber cable on returnable reels.',
        attributes: [
          { key: 'cross-section', label: 'Conductor cross-section', kind: 'number', unit: 'mm²', isKey: true, position: 1 },
          { key: 'cores', label: 'Cores', kind: 'choice', choices: ['2', '3', '4', '5'], isKey: true, position: 2 },
          { key: 'cable-length', label: 'Length', kind: 'number', unit: 'm', position: 3 },
          { key: 'cable-type', label: 'Cable type', kind: 'choice', choices: ['H05VV-F', 'H07RN-F', 'NYM-J'], position: 4 },
        ],
      },
      {
        name: 'Cable accessories',
        description: 'Cable ties, heat shrink and extension reels.',
        attributes: [{ key: 'accessory-length', label: 'Length', kind: 'number', unit: 'm', position: 1 }],
      },
    ],
  },
  {
    name: 'Installation material',
    description: 'Circuit protection, sockets, switches and enclosures.',
    children: [
      {
        name: 'Circuit protection',
        description: 'Miniature circuit breakers and residual current devices for DIN rail.',
        attributes: [
          { key: 'rated-current', label: 'Rated current', kind: 'number', unit: 'A', isKey: true, position: 1 },
          { key: 'poles', label: 'Poles', kind: 'choice', choices: ['1', '2', '3', '4'], isKey: true, position: 2 },
          { key: 'tripping-curve', label: 'Tripping curve', kind: 'choice', choices: ['B', 'C', 'D'], isKey: true, position: 3 },
          { key: 'breaking-capacity', label: 'Breaking capacity', kind: 'number', unit: 'kA', position: 4 },
          { key: 'residual-current', label: 'Residual current', kind: 'number', unit: 'mA', position: 5 },
        ],
      },
      {
        name: 'Sockets and switches',
        description: 'Flush-mounted sockets and switches.',
        attributes: [
          { key: 'rated-current', label: 'Rated current', kind: 'number', unit: 'A', isKey: true, position: 1 },
          { key: 'colour', label: 'Colour', kind: 'choice', choices: ['White', 'Anthracite', 'Black', 'Aluminium'], position: 2 },
        ],
      },
      {
        name: 'Enclosures',
        description: 'Junction boxes and enclosures.',
        attributes: [{ key: 'ip-rating', label: 'IP rating', kind: 'choice', choices: ipRatings, isKey: true, position: 1 }],
      },
    ],
  },
  {
    name: 'Lighting',
    description: 'LED panels, floodlights and work lights.',
    attributes: [
      { key: 'power', label: 'Power', kind: 'number', unit: 'W', position: 1 },
      { key: 'luminous-flux', label: 'Luminous flux', kind: 'number', unit: 'lm', position: 2 },
      { key: 'colour-temperature', label: 'Colour temperature', kind: 'number', unit: 'K', isKey: true, position: 3 },
      { key: 'ip-rating', label: 'IP rating', kind: 'choice', choices: ipRatings, isKey: true, position: 4 },
      { key: 'battery-capacity', label: 'Battery capacity', kind: 'number', unit: 'mAh', position: 5 },
    ],
  },
  {
    name: 'Workshop and safety',
    description: 'Soldering, eye protection and work gloves.',
    attributes: [
      { key: 'power', label: 'Power', kind: 'number', unit: 'W', position: 1 },
      { key: 'size', label: 'Size', kind: 'choice', choices: ['S', 'M', 'L', 'XL', 'One size'], position: 2 },
      { key: 'standard', label: 'Standard', kind: 'choice', choices: ['EN 166', 'EN 388', 'IEC 61340'], position: 3 },
    ],
  },
];
