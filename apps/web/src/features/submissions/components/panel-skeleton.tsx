import { Card, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/** Spec §2: five skeleton cards while the panel loads. */
export function PanelSkeleton() {
  const { t } = useTranslation('submissions');
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('panel.loading')} role="status">
      {[1, 2, 3, 4, 5].map((n) => (
        <Card key={n} withBorder data-testid="panel-skeleton">
          <Skeleton height={18} width="40%" mb="sm" />
          <Skeleton height={12} width="80%" />
        </Card>
      ))}
    </Stack>
  );
}
