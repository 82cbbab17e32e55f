import { Save } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { ProductForAdmin } from '../../../../shared/schemas/catalog';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { currencyDigits } from '../../../lib/typed-amount';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useProductForAdmin } from '../api/use-product-for-admin';
import { useUpdateProduct } from '../api/use-update-product';
import { AccessoriesPanel } from '../components/accessories-panel';
import { DocumentsPanel } from '../components/documents-panel';
import { ProductForm } from '../components/product-form';
import type { PictureInput } from '../picture-slot';
import { productFormValues } from '../product-form-schema';

function EditForm({ product, PictureInput }: { product: ProductForAdmin; PictureInput: PictureInput }) {
  const { currency, locale } = useShopConfig();
  const update = useUpdateProduct();
  const navigate = useNavigate();
  const digits = currencyDigits(currency, locale);
  const defaults = useMemo(() => productFormValues(product, digits), [product, digits]);
  const initialMore = useMemo(() => product.pictures.slice(1), [product]);
  const current = useMemo(() => ({ image: product.image, key: product.pictures[0]?.key ?? '' }), [product]);
  return (
    <ProductForm
      label={`Edit ${product.name}`}
      idPrefix="edit-product"
      PictureInput={PictureInput}
      defaults={defaults}
      initialMore={initialMore}
      current={current}
      send={(values) => update.mutateAsync({ id: product.id, changes: values })}
      onSaved={() => void navigate(paths.manageProducts)}
      secondaryAction={
        <Link to={paths.manageProducts} className="btn btn-ghost w-full sm:w-auto">
          Cancel
        </Link>
      }
      submitContent={(busy) => (
        <>
          {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Save aria-hidden="true" size={18} />}
          Save changes
        </>
      )}
    />
  );
}

/** /dashboard/editProduct/:id (admins): the Add Product form, filled with the product as stored, its documents and what it goes with. */
export function EditProductPage({ PictureInput }: { PictureInput: PictureInput }) {
  const { id = '' } = useParams();
  const product = useProductForAdmin(id);
  const name = product.data?.name;
  useDocumentTitle(name ? `Edit ${name}` : 'Edit Product');
  return (
    <>
      <PageHeader eyebrow="Dashboard" title={name ? `Edit ${name}` : 'Edit Product'}>
        Change the product&apos;s details, category, specification, pictures and documents. Changes show in the shop at once.
      </PageHeader>
      {product.isPending ? (
        <Spinner label="Loading the product…" className="min-h-64" />
      ) : product.isError ? (
        <ErrorState title="We could not load this product" message={errorMessage(product.error)} onRetry={() => void product.refetch()} />
      ) : (
        <>
          <EditForm key={`${product.data.id}:${product.data.updatedAt}`} product={product.data} PictureInput={PictureInput} />
          <AccessoriesPanel productId={product.data.id} />
          <DocumentsPanel productId={product.data.id} documents={product.data.documents} />
        </>
      )}
    </>
  );
}
