import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ShopConfig } from '../shared/schemas/shop.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { openLimitCounters } from './http/rate-limit-store.js';
import { healthRoutes } from './http/health.routes.js';
import { registerOpenApi } from './http/openapi.js';
import { registerPathParameterGuard } from './http/path-parameters.js';
import { registerNulTextGuard } from './http/nul-text.js';
import { registerSameOriginGuard } from './http/same-origin.js';
import { registerCors } from './http/cors.js';
import { registerPrivateAnswers } from './http/private-answers.js';
import { AccessLog } from './http/access-log.js';
import { BODY_ENCODINGS, BROTLI_OPTIONS, COMPRESS_FROM_BYTES } from './http/content-encoding.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerStaticWeb } from './http/static-web.js';
import { seoRoutes } from './seo/seo.routes.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { accountRoutes } from './modules/accounts/accounts.routes.js';
import { createAuth } from './modules/accounts/auth.js';
import { authRoutes } from './modules/accounts/auth.routes.js';
import { resolveAuthSecret } from './modules/accounts/auth-secret.js';
import { sessionPlugin } from './modules/accounts/session.js';
import { createSessionCache } from './modules/accounts/session-cache.js';
import { sharedSignInCounters } from './modules/accounts/sign-in-counters.js';
import { DEFAULT_SIGN_IN_LIMITS, SignInLimiter, type SignInCounters } from './modules/accounts/sign-in-limiter.js';
import { DeviceCookies } from './modules/accounts/device-cookie.js';
import { userRoutes } from './modules/accounts/users.routes.js';
import { OrderEventsHub } from './modules/orders/order-events-hub.js';
import { orderEventsRoutes } from './modules/orders/order-events.routes.js';
import { orderMailTaskHandlers } from './modules/orders/order-mail-tasks.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { checkoutRoutes } from './modules/orders/checkout.routes.js';
import { expireDueOrders } from './modules/orders/order-expiry.js';
import { BEST_SELLERS_EVERY_MS, refreshBestSellers } from './modules/catalog/best-sellers.js';
import type { PaymentProvider } from './modules/payments/payment-provider.js';
import { paymentTaskHandlers } from './modules/payments/payment-tasks.js';
import { paymentRoutes } from './modules/payments/payments.routes.js';
import { stripeProvider } from './modules/payments/stripe-provider.js';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.js';
import { hasTestCardForm, testCardProvider } from './modules/payments/test-card-provider.js';
import { testCardRoutes } from './modules/payments/test-card.routes.js';
import { every } from './jobs/every.js';
import { OutboxWorker } from './outbox/outbox-worker.js';
import { catalogAdminRoutes } from './modules/catalog/catalog-admin.routes.js';
import { productExportRoutes } from './modules/catalog/product-export.routes.js';
import { productImportRoutes } from './modules/catalog/product-import.routes.js';
import { productDocumentRoutes } from './modules/catalog/product-documents.routes.js';
import { lowStockTaskHandlers } from './modules/catalog/low-stock-mail.js';
import { stockLedgerRoutes } from './modules/catalog/stock-ledger.routes.js';
import { openMediaStorage } from './modules/media/open-media-storage.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { contactInboxRoutes } from './modules/contact/contact-inbox.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { loadBlogPosts, loadLegalPages, loadPortfolio } from './modules/content/content.service.js';
import { createCatalogCache, forgetChangedProducts } from './modules/catalog/catalog-cache.js';
import { discoveryRoutes } from './modules/catalog/discovery.routes.js';
import { categoriesAdminRoutes } from './modules/catalog/categories-admin.routes.js';
import { searchSynonymsRoutes } from './modules/catalog/search-synonyms.routes.js';
import { productAccessoriesRoutes } from './modules/catalog/product-accessories.routes.js';
import { catalogFreshness } from './modules/catalog/catalog-freshness.js';
import { createCatalogStructureCache } from './modules/catalog/catalog-structure.js';
import { SearchIndex } from './modules/catalog/search-index.js';
import { createShownProducts } from './modules/catalog/shown-products.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { reviewRoutes } from './modules/reviews/reviews.routes.js';
import { productReviewRoutes } from './modules/reviews/product-reviews.routes.js';
import { shopRoutes } from './modules/shop/shop.routes.js';
import { stockAlertTaskHandlers } from './modules/stock-alerts/stock-alert-tasks.js';
import { stockAlertRoutes } from './modules/stock-alerts/stock-alerts.routes.js';
import { loadInvoiceSeller } from './modules/invoices/invoice-seller.js';
import { invoiceRoutes } from './modules/invoices/invoices.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { deliveryRoutes } from './modules/delivery/delivery.routes.js';
import { discountRoutes } from './modules/discounts/discounts.routes.js';
import { addressRoutes } from './modules/addresses/addresses.routes.js';
import { overviewRoutes } from './modules/overview/overview.routes.js';
import { projectListRoutes } from './modules/project-lists/project-lists.routes.js';
import { quoteMailTaskHandlers } from './modules/quotes/quote-mail.js';
import { quoteRoutes } from './modules/quotes/quotes.routes.js';
import { tradeMailTaskHandlers } from './modules/trade/trade-mail.js';
import { tradeRoutes } from './modules/trade/trade.routes.js';
import { tradeInvoiceRoutes } from './modules/trade/trade-invoices.routes.js';
import { contentDir, ssrDistDir, webDistDir } from './project-root.js';
import { loadPageAssets } from './pages/page-assets.js';
import { loadPageRenderer, type RenderBundle } from './pages/page-renderer.js';
import { pageRoutes, type ServerPages } from './pages/pages.routes.js';
import { createRenderReads } from './pages/render-reads.js';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  shop: ShopConfig;
  /** Fastify logger options; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to dist/web. */
  webDir?: string;
  /** Folder of the server side of the web build (page render bundle, page assets); defaults to dist/ssr. */
  ssrDir?: string;
  /** The page render bundle itself, instead of the one in `ssrDir` (tests render from the source). */
  renderBundle?: RenderBundle;
  /** Where emails go; defaults to SMTP_URL or the DATA_DIR/outbox folder. */
  mailer?: Mailer;
  /** Card payments; defaults to Stripe (PAYMENT_PROVIDER=stripe) or the built-in test cards. */
  paymentProvider?: PaymentProvider;
  /** How often this process looks for overdue unpaid orders (ms); 30 s unless set. */
  expirySweepMs?: number;
  /** Where failed sign-ins are counted; defaults to the shared limit store (Redis or the database). */
  signInCounters?: SignInCounters;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's runner of outbox tasks (refunds...): `drain()` runs what is due now. */
    outbox: OutboxWorker;
  }
}

