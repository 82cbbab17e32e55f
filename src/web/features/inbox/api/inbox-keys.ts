export const inboxKeys = {
  all: ['contact-messages'] as const,
  list: (page: number) => ['contact-messages', 'list', { page }] as const,
};
