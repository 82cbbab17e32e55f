/** Every table of the shop, for Drizzle's typed queries and for drizzle-kit's migrations. */
export { products, categories, categoryAttributes, productAttributeValues, productPictures } from '../modules/catalog/catalog.tables.js';
export { stockAlerts } from '../modules/stock-alerts/stock-alerts.tables.js';
export { reviews, reviewLikes } from '../modules/reviews/reviews.tables.js';
export { contactMessages } from '../modules/contact/contact.tables.js';
export { users, sessions, authAccounts, verifications, profiles, roleChanges } from '../modules/accounts/accounts.tables.js';
export { orders, orderLines, orderEvents } from '../modules/orders/orders.tables.js';
export { payments, processedWebhookEvents } from '../modules/payments/payments.tables.js';
export { testCardPayments } from '../modules/payments/payments.tables.js';
export { outboxTasks } from '../outbox/outbox.tables.js';
export { carts, cartLines } from '../modules/cart/cart.tables.js';
export { deliveryAddresses } from '../modules/addresses/addresses.tables.js';
export { deliveryZones, deliverySlotBookings, checkoutSettings } from '../modules/delivery/delivery.tables.js';
export { invoiceCounters, invoices } from '../modules/invoices/invoices.tables.js';
export { stockMovements, lowStockNotices } from '../modules/catalog/stock-ledger.tables.js';
export { discountCodes, discountCodeUses } from '../modules/discounts/discounts.tables.js';
export { projectLists, projectListLines } from '../modules/project-lists/project-lists.tables.js';
export { productImports, productImportRows, productImportProblems } from '../modules/catalog/product-import.tables.js';
