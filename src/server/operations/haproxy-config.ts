/** What the reverse proxy in front of several shop processes needs to know. */
export interface ProxySettings {
  /** Address and port the proxy listens on, e.g. 127.0.0.1 and 3000. */
  host: string;
  port: number;
  /** The shop processes, each listening on 127.0.0.1 at its own port. */
  appPorts: readonly number[];
}

/**
 * The HAProxy configuration for several shop processes on one machine:
 * - round robin over the processes, each checked on /healthz every second and taken out of
 *   the rotation after two failed checks (a process that stops or is killed);
 * - a request that could not reach a process (connection refused or cut before any answer) is
 *   sent to another one when repeating it is safe: a read; an order or checkout
 *   (`POST /api/orders`, `POST /api/checkout`) that carries an `Idempotency-Key`, since the shop
 *   answers a repeated key with the first order; the creation of an order's payment, which answers
 *   the same payment every time. Any other change (a review, a message, an admin's edit, also
 *   with a key the route does not keep) gets the 502 and the client decides: it may have been done;
 * - the client's address is written into X-Forwarded-For by the proxy (replacing what the client
 *   sent, so nobody can pose as another address to the rate limits); the processes run with
 *   TRUST_PROXY=true, so they also believe X-Forwarded-Host: the proxy removes what the client
 *   sent of it (a client must not choose the host in the shop's own links), and of Forwarded,
 *   which the shop does not read, for anything behind the proxy that might;
 * - long client and server timeouts for the order event streams (server-sent events), which stay
 *   open; the shop sends a heartbeat on them.
 */
export function haproxyConfig({ host, port, appPorts }: ProxySettings): string {
  if (appPorts.length === 0) throw new Error('The proxy needs at least one shop process');
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout http-request 30s',
    '  timeout client 1h',
    '  timeout server 1h',
    '  timeout tunnel 1h',
    '  option http-keep-alive',
    '  option redispatch',
    '  retries 2',
    '  retry-on conn-failure empty-response',
    '',
    'frontend shop',
    `  bind ${host}:${port}`,
    '  http-request set-header X-Forwarded-For %[src]',
    '  http-request set-header X-Forwarded-Proto http',
    '  http-request del-header X-Forwarded-Host',
    '  http-request del-header Forwarded',
    '  acl read method GET HEAD OPTIONS',
    '  acl keyed_order path /api/orders /api/checkout',
    '  acl has_key req.hdr(idempotency-key) -m found',
    '  acl payment_creation path_reg ^/api/orders/[^/]+/payment$',
    '  http-request disable-l7-retry if !read !keyed_order !payment_creation',
    '  http-request disable-l7-retry if keyed_order !read !has_key',
    '  default_backend processes',
    '',
    'backend processes',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1',
    ...appPorts.map((appPort, i) => `  server shop${i + 1} 127.0.0.1:${appPort} check`),
    '',
  ].join('\n');
}
