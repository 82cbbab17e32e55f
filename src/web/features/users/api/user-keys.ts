export const userKeys = {
  all: ['users'] as const,
  list: (page: number, pageSize: number) => ['users', 'list', { page, pageSize }] as const,
  roleChanges: ['users', 'role-changes'] as const,
};
