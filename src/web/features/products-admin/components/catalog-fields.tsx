import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Category } from '../../../../shared/schemas/discovery';
import { FormField, inputClass } from '../../../components/ui/form-field';
import type { ProductFormValues } from '../product-form-schema';

interface CatalogFieldsProps {
  idPrefix: string;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** The tree, parents before children; undefined while it loads. */
  categories: Category[] | undefined;
  categoriesFailed: boolean;
}

/** How deep each category sits (0 at the top), from its parents. */
function depths(categories: Category[]): Map<string, number> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const depth = new Map<string, number>();
  const of = (category: Category): number => {
    const known = depth.get(category.id);
    if (known !== undefined) return known;
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    const value = parent ? of(parent) + 1 : 0;
    depth.set(category.id, value);
    return value;
  };
  categories.forEach(of);
  return depth;
}

/** Issue 13: where the product is filed and how trade buyers find it: category, brand, part numbers, barcode. */
export function CatalogFields({ idPrefix, register, errors, categories, categoriesFailed }: CatalogFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const depth = categories ? depths(categories) : new Map<string, number>();
  return (
    <div className="grid gap-x-5 gap-y-1 sm:grid-cols-2">
      <FormField
        id={id('category')}
        label="Category"
        hint="Its specification fields follow the category."
        error={categoriesFailed ? 'The categories could not be loaded. Reload the page to try again.' : errors.categoryId?.message}
      >
        {(a11y) => (
          // A new element once the options are there, so it shows the product's category.
          <select key={categories ? 'loaded' : 'loading'} id={id('category')} className={`select w-full ${a11y['aria-invalid'] ? 'select-error' : ''}`} disabled={!categories} {...a11y} {...register('categoryId')}>
            <option value="">{categories ? 'Choose a category' : 'Loading categories…'}</option>
            {categories?.map((category) => (
              <option key={category.id} value={category.id}>
                {'\u00a0\u00a0\u00a0'.repeat(depth.get(category.id) ?? 0)}
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={id('brand')} label="Brand" hint="Optional." error={errors.brand?.message}>
        {(a11y) => <input id={id('brand')} type="text" autoComplete="off" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('brand')} />}
      </FormField>
      <FormField id={id('sku')} label="Part number" hint="The shop's own number (SKU); one product per number." error={errors.sku?.message}>
        {(a11y) => <input id={id('sku')} type="text" autoComplete="off" spellCheck={false} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('sku')} />}
      </FormField>
      <FormField id={id('mpn')} label="Manufacturer number" hint="The maker's part number (MPN)." error={errors.mpn?.message}>
        {(a11y) => <input id={id('mpn')} type="text" autoComplete="off" spellCheck={false} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('mpn')} />}
      </FormField>
      <FormField id={id('ean')} label="EAN" hint="Barcode: 8 or 13 digits." error={errors.ean?.message} className="sm:col-span-2">
        {(a11y) => <input id={id('ean')} type="text" inputMode="numeric" autoComplete="off" className={inputClass(a11y['aria-invalid'], 'sm:max-w-xs')} {...a11y} {...register('ean')} />}
      </FormField>
    </div>
  );
}
