import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import type { CampaignStatus } from '@shortlist/domain/festival-campaign';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/client.ts';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useCallPreview } from '../api/get-call-preview.ts';
import { FestivalView } from '../components/festival-view.tsx';

/** Statuses in which filmmakers do not see the call yet. */
const WAITING: readonly CampaignStatus[] = ['preparation', 'verification-requested'];

/**
 * `festivalSpaceCallPreview` (managers, issue 33): the public festival page's own body drawn
 * with one call, whatever its status, as filmmakers will see it once the call is verified; a
 * section's link opens it (`#section-{id}`). Labelled as a preview above the page. The route is
 * signed-in only, so it is never indexed (noindex, disallowed in robots.txt); the server answers
 * the festival's managers only (a programmer 403, anyone else 404).
 */
export function CallPreviewPage() {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const { params } = useCurrentRoute();
  const path = useLocalizedPath();
  const IdFestival = Number(params.id ?? 0);
  const IdCampagne = Number(params.call ?? 0);
  const preview = useCallPreview(IdFestival, IdCampagne);
  const data = preview.data;
  const notice: ReactNode = (
    <Alert variant="light" title={t('callEditor.previewTitle')} data-testid="call-preview-notice">
      <Stack gap={4}>
        {data && (
          <Text size="sm">
            {t(
              WAITING.includes(data.StatutCampagne)
                ? 'callEditor.previewWaiting'
                : 'callEditor.previewPublished',
              {
                edition: data.page.campaign?.AnneeEdition ?? '',
              },
            )}
          </Text>
        )}
        <Anchor
          component={Link}
          to={path('festivalSpaceCall', { id: String(IdFestival), call: String(IdCampagne) })}
          size="sm"
        >
          {t('callEditor.previewBack')}
        </Anchor>
      </Stack>
    </Alert>
  );
  if (data) return <FestivalView festival={data.page} notice={notice} />;
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap="xl">
        {notice}
        {preview.isError ? (
          <RetryAlert title={t('callEditor.previewError')} onRetry={() => preview.refetch()}>
            {errorMessage(preview.error, t)}
          </RetryAlert>
        ) : (
          <PageSkeleton />
        )}
      </Stack>
    </Container>
  );
}
