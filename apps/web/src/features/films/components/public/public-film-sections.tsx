import { Anchor, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { displayPhone } from '@shortlist/domain/accounts/contact-formats';
import type { PublicFilm } from '@shortlist/domain/films/api-contracts';
import { filmDisplayTitle } from '@shortlist/i18n/film-head';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { LightTable, LightTbody, LightTd, LightTh, LightTr } from '../../../../shared/ui/light-table.tsx';
import { FilmLaurels } from './film-laurels.tsx';
import { FilmVideos } from './film-videos.tsx';

/** A term and its value in the film's facts; nothing when the value is empty. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <LightTr>
      <LightTh scope="row" w="40%" fw={600}>
        {term}
      </LightTh>
      <LightTd>{children}</LightTd>
    </LightTr>
  );
}

/**
 * The Film tab: the trailer (and the film with full sharing), the laurels of its career (full
 * sharing), the summary, the facts a programmer scans, and with full sharing the synopsis.
 */
export function FilmSection({ film }: { film: PublicFilm }) {
  const { t } = useTranslation('films');
  const yes = (value: boolean) => (value ? t('form.yes') : null);
  const list = (values: string[]) => (values.length > 0 ? values.join(', ') : null);
  return (
    <Stack gap="lg">
      <FilmVideos film={film} />
      <FilmLaurels film={film} />
      {film.resume && (
        <section aria-labelledby="film-summary">
          <Title order={2} size="h3" id="film-summary" mb="xs">
            {t('public.summary')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{film.resume}</Text>
        </section>
      )}
      <section aria-labelledby="film-facts-title">
        <Title order={2} size="h3" id="film-facts-title" mb="xs">
          {t('public.facts')}
        </Title>
        <LightTable withRowBorders={false} verticalSpacing={4} layout="fixed">
          <LightTbody>
            <Fact term={t('fields.TitreInternationnal')}>{film.TitreInternationnal}</Fact>
            <Fact term={t('fields.TitreLatin')}>{film.TitreLatin}</Fact>
            <Fact term={t('fields.idsCategorie')}>{list(film.categories)}</Fact>
            <Fact term={t('public.genres')}>{list(film.genres)}</Fact>
            <Fact term={t('fields.idsThematique')}>{list(film.themes)}</Fact>
            <Fact term={t('fields.idPaysProdPrincipal')}>{film.paysPrincipal}</Fact>
            <Fact term={t('fields.idsPaysCoProd')}>{list(film.paysCoProd)}</Fact>
            <Fact term={t('fields.idsLangueDialogue')}>{list(film.languesDialogue)}</Fact>
            <Fact term={t('fields.IsSansDialogue')}>{yes(film.IsSansDialogue)}</Fact>
            <Fact term={t('fields.IsSilencieux')}>{yes(film.IsSilencieux)}</Fact>
            <Fact term={t('public.signLanguage')}>{yes(film.IsLangueSigne)}</Fact>
            <Fact term={t('public.firstFilm')}>{yes(film.IsPremierFilm)}</Fact>
            <Fact term={t('public.schoolFilm')}>
              {film.IsFilmEcole ? (film.NomEcole ?? t('form.yes')) : null}
            </Fact>
            <Fact term={t('public.website')}>
              {film.UrlSite && (
                <Anchor
                  href={film.UrlSite.startsWith('www.') ? `https://${film.UrlSite}` : film.UrlSite}
                  rel="noopener nofollow"
                  target="_blank"
                >
                  {film.UrlSite}
                </Anchor>
              )}
            </Fact>
            {film.technical && (
              <>
                <Fact term={t('fields.IdProcede')}>{film.technical.Procede}</Fact>
                <Fact term={t('fields.IdRatio')}>{film.technical.Ratio}</Fact>
                <Fact term={t('fields.IdSon')}>{film.technical.Son}</Fact>
                <Fact term={t('fields.IdFramerate')}>{film.technical.Framerate}</Fact>
                <Fact term={t('fields.IdPriseVue')}>{film.technical.PriseVue}</Fact>
              </>
            )}
          </LightTbody>
        </LightTable>
      </section>
      {film.synopsis && (
        <section aria-labelledby="film-synopsis">
          <Title order={2} size="h3" id="film-synopsis" mb="xs">
            {t('public.synopsis')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{film.synopsis}</Text>
        </section>
      )}
    </Stack>
  );
}

/** The Photos tab: the gallery, each photo with its credit. */
export function PhotosSection({ film }: { film: PublicFilm }) {
  const { t } = useTranslation('films');
  if (film.photos.length === 0) return <EmptyState message={t('public.noPhotos')} />;
  const title = filmDisplayTitle(film);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {film.photos.map((photo, index) => (
        <figure key={photo.Id} style={{ margin: 0 }}>
          <Anchor href={photo.urls.fullhd ?? photo.urls.origin} target="_blank" rel="noopener">
            <Image
              src={photo.urls.hdready ?? photo.urls.thumbnail}
              alt={t('public.photoAlt', { title, number: index + 1, type: t(`photoTypes.${photo.Type}`) })}
              radius="sm"
              loading={index < 3 ? 'eager' : 'lazy'}
              fit="cover"
              h={200}
            />
          </Anchor>
          {photo.Credit && (
            <Text component="figcaption" size="sm" c="dimmed" mt={4}>
              {t('public.photoCredit', { credit: photo.Credit })}
            </Text>
          )}
        </figure>
      ))}
    </SimpleGrid>
  );
}

/** Credits grouped by function, in the order the server gives (function, then position). */
function groupByFunction<T extends { Fonction: string; IdFonction: number }>(
  items: T[],
): Array<[string, T[]]> {
  const groups = new Map<number, [string, T[]]>();
  for (const item of items) {
    const group = groups.get(item.IdFonction) ?? [item.Fonction, []];
    group[1].push(item);
    groups.set(item.IdFonction, group);
  }
  return [...groups.values()];
}

/** The Credits tab: who did what. */
export function CreditsSection({ film }: { film: PublicFilm }) {
  const { t } = useTranslation('films');
  if (film.credits.length === 0) return <EmptyState message={t('public.noCredits')} />;
  return (
    <LightTable withRowBorders layout="fixed" aria-label={t('publicTabs.credits')}>
      <LightTbody>
        {groupByFunction(film.credits).map(([fonction, credits]) => (
          <LightTr key={fonction}>
            <LightTh scope="row" w="40%">
              {fonction}
            </LightTh>
            <LightTd>{credits.map((credit) => credit.displayName).join(', ')}</LightTd>
          </LightTr>
        ))}
      </LightTbody>
    </LightTable>
  );
}

/** The Contacts tab: the main contacts (director, production, sales, contact) and how to reach them. */
export function ContactsSection({ film }: { film: PublicFilm }) {
  const { t } = useTranslation('films');
  if (film.contacts.length === 0) return <EmptyState message={t('public.noContacts')} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {film.contacts.map((contact) => (
        <Card key={`${contact.IdFonction}-${contact.IdPersonne}`} withBorder radius="md" component="article">
          <Text size="sm" c="dimmed">
            {contact.Fonction}
          </Text>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {contact.displayName}
          </Title>
          <Stack gap={2} mt="xs">
            {contact.Email && (
              <Anchor href={`mailto:${contact.Email}`} style={{ overflowWrap: 'anywhere' }}>
                {contact.Email}
              </Anchor>
            )}
            {contact.Telephone && (
              <Anchor href={`tel:${contact.Telephone.replace(/[^+\d]/g, '')}`}>
                {displayPhone(contact.Telephone)}
              </Anchor>
            )}
            {contact.SiteWeb && (
              <Anchor
                href={contact.SiteWeb.startsWith('www.') ? `https://${contact.SiteWeb}` : contact.SiteWeb}
                target="_blank"
                rel="noopener nofollow"
                style={{ overflowWrap: 'anywhere' }}
              >
                {contact.SiteWeb}
              </Anchor>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
