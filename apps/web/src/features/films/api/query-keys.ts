import type { FilmFilter } from '@shortlist/domain/films/api-contracts';
import type { Language } from '@shortlist/domain/languages';

/** Query keys of the film screens; `all` is invalidated after any change to a film. */
export const filmKeys = {
  all: ['films'] as const,
  lists: ['films', 'list'] as const,
  page: (filter: FilmFilter, page: number) => ['films', 'list', 'page', filter, page] as const,
  count: (filter: FilmFilter) => ['films', 'list', 'count', filter] as const,
  film: (id: number) => ['films', 'film', id] as const,
  completions: (id: number) => ['films', 'completions', id] as const,
  publicFilm: (language: Language, key: string) => ['films', 'public', language, key] as const,
  credits: (id: number) => ['films', 'credits', id] as const,
  addressBook: (search: string, id: number) => ['films', 'address-book', search, id] as const,
  contact: (IdContact: number, id: number) => ['films', 'contact', IdContact, id] as const,
  photos: (id: number) => ['films', 'photos', id] as const,
  documents: (id: number) => ['films', 'documents', id] as const,
  biographies: (IdPersonne: number) => ['films', 'person', IdPersonne, 'biographies'] as const,
  filmography: (IdPersonne: number) => ['films', 'person', IdPersonne, 'filmography'] as const,
  personPhoto: (IdPersonne: number) => ['films', 'person', IdPersonne, 'photo'] as const,
};
