import type { z } from 'zod';
import { UPLOAD_CONTENT_TYPE } from '../../platform/storage/upload-body.ts';

const tags = ['film media'];

/**
 * The options of an upload route (a photo, a document): the file's bytes are the whole body up
 * to `bodyLimit`, what describes it is in the query, and the created record answers 201.
 */
export function uploadOptions<P extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(options: {
  summary: string;
  bodyLimit: number;
  params: P;
  querystring: Q;
  response: R;
}) {
  return {
    bodyLimit: options.bodyLimit,
    schema: {
      tags,
      summary: options.summary,
      description: `The file's bytes are the whole body, sent as \`${UPLOAD_CONTENT_TYPE}\`; its fields are in the query.`,
      consumes: [UPLOAD_CONTENT_TYPE],
      params: options.params,
      querystring: options.querystring,
      response: { 201: options.response },
    },
  };
}
