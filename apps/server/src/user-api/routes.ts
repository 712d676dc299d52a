import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { festivalCodePorts } from '../order-api/festival-codes/festival-code-ports.ts';
import { payoutPorts } from '../order-api/payouts/payout-ports.ts';
import { offersRoutes } from './account/offers-routes.ts';
import { accountRoutes } from './account/routes.ts';
import { addressRoutes } from './addresses/routes.ts';
import { accountForInvitee } from './auth/account-for-invitee.ts';
import { authRoutes } from './auth/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { dictionaryRoutes } from './dictionaries/routes.ts';
import { favouritesAmong } from './favourites/favourites-among.ts';
import { deadlineFeedRoutes, favouriteRoutes } from './favourites/routes.ts';
import { isFilmEntrusted } from './festival-space/entry-access.ts';
import { memberFestivalIds } from './festival-space/festival-membership.ts';
import { festivalSpaceRoutes } from './festival-space/routes.ts';
import { readCallCalendar, writeCallCalendar } from './festivals/call-calendar.ts';
import { createCall, readCallDetail, updateCall } from './festivals/call-editor.ts';
import { previewCallPage } from './festivals/call-preview.ts';
import { transitionCall } from './festivals/call-transition.ts';
import { listFestivalCalls } from './festivals/festival-calls.ts';
import { readFestivalImages } from './festivals/festival-images.ts';
import { readFestivalProfile } from './festivals/festival-profile.ts';
import { festivalRoutes } from './festivals/routes.ts';
import {
  createSection,
  deleteSection,
  readSectionDetail,
  reorderSections,
  updateSection,
} from './festivals/section-editor.ts';
import { readSectionQuestions } from './festivals/section-questions.ts';
import {
  addFestivalPhoto,
  changeFestivalPhotoCredit,
  deleteFestivalPhoto,
  removeFestivalImage,
  reorderFestivalPhotos,
  setFestivalImage,
} from './festivals/write-festival-images.ts';
import { writeFestivalProfile } from './festivals/write-festival-profile.ts';
import { countEligibleFilms, writeSectionCriteria } from './festivals/write-section-criteria.ts';
import {
  createSectionQuestion,
  deleteSectionQuestion,
  reorderSectionQuestions,
  updateSectionQuestion,
} from './festivals/write-section-questions.ts';
import { filmCreditContacts } from './film-credits/film-credit-contacts.ts';
import { filmCreditsRoutes } from './film-credits/routes.ts';
import { filmDocumentsOf, openFilmDocument } from './film-media/film-documents.ts';
import { filmPhotos } from './film-media/list-film-photos.ts';
import { filmMediaRoutes } from './film-media/routes.ts';
import { filmVideoSummaries } from './film-video/list-film-videos.ts';
import { filmVideoRoutes } from './film-video/routes.ts';
import { filmPlaybackUrl } from './film-video/video-playback.ts';
import { filmDevRoutes } from './films/dev-routes.ts';
import { readFilmRecordById } from './films/film-record.ts';
import { filmUnlockCheck } from './films/film-unlock-check.ts';
import { publicFilmRoutes } from './films/public-routes.ts';
import { filmRoutes } from './films/routes.ts';
import { helpRoutes } from './help/routes.ts';
import { createInvitation } from './invitations/create-invitation.ts';
import { invitationRoutes } from './invitations/routes.ts';
import { columnRoutes } from './list-views/column-routes.ts';
import { filterRoutes } from './list-views/filter-routes.ts';
import { presentationRoutes } from './list-views/presentation-routes.ts';
import { rankingRoutes } from './list-views/ranking-routes.ts';
import { personExtrasRoutes } from './people/person-extras-routes.ts';
import { peopleRoutes } from './people/routes.ts';
import { platformRoutes } from './platform/routes.ts';
import { basketCount } from './submissions/basket-count.ts';
import { writeBasketEntry } from './submissions/basket-entry.ts';
import { filmEngagements } from './submissions/film-engagements.ts';
import { judgeInvitation } from './submissions/judge-invitation.ts';
import { publishDecisions } from './submissions/publish-decisions.ts';
import { submissionRoutes } from './submissions/routes.ts';
import { setDecisionNote } from './submissions/set-decision-note.ts';
import { submissionFilterRoutes } from './submissions/submission-filter-routes.ts';
import { transitionSubmission } from './submissions/submission-transition.ts';
import { ticketRoutes } from './tickets/routes.ts';
import { translationRoutes } from './translations/routes.ts';

