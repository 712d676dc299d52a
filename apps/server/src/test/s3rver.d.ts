/** The few parts of `s3rver` (a devDependency without its own types) the tests use. */
declare module 's3rver' {
  type S3rverContext = {
    method: string;
    path: string;
    query: Record<string, string | undefined>;
    status: number;
    body: unknown;
    type: string;
  };
  type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<{ address: string; port: number }>;
    /** Koa's middleware list (s3rver is a Koa app). */
    middleware: S3rverMiddleware[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    close(): Promise<void>;
  }
}
