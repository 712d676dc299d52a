import { Alert, Button, Card, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/** What a card needs to know of its calls: loading, failed (with a retry), or ready. */
export type CardState = { isPending: boolean; isError: boolean; retry: () => void };

/** The state of several calls a card waits for together. */
export function combined(
  ...queries: { isPending: boolean; isError: boolean; refetch: () => unknown }[]
): CardState {
  return {
    isPending: queries.some((query) => query.isPending && !query.isError),
    isError: queries.some((query) => query.isError),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

/**
 * One card of the dashboard (DESIGN.md: cards that each lead to one action): a titled region
 * that shows a skeleton shaped like its content while loading, what failed and a retry on error,
 * else its content. Each card fails alone, so one call down leaves the others usable.
 */
export function DashboardCard({
  id,
  title,
  state,
  children,
}: {
  id: string;
  title: string;
  state: CardState;
  children: () => ReactNode;
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  const headingId = `dashboard-${id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={headingId}
    >
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {state.isError ? (
          <Alert color="red" role="alert" variant="light">
            {t('error')}
            <div>
              <Button mt="sm" size="xs" variant="default" onClick={state.retry}>
                {t('common:tryAgain')}
              </Button>
            </div>
          </Alert>
        ) : state.isPending ? (
          <Stack gap="xs" role="status" aria-live="polite">
            <span className="visually-hidden">{t('loading')}</span>
            <Skeleton height={22} width="40%" aria-hidden="true" />
            <Skeleton height={12} width="80%" aria-hidden="true" />
            <Skeleton height={12} width="65%" aria-hidden="true" />
          </Stack>
        ) : (
          children()
        )}
      </Stack>
    </Card>
  );
}
