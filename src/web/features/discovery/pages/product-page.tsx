import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { isNewProduct, isOutOfStock } from '../../../../shared/catalog';
import type { ProductDetails } from '../../../../shared/schemas/discovery';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProductDetails } from '../api/use-product-details';
import { useRelatedProducts } from '../api/use-related-products';
import { BackInStockSection } from '../product/back-in-stock-section';
import { GoesWithSection, type AccessoryAction } from '../product/goes-with-section';
import { DocumentsSection } from '../product/documents-section';
import { PictureGallery } from '../product/picture-gallery';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductSummary, type TypedQuantity } from '../product/product-summary';
import { RelatedProductsSection } from '../product/related-products-section';
import { SpecTable } from '../product/spec-table';

/** What admins chose for the product to go with. */
function GoesWith({ product, action }: { product: ProductDetails; action?: AccessoryAction | undefined }) {
  const related = useRelatedProducts(product.slug);
  return related.data ? <GoesWithSection products={related.data.accessories} action={action} /> : null;
}

/** Similar products for every product; in-stock alternatives first when this one cannot be ordered. */
function RelatedProducts({ product }: { product: ProductDetails }) {
  const related = useRelatedProducts(product.slug);
  if (!related.data) return null;
  return (
    <>
      {isOutOfStock(product) && (
        <RelatedProductsSection
          id="substitutes"
          title="In-stock alternatives"
          lead="These can be ordered now and match this product on its key specification."
          products={related.data.substitutes}
        />
      )}
      <RelatedProductsSection id="similar" title="Similar products" products={related.data.similar} />
    </>
  );
}

/** What the page offers to buy beside the Order button, handed in by the app (the cart's "Add to cart"), with the quantity typed. */
type BuyAction = ComponentType<{ product: ProductDetails } & TypedQuantity>;

/** When the product would arrive, handed in by the app (it knows the customer's saved addresses). */
type Delivery = ComponentType;

/** The product's reviews, handed in by the app (the reviews feature). */
type Reviews = ComponentType<{ product: ProductDetails }>;

interface Slots {
  BuyAction?: BuyAction | undefined;
  Delivery?: Delivery | undefined;
  Reviews?: Reviews | undefined;
  /** What each "Goes with" row offers (the cart's "Add to cart"). */
  accessoryAction?: AccessoryAction | undefined;
}

function ProductView({ product, BuyAction, Delivery, Reviews, accessoryAction }: { product: ProductDetails } & Slots) {
  return (
    <>
      <Breadcrumbs trail={product.breadcrumbs} current={product.name} />
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2 lg:gap-12">
        <PictureGallery name={product.name} pictures={product.pictures} isNew={isNewProduct(product)} />
        <ProductSummary product={product} outOfStockContent={<BackInStockSection productId={product.id} />} buyContent={BuyAction && ((typed) => <BuyAction product={product} {...typed} />)} deliveryContent={Delivery && <Delivery />} />
      </div>
      <GoesWith product={product} action={accessoryAction} />
      <section aria-labelledby="specification-heading" className="mt-12">
        <h2 id="specification-heading" className="mb-4 text-2xl font-extrabold tracking-tight">
          Specification
        </h2>
        <SpecTable name={product.name} specs={product.specs} />
      </section>
      <DocumentsSection documents={product.documents} />
      {Reviews && <Reviews product={product} />}
      <RelatedProducts product={product} />
    </>
  );
}

/**
 * /product/:idOrSlug (issue 13): pictures, name and part numbers, price, stock state, minimum
 * order, `BuyAction` (the app's "Add to cart") and the Order button, `Delivery` (when it would
 * arrive), "Goes with" (each with `accessoryAction`), the specification table, the documents to
 * download, `Reviews` (the product's reviews) and related products; for a product that cannot be ordered, in-stock alternatives and "Email me
 * when it is back". An unknown or removed product shows `NotFound` (the app's 404 content).
 */
export function ProductPage({ NotFound, ...slots }: { NotFound: ComponentType } & Slots) {
  const { idOrSlug = '' } = useParams();
  const product = useProductDetails(idOrSlug);
  const notFound = product.isError && product.error instanceof ApiError && product.error.status === 404;
  useDocumentTitle(product.data ? product.data.name : notFound ? 'Page not found' : 'Product');

  if (notFound) return <NotFound />;
  return (
    <div className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        {product.isPending ? (
          <Spinner label="Loading the product…" className="min-h-screen" />
        ) : product.isError ? (
          <ErrorState title="We could not load this product" message={errorMessage(product.error)} onRetry={() => void product.refetch()} />
        ) : (
          <ProductView key={product.data.id} product={product.data} {...slots} />
        )}
      </div>
    </div>
  );
}
