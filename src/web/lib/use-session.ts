import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from './session';

/** The current session; `data.user` is null for visitors. The root route starts loading it early. */
export function useSession() {
  return useQuery(sessionQuery);
}
