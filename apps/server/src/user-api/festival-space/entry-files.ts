import type { Db } from '@shortlist/db/client';
import { hidesFilmmakers } from '@shortlist/domain/festival-space/review-rules';
import type { FilmDocument } from '@shortlist/domain/films/api-contracts';
import type { VideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { AppError } from '../../platform/errors.ts';
import type { MediaStorage, StoredFile } from '../../platform/storage/media-storage.ts';
import { requireVisibleEntry } from './entry-access.ts';
import type { EntryFilmPorts } from './festival-space-ports.ts';
import { readJurySettings } from './jury-settings.ts';

/**
 * A document of the entry's film, for a member of the entry's festival (404 otherwise, and
 * DOCUMENT_NOT_FOUND for a document of another film): the media area opens it. In blind mode a
 * programmer opens none (`DOCUMENT_NOT_FOUND`, as the entry view lists none to them).
 */
export async function entryDocument(
  db: Db,
  options: {
    accountId: number;
    entryId: number;
    IdDocument: number;
    storage: MediaStorage;
    ports: EntryFilmPorts;
  },
): Promise<{ file: StoredFile; document: FilmDocument }> {
  const { entry, membership } = await requireVisibleEntry(db, options);
  const jury = await readJurySettings(db, entry.IdFestival);
  if (hidesFilmmakers({ blind: jury.blind, role: membership.role })) throw new AppError('DOCUMENT_NOT_FOUND');
  return options.ports.openFilmDocument(db, {
    storage: options.storage,
    IdFilm: entry.IdFilm,
    Id: options.IdDocument,
  });
}

/**
 * The signed playback URLs (video, subtitle tracks, poster) of the entry's film video or trailer,
 * handed to a member of the entry's festival only, living `minutes` (the film-video area signs them).
 */
export async function entryPlaybackUrl(
  db: Db,
  options: {
    accountId: number;
    entryId: number;
    type: VideoType;
    secret: string;
    minutes: number;
    now: Date;
    ports: EntryFilmPorts;
  },
): Promise<VideoPlaybackUrl> {
  const { entry } = await requireVisibleEntry(db, options);
  return options.ports.playbackUrl(db, {
    IdFilm: entry.IdFilm,
    type: options.type,
    secret: options.secret,
    minutes: options.minutes,
    now: options.now,
  });
}
