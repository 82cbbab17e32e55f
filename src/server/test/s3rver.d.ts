/** The parts of s3rver (a local S3-compatible server, for tests) the tests use; the package ships no types. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port; run() answers the one taken. */
    port?: number;
    /** Where the buckets' objects are kept. */
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** s3rver is a Koa application: its middleware run in this order for every request. */
  type Middleware = (context: { method: string; path: string }, next: () => Promise<void>) => Promise<void>;

  class S3rver {
    constructor(options?: S3rverOptions);
    middleware: Middleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    reset(): void;
  }

  export default S3rver;
}
