import net from 'node:net';

/**
 * Passes connections through to Redis until `cut()`, which drops them all and takes no new ones:
 * a shop pointed at `url` sees Redis stop answering, as in an outage.
 */
export async function redisPassThrough(redisUrl: string): Promise<{ url: string; cut(): Promise<void> }> {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const through = new URL(redisUrl);
  through.hostname = '127.0.0.1';
  through.port = String(port);
  return {
    url: through.toString(),
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
