import { Server, type Upload } from '@tus/server';
import { AppError } from '../errors.ts';
import type { UploadStore } from './upload-store.ts';

/**
 * A tus server (resumable uploads, https://tus.io) storing uploads in progress in `store` (the
 * local disk or the S3 bucket, `upload-store.ts`), which keeps each upload's state beside its
 * bytes, so an upload resumes after a server restart. The caller decides who may create and resume
 * (`film-video/routes.ts`) and what happens to a finished file (`onFinish`).
 *
 * An `AppError` thrown by a hook is kept for the request (`failureOf`), so the route answers it
 * in our error shape instead of tus's plain text.
 */
export type TusUploads = {
  server: Server;
  /** The AppError a hook threw while handling `request`, if any. */
  failureOf(request: Request): AppError | undefined;
  /** Forgets an upload: its bytes and metadata (a missing one is fine). */
  remove(id: string): Promise<void>;
  /** Forgets the metadata of an upload whose bytes were moved away (finished). */
  forget(id: string): Promise<void>;
};

export function createTusUploads(options: {
  store: UploadStore;
  /** The public path of the endpoint (`/api/uploads`). */
  path: string;
  onCreate(request: Request, upload: Upload): Promise<void>;
  onFinish(request: Request, upload: Upload): Promise<void>;
}): TusUploads {
  const failures = new WeakMap<Request, AppError>();
  const { store } = options;
  const keep = (request: Request, error: unknown): never => {
    if (error instanceof AppError) {
      failures.set(request, error);
      throw { status_code: error.status, body: error.code };
    }
    throw error;
  };
  const server = new Server({
    path: options.path,
    datastore: store.datastore,
    // `/api/uploads/<id>` whatever host or proxy the browser went through.
    relativeLocation: true,
    // A finished upload is ours (moved into storage): tus must not delete it.
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(request, upload) {
      try {
        await options.onCreate(request, upload);
      } catch (error) {
        keep(request, error);
      }
      return {};
    },
    async onUploadFinish(request, upload) {
      try {
        await options.onFinish(request, upload);
      } catch (error) {
        keep(request, error);
      }
      return {};
    },
  });
  return {
    server,
    failureOf: (request) => failures.get(request),
    remove: (id) => store.remove(id),
    forget: (id) => store.forget(id),
  };
}