/** The user API (`/api`): one plugin per area. */
export const userApi: FastifyPluginAsyncZod = async (app) => {
  await app.register(platformRoutes);
  await app.register(dictionaryRoutes);
  await app.register(translationRoutes);
  // Festival cards show the user's hearts: the favourites area answers, festivals never imports it.
  await app.register(festivalRoutes, { favouritesAmong });
  await app.register(contentRoutes);
  await app.register(helpRoutes);
  await app.register(ticketRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(offersRoutes);
  await app.register(peopleRoutes);
  await app.register(personExtrasRoutes);
  await app.register(addressRoutes);
  await app.register(favouriteRoutes);
  await app.register(deadlineFeedRoutes);
  // Deleting a film archives it once it has entries: the submissions area counts them.
  await app.register(filmRoutes, { engagements: filmEngagements });
  // The public page plays a film's trailer (and film, with full sharing): the film-video area signs its URL.
  await app.register(publicFilmRoutes, { playbackUrl: filmPlaybackUrl });
  // A protected film's photos reach a visitor who unlocked it: the films area answers.
  // A member of a festival the film was entered at sees its photos: the festival-space area answers.
  await app.register(filmMediaRoutes, {
    isFilmUnlocked: (request, IdFilm) => filmUnlockCheck(app.ctx.database.db, request)(IdFilm),
    isFilmEntrusted: (accountId, IdFilm) => isFilmEntrusted(app.ctx.database.db, accountId, IdFilm),
  });
  await app.register(filmVideoRoutes);
  await app.register(filmCreditsRoutes, {
    isFilmUnlocked: (request, IdFilm) => filmUnlockCheck(app.ctx.database.db, request)(IdFilm),
  });
  await app.register(submissionRoutes);
  await app.register(submissionFilterRoutes);
  // Answering an invitation is judged by the engine and counted in the basket: the submissions area answers.
  await app.register(invitationRoutes, { ports: { judgeInvitation, basketCount, writeBasketEntry } });
  // The festival workspace: statuses, films, screeners and documents come from their areas; a
  // member's account from the auth area, a film invitation from the invitations area, the payouts
  // from the order service (read only; it owns the payout tables), the calls from the festivals area.
  await app.register(festivalSpaceRoutes, {
    prefix: '/festival-space',
    ports: {
      transitionSubmission,
      setDecisionNote,
      publishDecisions,
      accountForInvitee,
      createInvitation,
      readFestivalProfile,
      writeFestivalProfile,
      images: {
        readFestivalImages,
        setFestivalImage,
        removeFestivalImage,
        addFestivalPhoto,
        changeFestivalPhotoCredit,
        deleteFestivalPhoto,
        reorderFestivalPhotos,
      },
      payouts: payoutPorts,
      codes: festivalCodePorts,
      listFestivalCalls,
      transitionCall,
      previewCallPage,
      createCall,
      updateCall,
      readCallDetail,
      createSection,
      updateSection,
      deleteSection,
      reorderSections,
      readSectionDetail,
      writeSectionCriteria,
      countEligibleFilms,
      readSectionQuestions,
      createSectionQuestion,
      updateSectionQuestion,
      deleteSectionQuestion,
      reorderSectionQuestions,
      readCallCalendar,
      writeCallCalendar,
      entryFilm: {
        readFilmRecord: readFilmRecordById,
        filmCreditContacts,
        filmPhotos,
        filmDocuments: filmDocumentsOf,
        openFilmDocument,
        filmVideos: filmVideoSummaries,
        playbackUrl: filmPlaybackUrl,
      },
    },
  });
  // Saved list views (issue 34): an inbox view is public within its festival; the festival-space area
  // answers which festivals the reader is a member of.
  const memberFestivals = (accountId: number) => memberFestivalIds(app.ctx.database.db, accountId);
  await app.register(columnRoutes);
  await app.register(rankingRoutes, { memberFestivals });
  await app.register(filterRoutes, { memberFestivals });
  await app.register(presentationRoutes, { memberFestivals });
  // Development and end-to-end tests only, like the dev mailbox: never in production.
  if (app.ctx.config.devMailbox) await app.register(filmDevRoutes, { prefix: '/dev' });
};
