import { Card, Container, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../i18n/translation.tsx';
import { CONTENT_WIDTH } from './page-container.tsx';

/** A festival or film card while it loads: image, title, two lines of facts. */
function CardSkeleton() {
  return (
    <Card withBorder padding="md" aria-hidden="true">
      <Skeleton height={120} mb="md" />
      <Skeleton height={18} width="70%" mb="xs" />
      <Skeleton height={12} width="50%" mb={6} />
      <Skeleton height={12} width="40%" />
    </Card>
  );
}

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <CardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}

/** A whole page while its code or data loads: a heading, a paragraph and a grid of cards. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Container size={CONTENT_WIDTH} py="xl" role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={34} width="45%" />
        <Group gap="xs">
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="60%" />
        </Group>
        <CardGridSkeleton count={3} />
      </Stack>
    </Container>
  );
}
