import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { onUnauthorized, queryClient } from './query-client';
import { sessionKey, type Session } from './session';

const signedIn: Session = { user: { id: 'u1', name: 'Casey', email: 'casey@example.com', image: null, role: 'customer', emailVerified: true }, providers: { google: false } };

function failWith(status: number) {
  return () => Promise.reject(new ApiError({ type: 'about:blank', title: '', status, detail: 'No', code: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN' }));
}

describe('the query client on a 401', () => {
  afterEach(() => queryClient.clear());

  it('forgets the user and their private data, and asks the app to go to the login page, for queries and mutations', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    queryClient.setQueryData(sessionKey, signedIn);
    queryClient.setQueryData(['profile', 'mine'], { name: 'Casey' });
    queryClient.getQueryCache().find({ queryKey: ['profile', 'mine'] })!.setOptions({ queryKey: ['profile', 'mine'], meta: { private: true } });

    await queryClient.fetchQuery({ queryKey: ['orders'], queryFn: failWith(401) }).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData<Session>(sessionKey)?.user).toBeNull();
    expect(queryClient.getQueryData(['profile', 'mine'])).toBeUndefined();

    await queryClient.getMutationCache().build(queryClient, { mutationFn: failWith(401) }).execute(undefined).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('leaves calls that handle their own 401 (signing in) and other errors alone, and does not retry a 401', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    queryClient.setQueryData(sessionKey, signedIn);
    await queryClient.getMutationCache().build(queryClient, { mutationFn: failWith(401), meta: { handles401: true } }).execute(undefined).catch(() => undefined);
    const queryFn = vi.fn(failWith(403));
    await queryClient.fetchQuery({ queryKey: ['users'], queryFn, retry: queryClient.getDefaultOptions().queries?.retry }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
    // A 404 (an order or product that does not exist) is not asked for again either.
    const missing = vi.fn(() => Promise.reject(new ApiError({ type: 'about:blank', title: '', status: 404, detail: 'No', code: 'NOT_FOUND' })));
    await queryClient.fetchQuery({ queryKey: ['orders', 'detail', 'x'], queryFn: missing, retry: queryClient.getDefaultOptions().queries?.retry }).catch(() => undefined);
    expect(missing).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    expect(queryClient.getQueryData<Session>(sessionKey)?.user).toEqual(signedIn.user);
    stop();
  });
});
