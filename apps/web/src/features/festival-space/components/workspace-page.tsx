import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';

const PLACEHOLDER_KEYS = ['first', 'second', 'third'];

/**
 * A workspace page showing one list the server answers (the assignments, the jury figures): its
 * heading and lead, then a loading placeholder announced to screen readers, the error with a retry,
 * the empty message, or the list itself (`children`, given the answer).
 */
export function WorkspaceListPage<T>(props: {
  title: string;
  lead: string;
  query: UseQueryResult<T[]>;
  errorTitle: string;
  emptyMessage: string;
  /** How many placeholder blocks while loading (one by default). */
  placeholders?: number;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('festivalSpace');
  const { query } = props;
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{props.title}</Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {props.lead}
        </Text>
      </Stack>
      {query.isPending ? (
        <Stack gap="md" role="status" aria-live="polite">
          <span className="visually-hidden">{t('shell.loading')}</span>
          {PLACEHOLDER_KEYS.slice(0, props.placeholders ?? 1).map((key) => (
            <Skeleton key={key} height={160} aria-hidden="true" />
          ))}
        </Stack>
      ) : query.isError ? (
        <RetryAlert title={props.errorTitle} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState message={props.emptyMessage} />
      ) : (
        props.children(query.data)
      )}
    </Container>
  );
}
