// The baseline of the read benchmarks: plain node:http answering recorded bytes from memory.
// It does nothing a shop could skip: look up the path, write the recorded head and body.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { RecordedResponse } from './bare-server.js';

const [port, file] = process.argv.slice(2);
const routes = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
for (const recorded of JSON.parse(readFileSync(file!, 'utf8')) as RecordedResponse[]) {
  routes.set(recorded.path, { status: recorded.status, headers: recorded.headers, body: Buffer.from(recorded.body) });
}

createServer((request, response) => {
  if (request.url === '/healthz') {
    response.end('ok');
    return;
  }
  const route = routes.get(request.url ?? '');
  if (!route) {
    response.statusCode = 404;
    response.end();
    return;
  }
  response.writeHead(route.status, route.headers);
  response.end(route.body);
}).listen(Number(port), '127.0.0.1');
