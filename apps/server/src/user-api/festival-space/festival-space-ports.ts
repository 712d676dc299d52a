import type { Db } from '@shortlist/db/client';
import type {
  FestivalCode,
  FestivalCodeRequest,
  HandFestivalCodeRequest,
} from '@shortlist/domain/festival-space/code-contracts';
import type { FestivalImageKind, FestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import type { PayoutMonth, PayoutStatement } from '@shortlist/domain/festival-space/payout-contracts';
import type {
  FestivalProfile,
  FestivalProfileValues,
} from '@shortlist/domain/festival-space/profile-contracts';
import type { Film, FilmDocument, FilmPhoto } from '@shortlist/domain/films/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import type { FilmVideo, VideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import type { CreateInvitationCommand } from '@shortlist/domain/submissions/invitation-contracts';
import type { SubmissionActor } from '@shortlist/domain/submissions/submission-state';
import type { MediaStorage, StoredFile } from '../../platform/storage/media-storage.ts';
import type { PhotoIntake } from '../../platform/storage/uploaded-photo.ts';
import type { CalendarPorts } from './calendar-ports.ts';
import type { CallEditorPorts } from './call-editor-ports.ts';
import type { CallPorts } from './call-ports.ts';
import type { QuestionPorts } from './question-ports.ts';

/**
 * What the festival-space area needs of other areas, given by the composition root
 * (`user-api/routes.ts`), so this area never imports another's files and writes only its own
 * tables (`membre_festival`, `visionnage`). Each port is the other area's own function, typed
 * here by what this area calls it with.
 */
export type FestivalSpacePorts = {
  /** The submissions area's one writer of a submission's status (`submission-transition.ts`). */
  transitionSubmission: (
    tx: Db,
    options: {
      entryId: number;
      to: number;
      actor: SubmissionActor;
      memberAccountId?: number | undefined;
      reason?: string | undefined;
      expected?: number | undefined;
      language?: Language;
      now: Date;
    },
  ) => Promise<{ from: number; to: number }>;
  /** The submissions area's writer of the note and reasons sent with a decision (`set-decision-note.ts`). */
  setDecisionNote: (
    db: Db,
    options: { entryId: number; note: string | null; reasons: readonly string[] },
  ) => Promise<void>;
  /** The submissions area's publication of a section's decisions (`publish-decisions.ts`). */
  publishDecisions: (
    db: Db,
    options: { festivalId: number; sectionId: number; memberAccountId: number; publicUrl: string; now: Date },
  ) => Promise<{ published: number }>;
  /** The film areas' reads for the entry view and its downloads (below). */
  entryFilm: EntryFilmPorts;
  /** The order service's payouts to the festival (`order-api/payouts/payout-ports.ts`), read only. */
  payouts: {
    listPayoutMonths: (db: Db, options: { festivalId: number }) => Promise<PayoutMonth[]>;
    payoutStatement: (
      db: Db,
      options: { festivalId: number; month: string; language: Language },
    ) => Promise<PayoutStatement>;
    renderStatementPdf: (statement: PayoutStatement, language: Language) => Promise<Buffer>;
    statementCsv: (statement: PayoutStatement, language: Language) => string;
  };
  /** The order service's discount codes of the festival (`order-api/festival-codes/festival-code-ports.ts`). */
  codes: CodePorts;
} & MemberPorts &
  FilmInvitationPorts &
  ProfilePorts &
  ImagePorts &
  CallPorts &
  CallEditorPorts &
  QuestionPorts &
  CalendarPorts;

/** The festival's discount codes, owned and counted by the order service (issue 33). */
export type CodePorts = {
  createFestivalCode: (
    db: Db,
    options: { festivalId: number; request: FestivalCodeRequest; now: Date },
  ) => Promise<{ IdCode: number }>;
  listFestivalCodes: (
    db: Db,
    options: { festivalId: number; language: Language; now: Date; codeId?: number },
  ) => Promise<FestivalCode[]>;
  disableFestivalCode: (db: Db, options: { festivalId: number; codeId: number; now: Date }) => Promise<void>;
  handFestivalCode: (
    db: Db,
    options: {
      festivalId: number;
      codeId: number;
      request: HandFestivalCodeRequest;
      language: Language;
      publicUrl: string;
      now: Date;
    },
  ) => Promise<void>;
};

/**
 * The festivals area's festival profile (`festivals/festival-profile.ts`,
 * `festivals/write-festival-profile.ts`): it owns the festival's tables, this area checks the
 * manager and calls it.
 */
export type ProfilePorts = {
  readFestivalProfile: (
    db: Db,
    options: { festivalId: number; routedLanguages: readonly Language[] },
  ) => Promise<FestivalProfile>;
  writeFestivalProfile: (
    db: Db,
    options: { festivalId: number; values: FestivalProfileValues; routedLanguages: readonly Language[] },
  ) => Promise<void>;
};

/**
 * The festivals area's festival images (`festivals/festival-images.ts`,
 * `festivals/write-festival-images.ts`): it owns the festival's tables and the image files, this
 * area checks the manager and calls it.
 */
export type ImagePorts = {
  images: {
    readFestivalImages: (db: Db, options: { festivalId: number }) => Promise<FestivalImages>;
    setFestivalImage: (
      db: Db,
      options: ImageUpload & { festivalId: number; kind: FestivalImageKind },
    ) => Promise<void>;
    removeFestivalImage: (
      db: Db,
      options: ImageFiles & { festivalId: number; kind: FestivalImageKind },
    ) => Promise<void>;
    addFestivalPhoto: (
      db: Db,
      options: ImageUpload & { festivalId: number; Credit: string },
    ) => Promise<void>;
    changeFestivalPhotoCredit: (
      db: Db,
      options: { festivalId: number; photoId: number; Credit: string },
    ) => Promise<void>;
    deleteFestivalPhoto: (
      db: Db,
      options: ImageFiles & { festivalId: number; photoId: number },
    ) => Promise<void>;
    reorderFestivalPhotos: (
      db: Db,
      options: { festivalId: number; order: readonly number[] },
    ) => Promise<void>;
  };
};

/** Where a festival's image files live (the media store, and the local folder of their sizes). */
export type ImageFiles = { storage: MediaStorage; mediaDir: string };

/** An uploaded image's bytes and what checks them (the image queue and worker, the upload rate). */
export type ImageUpload = ImageFiles & {
  intake: PhotoIntake;
  bytes: Buffer;
  accountId: number;
  language: Language;
  now: Date;
};

/**
 * The auth area's account for an invited member (`auth/account-for-invitee.ts`), in the caller's
 * transaction: the address's active account, or one created for someone else, with the token of
 * its first-connection link when it cannot sign in by itself yet.
 */
export type MemberPorts = {
  accountForInvitee: (
    tx: Db,
    options: { login: string; language: Language; now: Date },
  ) => Promise<{
    IdCompte: number;
    Login: string;
    IdLangue: number;
    created: boolean;
    firstConnectionToken: string | null;
  }>;
};

/**
 * The invitations area's creation of an invitation (`invitations/create-invitation.ts`, also the
 * operator's `create-invitation`): the row, and the invitation email in the invitee's language.
 */
export type FilmInvitationPorts = {
  createInvitation: (
    db: Db,
    options: { input: CreateInvitationCommand; now: Date; publicUrl: string },
  ) => Promise<{
    IdInvitation: number;
    IdCompte: number | null;
    IdCampagneSection: number;
    DateValiditee: string;
  }>;
};

/**
 * What the entry view reads of the film's areas (issue 31), for any film whatever its
 * publication or archiving: each is the owning area's function without its owner check, which
 * this area replaces by its own (the account is a member of the entry's festival).
 */
export type EntryFilmPorts = {
  /** The films area's record (`films/film-record.ts` `readFilmRecordById`). */
  readFilmRecord: (db: Db, options: { id: number; now: Date }) => Promise<Film>;
  /** The credits area's credits with contact details (`film-credits/film-credit-contacts.ts`). */
  filmCreditContacts: (
    db: Db,
    options: { IdFilm: number; language: Language },
  ) => Promise<
    {
      IdFonction: number;
      OrdreFonction: number;
      IdPersonne: number;
      displayName: string;
      Fonction: string;
      Email: string | null;
      Telephone: string | null;
      SiteWeb: string | null;
    }[]
  >;
  /** The media area's photos of the film (`film-media/list-film-photos.ts` `filmPhotos`). */
  filmPhotos: (db: Db, film: { Id: number; IdCompte: number }) => Promise<FilmPhoto[]>;
  /** The media area's documents of the film (`film-media/film-documents.ts` `filmDocumentsOf`). */
  filmDocuments: (db: Db, options: { IdFilm: number }) => Promise<FilmDocument[]>;
  /** One document and its file (`film-media/film-documents.ts` `openFilmDocument`). */
  openFilmDocument: (
    db: Db,
    options: { storage: MediaStorage; IdFilm: number; Id: number },
  ) => Promise<{ file: StoredFile; document: FilmDocument }>;
  /** The film-video area's videos as a festival sees them (`list-film-videos.ts` `filmVideoSummaries`). */
  filmVideos: (
    db: Db,
    options: { IdFilm: number },
  ) => Promise<Pick<FilmVideo, 'TypeVideo' | 'subtitles' | 'vimeo'>[]>;
  /** The film-video area's signed playback URLs (`video-playback.ts` `filmPlaybackUrl`). */
  playbackUrl: (
    db: Db,
    options: { IdFilm: number; type: VideoType; secret: string; minutes: number; now: Date },
  ) => Promise<VideoPlaybackUrl>;
};