/** Builds the shop's HTTP application. Listening is left to the caller (main.ts or a test). */
export async function buildApp({ config, database, shop, logger, webDir = webDistDir, ssrDir = ssrDistDir, renderBundle, mailer, paymentProvider, expirySweepMs = 30_000, signInCounters }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
    logController: new AccessLog(),
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // First of all hooks: ties the API requests of a page render to it (pages/render-reads.ts).
  const renderReads = createRenderReads();
  app.addHook('onRequest', renderReads.onRequest);

  registerSecurityHeaders(app, { production: config.env === 'production', googlePhotos: Boolean(config.google), stripe: Boolean(config.stripe) });
  await app.register(compress, { threshold: COMPRESS_FROM_BYTES, encodings: [...BODY_ENCODINGS], brotliOptions: BROTLI_OPTIONS });
  // Counted where every app process sees them (http/rate-limit-store.ts): Redis, or the database.
  const limitCounters = await openLimitCounters({ redis: config.redis, db: database.db, log: app.log });
  app.addHook('onClose', () => limitCounters.close());
  await app.register(rateLimit, { global: false, ...limitCounters.routeLimits });
  await registerCors(app, config.corsOrigins);
  const senderOf = registerSameOriginGuard(app, { publicUrl: config.publicUrl, exempt: ['/api/payments/stripe/webhook'], allowedOrigins: config.corsOrigins });
  registerPrivateAnswers(app);
  registerPathParameterGuard(app);
  registerNulTextGuard(app);
  await registerOpenApi(app, { title: shop.name, publicUrl: config.publicUrl, production: config.env === 'production', currency: shop.currency });

  const authSecret = await resolveAuthSecret(config.authSecret, config.dataDir);
  /** Where links in emails point. */
  const baseUrl = (config.publicUrl ?? `http://localhost:${config.port || 3000}`).replace(/\/+$/, '');
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log });
  const auth = createAuth({
    config,
    db: database.db,
    mailer: mail,
    secret: authSecret,
    baseUrl,
    shopName: shop.name,
    log: app.log,
  });
  const sessions = createSessionCache();
  await app.register(sessionPlugin, { auth, database, sessions });
  const google = Boolean(config.google);
  const devices = new DeviceCookies(authSecret, config.env === 'production');
  await app.register(authRoutes, { auth, limiter: new SignInLimiter(DEFAULT_SIGN_IN_LIMITS, signInCounters ?? sharedSignInCounters(limitCounters.store, app.log)), devices, google, sessions, senderOf });
  await app.register(accountRoutes, { db: database.db, google, sessions });
  await app.register(userRoutes, { db: database.db, sessions, ownerEmails: config.adminEmails });

  const payments = paymentProvider ?? (config.stripe ? stripeProvider(config.stripe) : testCardProvider(database.db));
  const hub = new OrderEventsHub();
  await hub.start(database);
  // Before the server waits for open connections: end the event streams, which never finish by themselves.
  app.addHook('preClose', () => hub.stop());
  const catalogCache = createCatalogCache();
  const catalogStructure = createCatalogStructureCache();
  const searchIndex = new SearchIndex(database, app.log);
  const shownProducts = createShownProducts();
  const stockChanged = (productIds: string[]) => forgetChangedProducts(catalogCache, { productIds, lists: false });
  await app.register(orderRoutes, { db: database.db, limits: config.unpaidOrders, tax: shop.tax, timeZone: shop.timeZone, stockChanged });
  await app.register(checkoutRoutes, { db: database.db, rules: { limits: config.unpaidOrders, tax: shop.tax, shop }, stockChanged });
  await app.register(orderEventsRoutes, { hub });
  await app.register(paymentRoutes, { db: database.db, provider: payments, currency: shop.currency, timeZone: shop.timeZone });
  if (hasTestCardForm(payments)) await app.register(testCardRoutes, { db: database.db, provider: payments, timeZone: shop.timeZone });
  if (config.stripe) await app.register(stripeWebhookRoutes, { db: database.db, provider: payments, webhookSecret: config.stripe.webhookSecret, timeZone: shop.timeZone });
  const invoiceSeller = await loadInvoiceSeller(shop, webDir);
  await app.register(invoiceRoutes, { db: database.db, seller: invoiceSeller });

  // Calls to the payment provider that a change needs (refunds...) are made after it commits.
  const stockAlertMailing = { mailer: mail, publicUrl: baseUrl, shopName: shop.name, locale: shop.locale };
  const orderMailing = { ...stockAlertMailing, currency: shop.currency };
  const handlers = {
    ...paymentTaskHandlers(database.db, payments),
    ...stockAlertTaskHandlers(database.db, stockAlertMailing),
    ...orderMailTaskHandlers(database.db, { ...orderMailing, invoiceSeller }),
    ...lowStockTaskHandlers(database.db, { ...stockAlertMailing, ownerEmails: config.adminEmails }),
    ...quoteMailTaskHandlers(database.db, { ...orderMailing, timeZone: shop.timeZone, ownerEmails: config.adminEmails }),
    ...tradeMailTaskHandlers(database.db, orderMailing),
  };
  const outbox = new OutboxWorker(database.db, { handlers, log: app.log });
  await outbox.start(database);
  app.decorate('outbox', outbox);
  const stopExpiring = every(expirySweepMs, 'expire unpaid orders', () => expireDueOrders(database.db), app.log);
  /** Products whose place on lists moved (their sales or their rating): this process's cached lists and index learn it at once. */
  const listedProductsChanged = (productIds: string[]) => {
    if (productIds.length === 0) return;
    forgetChangedProducts(catalogCache, { productIds, lists: true });
    searchIndex.productsChanged(productIds);
  };
  const countBestSellers = async () => listedProductsChanged(await refreshBestSellers(database.db));
  const stopCountingBestSellers = every(BEST_SELLERS_EVERY_MS, 'count best sellers', countBestSellers, app.log);
  app.addHook('onClose', async () => {
    await stopExpiring();
    await stopCountingBestSellers();
    await outbox.stop();
  });

  await app.register(healthRoutes, { database, searchIndex });
  await app.register(shopRoutes, { shop });
  await app.register(catalogFreshness, { cache: catalogCache, structure: catalogStructure, index: searchIndex, shown: shownProducts, database });
  await app.register(catalogRoutes, { db: database.db, cache: catalogCache, structure: catalogStructure });
  await app.register(discoveryRoutes, { db: database.db, cache: catalogCache, structure: catalogStructure, inProcess: { index: searchIndex, shown: shownProducts } });
  await app.register(categoriesAdminRoutes, { db: database.db, cache: catalogCache, structure: catalogStructure, index: searchIndex });
  await app.register(searchSynonymsRoutes, { db: database.db, cache: catalogCache, structure: catalogStructure });
  const storage = await openMediaStorage(config, app.log);
  await app.register(catalogAdminRoutes, { db: database.db, storage, cache: catalogCache, index: searchIndex });
  await app.register(productAccessoriesRoutes, { db: database.db, cache: catalogCache });
  await app.register(productImportRoutes, { db: database.db, storage, cache: catalogCache, index: searchIndex });
  await app.register(productDocumentRoutes, { db: database.db, storage, cache: catalogCache });
  await app.register(productExportRoutes, { db: database.db });
  await app.register(stockLedgerRoutes, { db: database.db });
  await app.register(mediaRoutes, { storage });
  await app.register(reviewRoutes, { db: database.db, storage });
  await app.register(productReviewRoutes, { db: database.db, ratingChanged: listedProductsChanged });
  await app.register(contactRoutes, { db: database.db });
  await app.register(stockAlertRoutes, { db: database.db });
  await app.register(cartRoutes, { db: database.db });
  await app.register(deliveryRoutes, { db: database.db, shop });
  await app.register(discountRoutes, { db: database.db, shop });
  await app.register(addressRoutes, { db: database.db, postcodeRule: shop.postcode });
  await app.register(overviewRoutes, { db: database.db, shop });
  await app.register(projectListRoutes, { db: database.db });
  await app.register(quoteRoutes, { db: database.db, shop });
  await app.register(tradeRoutes, { db: database.db, taxNumberRule: shop.taxNumber });
  await app.register(tradeInvoiceRoutes, { db: database.db, shop });
  await app.register(contactInboxRoutes, { db: database.db });
  await app.register(contentRoutes, { blog: await loadBlogPosts(contentDir), portfolio: await loadPortfolio(contentDir), legal: await loadLegalPages(contentDir) });

  const shell = await registerStaticWeb(app, { webDir, storage });
  await app.register(seoRoutes, { db: database.db, cache: catalogCache, structure: catalogStructure, shop, publicUrl: config.publicUrl });
  if (shell) {
    const assets = await loadPageAssets(ssrDir);
    const pages: ServerPages | undefined = assets && { assets, render: await loadPageRenderer(app, renderReads, renderBundle ?? ssrDir) };
    await app.register(pageRoutes, { db: database.db, cache: catalogCache, structure: catalogStructure, shop, publicUrl: config.publicUrl, shell, pages });
  }
  return app;
}
