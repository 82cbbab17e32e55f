import type { Executor } from '../db/database.js';
import { defineAttribute } from '../modules/catalog/attributes.service.js';
import { createCategory } from '../modules/catalog/categories.service.js';
import { setProductCatalogData, type ProductCatalogData } from '../modules/catalog/product-catalog-data.service.js';
import type { NewProduct } from '../modules/catalog/catalog.service.js';
import { insertProduct, minutesAgo } from './fixtures.js';

/**
 * A small catalog to search: Power tools › Drills, and Cable. Power tools define voltage (V, key),
 * power (W), cordless (yes/no) and battery platform (choice, key); drills add torque (Nm); cable
 * defines cross-section (mm², key) and cores (choice).
 */
export async function buildDiscoveryCatalog(db: Executor) {
  const powerTools = await createCategory(db, { name: 'Power tools', description: 'Tools with a motor.' });
  const drills = await createCategory(db, { name: 'Drills', parentId: powerTools.id });
  const cable = await createCategory(db, { name: 'Cable', position: 1 });
  await defineAttribute(db, powerTools.id, { key: 'voltage', label: 'Voltage', kind: 'number', unit: 'V', isKey: true, position: 1 });
  await defineAttribute(db, powerTools.id, { key: 'power', label: 'Power', kind: 'number', unit: 'W', position: 2 });
  await defineAttribute(db, powerTools.id, { key: 'cordless', label: 'Cordless', kind: 'boolean', position: 3 });
  await defineAttribute(db, powerTools.id, { key: 'platform', label: 'Battery platform', kind: 'choice', choices: ['18 V system', '12 V system', 'Mains'], isKey: true, position: 4 });
  await defineAttribute(db, drills.id, { key: 'torque', label: 'Max. torque', kind: 'number', unit: 'Nm', position: 5 });
  await defineAttribute(db, cable.id, { key: 'cross-section', label: 'Cross-section', kind: 'number', unit: 'mm²', isKey: true, position: 1 });
  await defineAttribute(db, cable.id, { key: 'cores', label: 'Cores', kind: 'choice', choices: ['3', '5'], position: 2 });

  let age = 60;
  const add = async (product: Partial<NewProduct>, data: Omit<ProductCatalogData, 'categoryId'> & { category: { id: string } }) => {
    age -= 1;
    const created = await insertProduct(db, { createdAt: minutesAgo(age), ...product });
    const { category, ...rest } = data;
    await setProductCatalogData(db, created.id, { ...rest, categoryId: category.id });
    return created;
  };
  const drill = await add(
    { name: 'Cordless Drill Driver DD-18', description: 'Compact 18 V drill driver with two speeds.', priceCents: 12999 },
    { category: drills, sku: 'TS-10001', mpn: 'DD-18', brand: 'Voltek', ean: '4006381100012', attributes: { voltage: '18 V', power: '0.4 kW', cordless: 'yes', platform: '18 V system', torque: '45 Nm' } },
  );
  const hammer = await add(
    { name: 'Brushless Hammer Drill HD-18B', description: 'Hammer drill for masonry; compare with the DD-18 drill driver.', priceCents: 19999 },
    { category: drills, sku: 'TS-10002', mpn: 'HD-18B', brand: 'Voltek', attributes: { voltage: '18 V', power: '1.5 kW', cordless: true, platform: '18 V system', torque: '65 Nm' } },
  );
  const small = await add(
    { name: 'Compact Drill CD-12', description: 'Light 12 V drill for small screws.', priceCents: 7999, availableQuantity: 0 },
    { category: drills, sku: 'TS-10003', mpn: 'CD-12', brand: 'Ferrox', attributes: { voltage: '12 V', power: '250 W', cordless: 'yes', platform: '12 V system', torque: '30 Nm' } },
  );
  const small2 = await add(
    { name: 'Compact Drill CD-12 Plus', description: 'Light 12 V drill with a second battery.', priceCents: 8999 },
    { category: drills, sku: 'TS-10005', mpn: 'CD-12P', brand: 'Ferrox', attributes: { voltage: '12 V', power: '260 W', cordless: 'yes', platform: '12 V system', torque: '32 Nm' } },
  );
  const grinder = await add(
    { name: 'Angle Grinder AG-125', description: 'Mains angle grinder for cutting discs.', priceCents: 5999 },
    { category: powerTools, sku: 'TS-10004', mpn: 'AG-125', brand: 'Voltek', attributes: { voltage: '230 V', power: '900 W', cordless: 'no', platform: 'Mains' } },
  );
  const cable15 = await add(
    { name: 'Flexible Cable 3 x 1.5 mm², 100 m', description: 'PVC flexible cable for lighting circuits.', priceCents: 6499 },
    { category: cable, sku: 'TS-20001', mpn: 'H05VVF-3G15', brand: 'Cablex', attributes: { 'cross-section': '1.5 mm²', cores: '3' } },
  );
  const cable25 = await add(
    { name: 'Rubber Cable 5 x 2.5 mm², 50 m', description: 'Rubber cable for site equipment.', priceCents: 9999 },
    { category: cable, sku: 'TS-20002', mpn: 'H07RNF-5G25', brand: 'Cablex', attributes: { 'cross-section': '2.5mm2', cores: '5' } },
  );
  return { categories: { powerTools, drills, cable }, products: { drill, hammer, small, small2, grinder, cable15, cable25 } };
}
