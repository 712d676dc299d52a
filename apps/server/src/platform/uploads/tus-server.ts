import { type Locker, Server, type Upload } from '@tus/server';
import type { UploadStore } from './upload-store.ts';

/**
 * A tus server (resumable uploads, https://tus.io) storing uploads in progress in `store` (the
 * local disk or the S3 bucket, `upload-store.ts`), which keeps each upload's state beside its
 * bytes, so an upload resumes after a server restart. The caller decides who may create and resume
 * (`film-video/routes.ts`) and what happens to a finished file (`onFinish`).
 *
 * Whatever a hook or the store throws (our AppError, a failed query, a full disk) is kept for
 * the request (`failureOf`) and rethrown by the route, so the error handler logs it with the
 * request id and answers it in our shape: tus would answer it as plain text with the error's
 * message (a failed query's SQL and values). Only tus's own refusals (`{ status_code, body }`:
 * a wrong offset, a missing header) are answered by tus, and put in our shape by
 * `sendWebResponse`.
 */
export type TusUploads = {
  server: Server;
  /** What a hook or the store threw while handling `request`, if anything. */
  failureOf(request: Request): Error | undefined;
  /** Forgets an upload: its bytes and metadata (a missing one is fine). */
  remove(id: string): Promise<void>;
  /** Forgets the metadata of an upload whose bytes were moved away (finished). */
  forget(id: string): Promise<void>;
};

export function createTusUploads(options: {
  store: UploadStore;
  /** The public path of the endpoint (`/api/uploads`). */
  path: string;
  /** Who may write an upload now; PostgreSQL-backed so it holds across instances (`postgres-locker.ts`). */
  locker: Locker;
  onCreate(request: Request, upload: Upload): Promise<void>;
  onFinish(request: Request, upload: Upload): Promise<void>;
}): TusUploads {
  const failures = new WeakMap<Request, Error>();
  const { store } = options;
  const server = new Server({
    path: options.path,
    datastore: store.datastore,
    locker: options.locker,
    // `/api/uploads/<id>` whatever host or proxy the browser went through.
    relativeLocation: true,
    // A finished upload is ours (moved into storage): tus must not delete it.
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(request, upload) {
      await options.onCreate(request, upload);
      return {};
    },
    async onUploadFinish(request, upload) {
      await options.onFinish(request, upload);
      return {};
    },
    onResponseError(request, error) {
      if (!(error instanceof Error)) return undefined;
      failures.set(request, error);
      // Never sent: the route throws the kept error instead.
      return { status_code: 500, body: '' };
    },
  });
  return {
    server,
    failureOf: (request) => failures.get(request),
    remove: (id) => store.remove(id),
    forget: (id) => store.forget(id),
  };
}
