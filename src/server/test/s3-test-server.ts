import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  bucket: string;
  endpoint: string;
  /** The environment that puts a shop's pictures into this bucket. */
  env: Record<string, string>;
  /** The names of the objects in the bucket, asked of the server over S3 (ListObjectsV2). */
  listObjects(): Promise<string[]>;
  /** The requests the bucket has received so far, as `METHOD /path`, oldest first (this helper's own included). */
  requests(): string[];
  /** An object's bytes, read straight from the bucket. */
  getObject(name: string): Promise<Buffer>;
  /** Stops answering (the bucket is unreachable): nothing listens on its port any more. */
  stop(): Promise<void>;
  /** Stops, and removes its folder. */
  close(): Promise<void>;
}

/** A local S3-compatible server on a free port of 127.0.0.1, its objects in a temporary folder, with one empty bucket. */
export async function startS3TestServer(bucket = 'shop-pictures'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const requests: string[] = [];
  server.middleware.unshift(async (context, next) => {
    requests.push(`${context.method} ${context.path}`);
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new AwsClient({ accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY, service: 's3', region: 'us-east-1', retries: 0 });
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  return {
    bucket,
    endpoint,
    env: { MEDIA_STORE: 's3', S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY },
    async listObjects() {
      const response = await client.fetch(`${endpoint}/${bucket}?list-type=2`);
      if (!response.ok) throw new Error(`listing the bucket answered ${response.status}`);
      return [...(await response.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] ?? '').sort();
    },
    requests: () => [...requests],
    async getObject(name) {
      const response = await client.fetch(`${endpoint}/${bucket}/${encodeURIComponent(name)}`);
      if (!response.ok) throw new Error(`reading ${name} from the bucket answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
