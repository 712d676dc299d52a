import { Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { localizedPath } from '@shortlist/i18n/routes';
import { Navigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { CardGridSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useMemberFestivals } from '../api/list-member-festivals.ts';

/**
 * `festivalSpace` (issue 31): the festivals the account is a member of. With one, the member goes
 * straight to its inbox; with none, how a festival joins and how a member is invited.
 */
export function FestivalSpacePage() {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const festivals = useMemberFestivals();
  const only = festivals.data?.length === 1 ? festivals.data[0] : undefined;
  if (only) {
    return (
      <Navigate
        to={localizedPath('festivalSpaceEntries', language, { id: String(only.IdFestival) })}
        replace
      />
    );
  }
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('home.title')}</Title>
        <Text c="dimmed">{t('home.lead')}</Text>
      </Stack>
      {festivals.isPending ? (
        <div role="status" aria-live="polite">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <CardGridSkeleton count={2} />
        </div>
      ) : festivals.isError ? (
        <RetryAlert title={t('shell.loadError')} onRetry={() => festivals.refetch()} />
      ) : festivals.data.length === 0 ? (
        <EmptyState
          message={t('home.empty')}
          action={
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('home.emptyHow')}</Text>
              <Button component={LocalizedLink} route="dashboard" variant="light">
                {t('shell.filmmakerSpace')}
              </Button>
            </Stack>
          }
        />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {festivals.data.map((festival) => (
            <li key={festival.IdFestival}>
              <Card withBorder radius="md" padding="md" component="article">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                    <Anchor
                      component={LocalizedLink}
                      route="festivalSpaceEntries"
                      params={{ id: String(festival.IdFestival) }}
                    >
                      {festival.Nom}
                    </Anchor>
                  </Title>
                  <Badge variant="outline" color="gray">
                    {t(`roles.${festival.role}`)}
                  </Badge>
                </Group>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
