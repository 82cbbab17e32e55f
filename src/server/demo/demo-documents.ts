import type { ProductDocumentKind } from '../../shared/product-documents.js';

/** A PDF the demo data attaches to a demo product (by its name), drawn by demo-document-pdf.ts. */
export interface DemoDocument {
  product: string;
  kind: ProductDocumentKind;
  language: string;
  title: string;
  fileName: string;
  /** Lines of the sheet under its heading: what the document says. */
  lines: string[];
}

/** Datasheets and a declaration of conformity for a few demo products, so the product page shows documents. */
export const demoDocuments: DemoDocument[] = [
  {
    product: '18V Cordless Drill Driver DD-18',
    kind: 'datasheet',
    language: 'en',
    title: 'DD-18 technical datasheet',
    fileName: 'DD-18-datasheet.pdf',
    lines: ['Voltage: 18 V', 'No-load speed: 0–450 / 0–1,600 rpm', 'Maximum torque: 45 Nm', 'Chuck: 13 mm keyless', 'Supplied with: 2.0 Ah Li-ion battery, fast charger'],
  },
  {
    product: '18V Cordless Drill Driver DD-18',
    kind: 'declaration-of-conformity',
    language: 'en',
    title: 'DD-18 EU and UKCA declaration of conformity',
    fileName: 'DD-18-declaration-of-conformity.pdf',
    lines: ['We declare that the product DD-18 conforms to:', 'Machinery Directive 2006/42/EC', 'EMC Directive 2014/30/EU', 'RoHS Directive 2011/65/EU', 'Supply of Machinery (Safety) Regulations 2008'],
  },
  {
    product: 'MCB Circuit Breaker B16, 1-Pole, 6 kA',
    kind: 'datasheet',
    language: 'en',
    title: 'MCB B16 datasheet',
    fileName: 'MCB-B16-datasheet.pdf',
    lines: ['Rated current: 16 A', 'Tripping characteristic: B', 'Breaking capacity: 6 kA (EN 60898-1)', 'Poles: 1', 'Width: 1 module (17.5 mm)'],
  },
  {
    product: 'Digital Multimeter DM-600',
    kind: 'datasheet',
    language: 'en',
    title: 'DM-600 datasheet',
    fileName: 'DM-600-datasheet.pdf',
    lines: ['Measures: AC/DC voltage to 600 V, current to 10 A, resistance, continuity, diode, capacitance', 'Display: backlit, 6,000 counts', 'Safety rating: CAT III 600 V', 'True RMS'],
  },
  {
    product: 'LED Panel 600 x 600 mm, 40 W, 4000 K',
    kind: 'datasheet',
    language: 'de',
    title: 'Datenblatt LED-Panel 40 W',
    fileName: 'LED-Panel-40W-Datenblatt.pdf',
    lines: ['Leistung: 40 W', 'Lichtstrom: 4.000 lm', 'Farbtemperatur: 4000 K (neutralweiß)', 'Schutzart: IP20', 'Für Rasterdecken 600 mm, flimmerfreies Vorschaltgerät'],
  },
];
