/**
 * Runs the built shop as several processes behind HAProxy on this machine:
 *
 *   DATABASE_URL=postgres://localhost/shop npm run cluster -- --processes 3 --port 3000
 *
 * Every process gets the environment of this command (the same variables as `npm start`), its
 * own port on 127.0.0.1, and TRUST_PROXY=true; the proxy listens on --port (PORT, 3000) of
 * --host (HOST, 127.0.0.1). Ctrl+C (or closing the terminal) stops them all. See docs/scaling.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from '../src/server/operations/cluster.js';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  },
});

async function main() {
  const processes = Number(values.processes);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number (got ${values.port})`);
  // Ctrl+C, a service manager's stop, or the terminal closing (SIGHUP, on which HAProxy would keep
  // running with no process behind it) stop everything, also while it is still starting.
  const stopping = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => stopping.abort());
  const cluster = await startCluster({
    signal: stopping.signal,
    processes,
    port,
    host: values.host,
    serverEntry: path.resolve('dist/node/server/main.js'),
    env: process.env,
  });
  console.log(`The shop is open at ${cluster.url}: ${cluster.processes.map((shop) => `${shop.name} on ${shop.port}`).join(', ')}, behind HAProxy.`);
  // Whatever ends this process, the proxy and the shop processes do not outlive it.
  process.once('exit', () => cluster.signalStop());
  stopping.signal.addEventListener(
    'abort',
    () => {
      console.log('Stopping the proxy and the shop processes…');
      void cluster.stop().then(() => process.exit(0));
    },
    { once: true },
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
