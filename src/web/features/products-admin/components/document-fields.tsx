import { PRODUCT_DOCUMENT_KINDS, PRODUCT_DOCUMENT_TITLE_MAX, productDocumentKindLabels } from '../../../../shared/product-documents';
import { FormField } from '../../../components/ui/form-field';
import { useShopConfig } from '../../../lib/use-shop-config';
import { languageOptions, type DocumentFieldErrors, type DocumentFieldValues } from '../document-form-values';

/** Kind, language and title of a document, for the upload form and for editing one already attached. */
export function DocumentFields({ idPrefix, values, errors, onChange }: { idPrefix: string; values: DocumentFieldValues; errors: DocumentFieldErrors; onChange: (values: DocumentFieldValues) => void }) {
  const { locale } = useShopConfig();
  const set = (field: keyof DocumentFieldValues) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });
  return (
    <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      <FormField id={`${idPrefix}-kind`} label="Kind" error={errors.kind}>
        {(a11y) => (
          <select id={`${idPrefix}-kind`} className="select w-full" value={values.kind} onChange={set('kind')} {...a11y}>
            {PRODUCT_DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {productDocumentKindLabels[kind]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${idPrefix}-language`} label="Language" error={errors.language}>
        {(a11y) => (
          <select id={`${idPrefix}-language`} className="select w-full" value={values.language} onChange={set('language')} {...a11y}>
            {languageOptions(values.language, locale).map(({ tag, name }) => (
              <option key={tag} value={tag}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${idPrefix}-title`} label="Title" hint="Shown on the product page. Left empty, the kind and language are used." error={errors.title} className="sm:col-span-2">
        {(a11y) => <input id={`${idPrefix}-title`} type="text" className="input w-full" maxLength={PRODUCT_DOCUMENT_TITLE_MAX} value={values.title} onChange={set('title')} {...a11y} />}
      </FormField>
    </div>
  );
}
