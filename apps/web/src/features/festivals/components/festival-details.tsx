import { Anchor, Badge, Box, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { displayPhone } from '@shortlist/domain/accounts/contact-formats';
import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { festivalSrcSet } from '../image-sources.ts';
import { MapPinIcon } from './icons.tsx';

type Adresse = NonNullable<FestivalPage['adresse']>;
type Coordonnee = NonNullable<FestivalPage['coordonnee']>;

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('festivals');
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('page.opensInNewTab')}</span>
    </Anchor>
  );
}

function AddressLines({ adresse }: { adresse: Omit<Adresse, 'GpsLatitude' | 'GpsLongitude' | 'MapUrl'> }) {
  const cityLine = [adresse.Cp, adresse.Ville].filter(Boolean).join(' ');
  const lines = [adresse.Ligne1, adresse.Ligne2, cityLine, adresse.Province, adresse.LibellePays].filter(
    Boolean,
  );
  return (
    <Text component="address" style={{ fontStyle: 'normal' }}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: address lines may repeat (city and province) and never move
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </Text>
  );
}

function ContactLines({ coordonnee }: { coordonnee: Coordonnee }) {
  const { t } = useTranslation('festivals');
  const social = [
    ['LinkedIn', coordonnee.UrlLinkedin],
    ['Instagram', coordonnee.UrlInstagram],
    ['Facebook', coordonnee.UrlFacebook],
    ['X (Twitter)', coordonnee.UrlTwitter],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  const rows: [string, ReactNode][] = [];
  if (coordonnee.Telephone) {
    const tel = `tel:${coordonnee.Telephone.replace(/[^+\d]/g, '')}`;
    rows.push([
      t('page.phone'),
      <Anchor key="phone" href={tel}>
        {displayPhone(coordonnee.Telephone)}
      </Anchor>,
    ]);
  }
  if (coordonnee.Email) {
    rows.push([
      t('page.email'),
      <Anchor key="email" href={`mailto:${coordonnee.Email}`}>
        {coordonnee.Email}
      </Anchor>,
    ]);
  }
  if (coordonnee.SiteWeb) {
    const site = coordonnee.SiteWeb.replace(/^https?:\/\//, '');
    rows.push([
      t('page.website'),
      <ExternalLink key="site" href={coordonnee.SiteWeb}>
        {site}
      </ExternalLink>,
    ]);
  }
  if (social.length > 0) {
    rows.push([
      t('page.social'),
      <Group key="social" gap="sm" component="span">
        {social.map(([name, url]) => (
          <ExternalLink key={name} href={url}>
            {name}
          </ExternalLink>
        ))}
      </Group>,
    ]);
  }
  return (
    <Stack gap={6} component="dl" m={0}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="xs" fw={700} c="dimmed">
            {term}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** Address and map, contact, structure, genres/categories/themes and labels: the side column. */
export function FestivalDetails({ festival }: { festival: FestivalPage }) {
  const { t } = useTranslation('festivals');
  const tagGroups = [
    ['genres', t('page.genres'), festival.genres],
    ['categories', t('page.categories'), festival.categories],
    ['themes', t('page.themes'), festival.thematiques],
  ] as const;
  return (
    <Stack gap="lg">
      {festival.adresse && (
        <Block id="festival-address" title={t('page.address')}>
          <AddressLines adresse={festival.adresse} />
          {festival.adresse.MapUrl && (
            <Group gap={4} mt={4}>
              <MapPinIcon size={16} />
              <ExternalLink href={festival.adresse.MapUrl}>{t('page.map')}</ExternalLink>
            </Group>
          )}
        </Block>
      )}
      {festival.coordonnee && (
        <Block id="festival-contact" title={t('page.contact')}>
          <ContactLines coordonnee={festival.coordonnee} />
        </Block>
      )}
      {festival.structure && (
        <Block id="festival-structure" title={t('page.structure')}>
          <Text fw={600}>{festival.structure.RaisonSociale}</Text>
          {festival.structure.Adresse && <AddressLines adresse={festival.structure.Adresse} />}
          {festival.structure.NumeroIntracom && (
            <Text size="sm" c="dimmed">
              {t('page.vatNumber', { value: festival.structure.NumeroIntracom })}
            </Text>
          )}
        </Block>
      )}
      {tagGroups.map(
        ([key, title, items]) =>
          items.length > 0 && (
            <Block key={key} id={`festival-${key}`} title={title}>
              <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((item) => (
                  <li key={item.Id}>
                    <Badge variant="default" tt="none" size="lg" fw={500}>
                      {item.Libelle}
                    </Badge>
                  </li>
                ))}
              </Group>
            </Block>
          ),
      )}
      {festival.labels.length > 0 && (
        <Block id="festival-labels" title={t('page.labels')}>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {festival.labels.map((label) => (
              <Group component="li" key={label.Id} gap="sm" wrap="nowrap" align="flex-start">
                {label.ImgUrl && (
                  <Image src={label.ImgUrl} alt="" w={40} h={40} fit="contain" loading="lazy" />
                )}
                <div>
                  <Text fw={600} size="sm">
                    {label.Titre}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`page.labelType.${label.Type}`)}
                  </Text>
                  {label.Description && <Text size="sm">{label.Description}</Text>}
                </div>
              </Group>
            ))}
          </Stack>
        </Block>
      )}
    </Stack>
  );
}

/** Photos with their credits, loaded lazily (spec §9). */
export function FestivalPhotos({ festival }: { festival: FestivalPage }) {
  const { t } = useTranslation('festivals');
  if (festival.photos.length === 0) return null;
  return (
    <Block id="festival-photos" title={t('page.photos')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {festival.photos.map((photo) => (
          <Box component="figure" key={photo.Id} m={0}>
            <Image
              src={photo.Url}
              srcSet={festivalSrcSet(photo.Fichier)}
              sizes="(min-width: 62em) 280px, (min-width: 36em) 50vw, 100vw"
              alt=""
              radius="sm"
              loading="lazy"
              h={180}
              fit="cover"
            />
            <Text component="figcaption" size="xs" c="dimmed" mt={4}>
              {t('page.photoCredit', { credit: photo.Credit })}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Block>
  );
}
