import { useQuery } from '@tanstack/react-query';
import type { BlogPost } from '../../../../shared/schemas/content';
import { apiGet } from '../../../lib/api-client';

/** GET /api/blog: the posts, rendered from the shop's Markdown content on the server. */
export function useBlogPosts() {
  return useQuery({
    queryKey: ['blog', 'posts'],
    queryFn: ({ signal }) => apiGet<{ posts: BlogPost[] }>('/api/blog', { signal }),
    select: (reply) => reply.posts,
    staleTime: 5 * 60 * 1000,
  });
}
