import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/config.ts';

export type S3TestServer = {
  settings: S3Settings;
  /** The same settings as environment variables (MEDIA_STORAGE=s3 and the S3_* values). */
  env: Record<string, string>;
  /** The ids of the multipart uploads of the `media` bucket begun and neither completed nor aborted. */
  unfinishedMultipartUploads(): Promise<string[]>;
  close(): Promise<void>;
};

/**
 * A real S3-protocol server in this process (s3rver) with an empty `media` bucket, on a free
 * port and a folder of its own: tests of the S3 store never need a network or a cloud account.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'shortlist-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'media' }],
  });
  addMultipartListing(server);
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'media',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: settings.region,
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async unfinishedMultipartUploads() {
      // s3rver keeps each multipart upload's parts in a folder named after it until it completes
      // or is aborted (it has no ListMultipartUploads call).
      const folder = server.store.getResourcePath('media', undefined, 'uploads');
      return readdir(folder).catch(() => []);
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver 3.7 lacks two calls of the multipart API that `@tus/s3-store` needs: ListParts (how
 * many bytes an upload has, read at each resume) and AbortMultipartUpload (a cancelled or
 * expired upload). This answers them from s3rver's own folder of parts, ahead of its routes.
 */
function addMultipartListing(server: S3rver): void {
  const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
  server.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    const listing = ctx.method === 'GET' && uploadId;
    const abort = ctx.method === 'DELETE' && uploadId;
    if (!match || !uploadId || !/^[0-9a-f]+$/.test(uploadId) || !(listing || abort)) return next();
    const [, bucket = '', key = ''] = match;
    const folder = join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const names = await readdir(folder).catch(() => undefined);
    if (!names) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = xml(
        '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
      );
      return;
    }
    if (abort) {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number);
    numbers.sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const { size } = await stat(join(folder, String(number)));
        const md5 = await readFile(join(folder, `${number}.md5`), 'utf8');
        return `<Part><PartNumber>${number}</PartNumber><ETag>"${md5.trim()}"</ETag><Size>${size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  });
}
