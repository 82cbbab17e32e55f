/** Query keys of job-site lists. */
export const projectListKeys = {
  all: ['project-lists'] as const,
  mine: ['project-lists', 'mine'] as const,
  one: (id: string) => ['project-lists', 'one', id] as const,
  shared: (token: string) => ['project-lists', 'shared', token] as const,
};

export const listsUrl = '/api/project-lists';
export const listUrl = (id: string) => `/api/project-lists/${encodeURIComponent(id)}`;
export const sharedUrl = (token: string) => `/api/shared-lists/${encodeURIComponent(token)}`;
