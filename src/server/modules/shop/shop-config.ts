import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { shopConfigSchema, type ShopConfig } from '../../../shared/schemas/shop.js';

/** Reads and validates content/shop.json; a broken file stops start-up with the reason. */
export async function loadShopConfig(contentDir: string): Promise<ShopConfig> {
  const file = path.join(contentDir, 'shop.json');
  const parsed = shopConfigSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid shop configuration in ${file} at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}
