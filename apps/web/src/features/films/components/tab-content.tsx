import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { Film, FilmCompletions } from '@shortlist/domain/films/api-contracts';
import { PUBLICATION } from '@shortlist/domain/films/film-values';
import type { FilmRecordTab } from '@shortlist/i18n/film-tab-words';
import { FilmPhotos } from '../../../shared/film-record/film-photos.tsx';
import { FilmRecordData } from '../../../shared/film-record/film-record-data.tsx';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useFilmMediaBlocks } from '../../../shared/ui/film-media-slot.ts';
import { usePhotos } from '../api/list-photos.ts';
import { CareerForm } from './career-form.tsx';
import { CompletenessChecklist } from './completeness-checklist.tsx';
import { CreationForm, NewFilmForm } from './creation-form.tsx';
import { CreditsTab } from './credits/credits-tab.tsx';
import { DataForm } from './data-form.tsx';
import { DeleteFilm } from './delete-film.tsx';
import { MediaTab } from './media/media-tab.tsx';
import { PreviewCredits, PreviewDocuments } from './preview-sections.tsx';
import { PublicationForm } from './publication-form.tsx';
import { SuperStampBox } from './superstamp-box.tsx';
import { TechnicalForm } from './technical-form.tsx';

/** The content of one tab of the film record; `film` is undefined while creating one. */
export function TabContent(props: {
  tab: FilmRecordTab;
  film: Film | undefined;
  completions?: FilmCompletions;
}) {
  const { t } = useTranslation('films');
  const { tab, film, completions } = props;
  const mediaBlocks = useFilmMediaBlocks();
  if (!film) return <NewFilmForm />;
  switch (tab) {
    case 'creation':
      return <CreationForm film={film} />;
    case 'preview':
      return <Preview film={film} completions={completions} />;
    case 'data':
      return <DataForm film={film} />;
    case 'technical':
      return <TechnicalForm film={film} />;
    case 'credits':
      return <CreditsTab film={film} />;
    case 'career':
      return <CareerForm film={film} />;
    case 'media':
      // Photos and documents, then the film video and trailer of their own feature (features/film-video).
      return (
        <Stack gap="xl">
          <MediaTab film={film} />
          {mediaBlocks.map((Block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list set once by the app.
            <Block key={index} filmId={film.Id} />
          ))}
        </Stack>
      );
    case 'publication':
      // The SuperStamp is what opens full publication (spec §2 SuperStamp/publication).
      return (
        <Stack gap="xl">
          <SuperStampBox film={film} />
          <PublicationForm film={film} />
        </Stack>
      );
    case 'management':
      return <DeleteFilm film={film} />;
    default:
      return <EmptyState message={t('record.comingSoon')} />;
  }
}

/**
 * The overview (issue 32): what keeps the film from entering a festival, the public page when
 * the film has one, and the record read-only as a festival's programmers will read it once the
 * film is entered (the festival workspace's own component).
 */
function Preview({ film, completions }: { film: Film; completions?: FilmCompletions }) {
  const { t } = useTranslation('films');
  return (
    <Stack gap="md">
      {completions && <CompletenessChecklist filmId={film.Id} completions={completions} />}
      {film.Publication === PUBLICATION.private ? (
        <Text>
          {t('preview.private')}{' '}
          {/* Underlined: a link inside a sentence must not rely on colour alone (axe link-in-text-block). */}
          <Anchor
            component={LocalizedLink}
            route="filmEdit"
            params={{ id: String(film.Id), tab: 'publication' }}
            underline="always"
          >
            {t('preview.publish')}
          </Anchor>
        </Text>
      ) : (
        <Text>
          <Anchor
            component={LocalizedLink}
            route="film"
            params={{ id: film.Shortname ?? String(film.Id) }}
            data-testid="public-link"
          >
            {t('publication.open')}
          </Anchor>
        </Text>
      )}
      <Stack gap="sm" component="section" aria-labelledby="preview-festival">
        <Title order={3} size="h4" id="preview-festival">
          {t('preview.festivalTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('preview.festivalLead')}
        </Text>
        <FilmRecordData film={film} />
        <PreviewCredits film={film} />
        <PreviewPhotos film={film} />
        <PreviewDocuments film={film} />
      </Stack>
    </Stack>
  );
}

/** The photos as the festival's entry view shows them. */
function PreviewPhotos({ film }: { film: Film }) {
  const { t } = useTranslation('festivalSpace');
  const photos = usePhotos(film.Id);
  return (
    <section aria-labelledby="preview-photos">
      <Title order={3} size="h5" id="preview-photos" mb="xs">
        {t('tabs.photos')}
      </Title>
      {photos.data && <FilmPhotos title={film.TitreOriginal} photos={photos.data.photos} />}
    </section>
  );
}
