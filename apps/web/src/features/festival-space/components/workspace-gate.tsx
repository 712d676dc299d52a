import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { MemberFestival } from '@shortlist/domain/festival-space/member-contracts';
import type { FestivalRole } from '@shortlist/domain/festival-space/member-roles';
import type { ReactNode } from 'react';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useWorkspace } from '../use-workspace.ts';

export type WorkspaceFestival = { IdFestival: number; festival: MemberFestival; role: FestivalRole };

/**
 * What every page of one festival waits for: the member's festivals. A festival the account is
 * not a member of (or no longer is) says so; a page a role does not open (`allowed`, one of the
 * `member-roles.ts` predicates) says who may see it. The server refuses the same calls anyway.
 */
export function WorkspaceGate(props: {
  allowed?: (role: FestivalRole) => boolean;
  children: (workspace: WorkspaceFestival) => ReactNode;
}) {
  const { t } = useTranslation('festivalSpace');
  const { IdFestival, festivals, festival } = useWorkspace();
  if (festivals.isPending) return <PageSkeleton />;
  if (festivals.isError) {
    return (
      <Container size={CONTENT_WIDTH} py="xl">
        <RetryAlert title={t('shell.loadError')} onRetry={() => festivals.refetch()} />
      </Container>
    );
  }
  if (!festival) {
    return (
      <Container size={CONTENT_WIDTH} py="xl">
        <Stack gap="sm" align="flex-start">
          <Title order={1}>{t('shell.notMemberTitle')}</Title>
          <Text>{t('shell.notMember')}</Text>
          <Button component={LocalizedLink} route="festivalSpace" variant="light">
            {t('shell.myFestivals')}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (props.allowed && !props.allowed(festival.role)) {
    return (
      <Container size={CONTENT_WIDTH} py="xl">
        <Stack gap="sm" align="flex-start">
          <Title order={1}>{t('shell.managersOnlyTitle')}</Title>
          <Text>{t('shell.managersOnly')}</Text>
          <Button
            component={LocalizedLink}
            route="festivalSpaceEntries"
            params={{ id: String(IdFestival) }}
            variant="light"
          >
            {t('shell.toEntries')}
          </Button>
        </Stack>
      </Container>
    );
  }
  return props.children({ IdFestival, festival, role: festival.role });
}
