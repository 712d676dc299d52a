import { Group, Stack, Text, Title } from '@mantine/core';
import type { PublicFilm } from '@shortlist/domain/films/api-contracts';
import { filmLaurels } from '@shortlist/domain/films/laurels';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';

/** One branch of the wreath: leaves along an arc (drawn once, mirrored for the other side). */
function Branch({ mirrored }: { mirrored?: boolean }) {
  return (
    <svg
      width="22"
      height="56"
      viewBox="0 0 22 56"
      aria-hidden="true"
      focusable="false"
      style={{
        flex: 'none',
        color: 'var(--mantine-color-yellow-7)',
        ...(mirrored ? { transform: 'scaleX(-1)' } : {}),
      }}
    >
      <path d="M18 54C6 44 3 26 9 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {[8, 16, 24, 32, 40, 48].map((y, i) => (
        <ellipse
          key={y}
          cx={i < 3 ? 9 - i * 0.3 : 8 + (i - 3) * 2}
          cy={y}
          rx="5"
          ry="2.2"
          fill="currentColor"
          transform={`rotate(${-55 + i * 6} ${i < 3 ? 9 - i * 0.3 : 8 + (i - 3) * 2} ${y})`}
        />
      ))}
    </svg>
  );
}

/**
 * The film's laurels (issue 32): each festival of its career with the year and the award, or
 * "Official selection" when it was selected without one. Full sharing only, as the career.
 */
export function FilmLaurels({ film }: { film: PublicFilm }) {
  const { t } = useTranslation('films');
  const laurels = filmLaurels(film.career?.participations ?? []);
  if (laurels.length === 0) return null;
  return (
    <section aria-labelledby="film-laurels">
      <Title order={2} size="h3" id="film-laurels" mb="xs">
        {t('public.festivals')}
      </Title>
      <Group
        component="ul"
        gap="md"
        wrap="wrap"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        data-testid="film-laurels"
      >
        {laurels.map((laurel) => (
          <Group component="li" key={laurel.Id} gap={4} wrap="nowrap" maw={300}>
            <Branch />
            <Stack gap={0} align="center" style={{ textAlign: 'center', minWidth: 0 }}>
              <Text size="xs" fw={700} tt="uppercase" style={{ overflowWrap: 'anywhere' }}>
                {laurel.award ?? t('public.officialSelection')}
              </Text>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {laurel.festival}
              </Text>
              <Text size="xs">{laurel.year}</Text>
            </Stack>
            <Branch mirrored />
          </Group>
        ))}
      </Group>
    </section>
  );
}
