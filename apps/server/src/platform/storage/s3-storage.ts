import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  UploadPartCommand,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { assertStorageKey, type MediaStorage } from './media-storage.ts';

/** Parts of a multipart write: S3 wants at least 5 MiB but the last, and at most 10,000 parts. */
const PART_BYTES = 16 * 1024 * 1024;
/** The largest object one CopyObject copies; beyond it, a multipart copy. */
const SINGLE_COPY_BYTES = 5 * 1024 ** 3;
const MAX_PARTS = 10_000;

/** The S3 store has what the local disk has, plus a move inside the bucket (a finished tus upload). */
export type S3MediaStorage = MediaStorage & {
  client: S3Client;
  bucket: string;
  /** Moves the object `from` to `to` within the bucket (copy then delete; no byte goes through us). */
  move(from: string, to: string): Promise<void>;
  /**
   * Writes a stream of unknown length under `key` (a link import): one part in memory at a time,
   * sent before the next is read, so memory is one part whatever the size. The parts are sized
   * for `maxBytes` (S3's 10,000 parts). A body that fails, or a failed send, aborts the multipart
   * upload and destroys the body: no object and no unfinished upload are left.
   */
  putStream(key: string, body: Readable, options: { maxBytes: number }): Promise<number>;
};

/** The SDK settings of a client of the store (ours, and `@tus/s3-store`'s own). */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default (aws-chunked bodies with CRC
    // trailers) is not understood by every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  };
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client(s3ClientConfig(settings));
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in a private S3-compatible bucket (MEDIA_STORAGE=s3). Keys are the same as on the local
 * disk. S3 writes are atomic per object (a reader sees the old object or the new one, never
 * half), which gives the local store's "never half-written" for free. Reads go through the
 * server (range requests included), so the bucket never needs a public read.
 */
export function createS3Storage(
  settings: S3Settings,
  options: {
    client?: S3Client;
    /** Tests only: smaller parts, so the multipart paths run on small files. */
    partBytes?: number;
    singleCopyBytes?: number;
  } = {},
): S3MediaStorage {
  const client = options.client ?? createS3Client(settings);
  const Bucket = settings.bucket;
  const minPart = options.partBytes ?? PART_BYTES;
  const singleCopy = options.singleCopyBytes ?? SINGLE_COPY_BYTES;
  /** The part size that keeps a file of `size` bytes within S3's 10,000 parts. */
  const partBytes = (size: number) => Math.max(minPart, Math.ceil(size / MAX_PARTS));
  const checked = (key: string) => {
    assertStorageKey(key);
    return key;
  };

  async function sizeOf(key: string): Promise<number | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** Runs a multipart upload part by part; aborts it on failure so no orphan parts are billed. */
  async function multipart(key: string, parts: (UploadId: string) => Promise<{ ETag: string }[]>) {
    const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key }));
    const UploadId = created.UploadId ?? '';
    try {
      const done = await parts(UploadId);
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: done.map((part, index) => ({ ETag: part.ETag, PartNumber: index + 1 })) },
        }),
      );
    } catch (error) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  return {
    client,
    bucket: Bucket,
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: body }));
    },
    async putFile(key, sourcePath) {
      checked(key);
      const { size } = await stat(sourcePath);
      if (size <= minPart) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(sourcePath),
            ContentLength: size,
          }),
        );
      } else {
        // A gigabyte video is read one part at a time from the disk: memory stays at one stream.
        const step = partBytes(size);
        await multipart(key, async (UploadId) => {
          const etags: { ETag: string }[] = [];
          for (let start = 0, PartNumber = 1; start < size; start += step, PartNumber++) {
            const end = Math.min(size, start + step) - 1;
            const answer = await client.send(
              new UploadPartCommand({
                Bucket,
                Key: key,
                UploadId,
                PartNumber,
                Body: createReadStream(sourcePath, { start, end }),
                ContentLength: end - start + 1,
              }),
            );
            etags.push({ ETag: answer.ETag ?? '' });
          }
          return etags;
        });
      }
      await rm(sourcePath, { force: true });
    },
    async putStream(key, body, { maxBytes }) {
      checked(key);
      const step = partBytes(maxBytes);
      let part: Buffer | undefined;
      let filled = 0;
      let total = 0;
      let UploadId: string | undefined;
      const etags: { ETag: string }[] = [];
      const sendPart = async () => {
        if (!part) return;
        if (UploadId === undefined) {
          const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key }));
          UploadId = created.UploadId ?? '';
        }
        const answer = await client.send(
          new UploadPartCommand({
            Bucket,
            Key: key,
            UploadId,
            PartNumber: etags.length + 1,
            Body: part.subarray(0, filled),
            ContentLength: filled,
          }),
        );
        etags.push({ ETag: answer.ETag ?? '' });
        // The SDK is done with the part once answered: the same buffer takes the next one.
        filled = 0;
      };
      try {
        // `for await` reads the next chunk only when this one is stored: the body waits (backpressure).
        for await (const chunk of body as AsyncIterable<Buffer>) {
          total += chunk.length;
          let offset = 0;
          while (offset < chunk.length) {
            part ??= Buffer.allocUnsafe(step);
            const copied = chunk.copy(part, filled, offset);
            filled += copied;
            offset += copied;
            if (filled === step) await sendPart();
          }
        }
        if (UploadId === undefined) {
          // Smaller than one part: a single write, no multipart upload at all.
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: key,
              Body: part?.subarray(0, filled) ?? Buffer.alloc(0),
              ContentLength: filled,
            }),
          );
          return total;
        }
        if (filled > 0) await sendPart();
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId,
            MultipartUpload: { Parts: etags.map((p, index) => ({ ETag: p.ETag, PartNumber: index + 1 })) },
          }),
        );
        return total;
      } catch (error) {
        body.destroy();
        if (UploadId !== undefined) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
            .catch(() => undefined);
        }
        throw error;
      }
    },
    async get(key) {
      const size = await sizeOf(checked(key));
      if (size === undefined) return undefined;
      return {
        size,
        open(range) {
          // The caller wants a stream now; the object's answer arrives later and flows into it.
          const out = new PassThrough();
          client
            .send(
              new GetObjectCommand({
                Bucket,
                Key: key,
                ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
              }),
            )
            .then((answer) => pipeline(answer.Body as Readable, out))
            .catch((error: Error) => out.destroy(error));
          return out;
        },
      };
    },
    async localCopy(key) {
      checked(key);
      let answer: GetObjectCommandOutput;
      try {
        answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      // ffprobe and ffmpeg seek (an MP4's index is often at its end): they get a real file.
      const dir = await mkdtemp(join(tmpdir(), 'shortlist-s3-'));
      const path = join(dir, key.split('/').at(-1) ?? 'file');
      const release = () => rm(dir, { recursive: true, force: true });
      try {
        await pipeline(answer.Body as Readable, createWriteStream(path));
      } catch (error) {
        await release();
        throw error;
      }
      return { path, release };
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success: deleting twice is safe.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async removeFolder(prefix) {
      const folder = `${checked(prefix.replace(/\/+$/, ''))}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: folder,
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async move(from, to) {
      checked(from);
      checked(to);
      const size = await sizeOf(from);
      if (size === undefined) throw new Error(`no object to move: ${from}`);
      const CopySource = `${Bucket}/${from}`;
      if (size <= singleCopy) {
        await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource }));
      } else {
        // Over 5 GB, S3 copies only part by part (UploadPartCopy), still without the bytes passing here.
        const step = partBytes(size);
        await multipart(to, async (UploadId) => {
          const etags: { ETag: string }[] = [];
          for (let start = 0, PartNumber = 1; start < size; start += step, PartNumber++) {
            const end = Math.min(size, start + step) - 1;
            const answer = await client.send(
              new UploadPartCopyCommand({
                Bucket,
                Key: to,
                UploadId,
                PartNumber,
                CopySource,
                CopySourceRange: `bytes=${start}-${end}`,
              }),
            );
            etags.push({ ETag: answer.CopyPartResult?.ETag ?? '' });
          }
          return etags;
        });
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },
  };
}
