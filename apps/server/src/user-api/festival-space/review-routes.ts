import { ZApiError } from '@shortlist/domain/errors';
import { ZEntryReviews, ZReviewRequest } from '@shortlist/domain/festival-space/review-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getEntryReviews } from './entry-reviews.ts';
import { entryParams, festivalSpaceTags, routeKit } from './route-kit.ts';
import { saveReview } from './save-review.ts';

const tags = festivalSpaceTags;

/** Reviews (issue 34): each member writes their own review of an entry; managers read everyone's scores. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, caller } = routeKit(app);

  app.get(
    '/entries/:IdInscription/reviews',
    {
      schema: {
        tags,
        summary: "The entry's reviews as the caller may read them",
        description:
          'The scale, the watch threshold, how far the caller watched the film and their own review (its note is theirs alone). ' +
          "A manager with no conflict on the film also reads each member's score and tags and the counted scores' mean and spread; " +
          "a member with a conflict reads no one's.",
        params: entryParams,
        response: { 200: ZEntryReviews, 404: ZApiError },
      },
    },
    async (request) =>
      getEntryReviews(db, { accountId: caller(request), entryId: request.params.IdInscription }),
  );

  app.put(
    '/entries/:IdInscription/review',
    {
      schema: {
        tags,
        summary: "Write the caller's review of the entry: score, private note, reason tags",
        description:
          '`score` null keeps only the note and tags. A score is refused before the caller watched the film past the ' +
          "festival's threshold (409 `REVIEW_NOT_WATCHED`), off the scale (400 `REVIEW_SCORE_OFF_SCALE`), and any review " +
          'from a member with a conflict on the film (409 `REVIEW_CONFLICT_OF_INTEREST`). Answers the reviews as `GET` does.',
        params: entryParams,
        body: ZReviewRequest,
        response: { 200: ZEntryReviews, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) =>
      saveReview(db, {
        accountId: caller(request),
        entryId: request.params.IdInscription,
        request: request.body,
        now: now(),
      }),
  );
};
