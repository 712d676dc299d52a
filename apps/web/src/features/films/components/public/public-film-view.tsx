import { Anchor, Box, Container, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { PublicFilm } from '@shortlist/domain/films/api-contracts';
import { pickHeroImage } from '@shortlist/domain/films/film-hero';
import { filmDisplayTitle, publicFilmKey } from '@shortlist/i18n/film-head';
import { PUBLIC_FILM_TABS, type PublicFilmTab } from '@shortlist/i18n/film-tab-words';
import { useLanguage } from '../../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { CONTENT_WIDTH } from '../../../../shared/ui/page-container.tsx';
import { formatDuration } from '../../format.ts';
import { type BannerImage, FilmBanner } from './film-banner.tsx';
import { ContactsSection, CreditsSection, FilmSection, PhotosSection } from './public-film-sections.tsx';
import { ShareFilmButton } from './share-film-button.tsx';
import './public-film.css';

/** The hero's picture: a landscape still, else a video's landscape poster frame, else none. */
function bannerImage(film: PublicFilm): BannerImage | null {
  const hero = pickHeroImage(film.photos, film.videos);
  if (hero?.kind === 'photo') return hero;
  if (hero?.kind === 'poster-frame' && hero.video.poster)
    return { kind: 'poster-frame', src: hero.video.poster };
  return null;
}

/** The public film page (spec §2): a banner with the essentials, then tabs Film, Photos, Credits, Contacts. */
export function PublicFilmView({ film, tab }: { film: PublicFilm; tab: PublicFilmTab }) {
  const { t } = useTranslation('films');
  const language = useLanguage();
  const title = filmDisplayTitle(film);
  const image = bannerImage(film);
  const principal = image !== null;
  const facts = [
    film.AnneeProd,
    formatDuration(film.Duree, language),
    film.paysPrincipal,
    film.categories.join(', ') || null,
  ].filter(Boolean);

  const header = (
    <Stack gap={6} py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} c={principal ? 'white' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {title !== film.TitreOriginal && (
        <Text c={principal ? 'gray.2' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {film.TitreOriginal}
        </Text>
      )}
      {film.directors.length > 0 && (
        <Text fw={600} c={principal ? 'white' : undefined}>
          {t('public.by', { names: film.directors.join(', ') })}
        </Text>
      )}
      {facts.length > 0 && (
        <Text c={principal ? 'gray.1' : 'dimmed'} data-testid="film-facts">
          {facts.join(' · ')}
        </Text>
      )}
      <ShareFilmButton title={title} light={principal} />
    </Stack>
  );

  return (
    <>
      {image ? (
        <FilmBanner image={image}>
          <Container size={CONTENT_WIDTH}>{header}</Container>
        </FilmBanner>
      ) : (
        <Container size={CONTENT_WIDTH}>{header}</Container>
      )}
      <Container size={CONTENT_WIDTH} py="md">
        <Stack gap="lg">
          <PublicTabs filmKey={publicFilmKey(film)} current={tab} />
          {tab === 'film' && <FilmSection film={film} />}
          {tab === 'photos' && <PhotosSection film={film} />}
          {tab === 'credits' && <CreditsSection film={film} />}
          {tab === 'contacts' && <ContactsSection film={film} />}
        </Stack>
      </Container>
    </>
  );
}

function PublicTabs({ filmKey, current }: { filmKey: string; current: PublicFilmTab }) {
  const { t } = useTranslation('films');
  return (
    <Box
      component="nav"
      aria-label={t('publicTabs.label')}
      style={{ overflowX: 'auto', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap={0} wrap="nowrap" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {PUBLIC_FILM_TABS.map((tab) => (
          <li key={tab}>
            <UnstyledButton
              component={LocalizedLink}
              route="film"
              params={tab === 'film' ? { id: filmKey } : { id: filmKey, tab }}
              aria-current={tab === current ? 'page' : undefined}
              px="sm"
              py="xs"
              style={{
                display: 'block',
                whiteSpace: 'nowrap',
                fontWeight: tab === current ? 700 : 500,
                borderBottom: `3px solid ${tab === current ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
              }}
            >
              {t(`publicTabs.${tab}`)}
            </UnstyledButton>
          </li>
        ))}
      </Group>
    </Box>
  );
}

/** The site's name above the page (the header is hidden on film pages, spec §2). */
export function FilmSiteBar() {
  const { t } = useTranslation('nav');
  return (
    <Container size={CONTENT_WIDTH} py="xs">
      <Anchor component={LocalizedLink} route="home" fw={800} fz="lg" c="dark" aria-label={t('homeLink')}>
        Shortlist
      </Anchor>
    </Container>
  );
}
