/** Query keys of delivery management (admins). */
export const deliveryAdminKeys = {
  zones: ['delivery-admin', 'zones'] as const,
  settings: ['delivery-admin', 'settings'] as const,
};
