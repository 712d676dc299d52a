import { Anchor, Badge, Skeleton, Stack, Table, Title } from '@mantine/core';
import type { FestivalInvitation } from '@shortlist/domain/festival-space/invitation-contracts';
import { LANGUAGES } from '@shortlist/domain/language-list';
import type { InvitationStatus } from '@shortlist/domain/submissions/invitation-status';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useInvitations } from '../api/list-invitations.ts';
import { formatDay } from '../format.ts';
import { ScrollRegion } from './scroll-region.tsx';

const STATUS_COLOURS: Record<InvitationStatus, string> = {
  pending: 'yellow',
  used: 'green',
  expired: 'gray',
};

/** The festival's invitations (newest first): film, section, price, validity, and whether answered. */
export function InvitationsTable({ IdFestival }: { IdFestival: number }) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const invitations = useInvitations(IdFestival);
  const price = (invitation: FestivalInvitation) =>
    invitation.Prix === 0
      ? t('invitations.free')
      : new Intl.NumberFormat(LANGUAGES[language].locale, {
          style: 'currency',
          currency: invitation.Devise,
        }).format(invitation.Prix / 100);
  // The validity day is a calendar day (`YYYY-MM-DD`): read at noon UTC, the same day everywhere.
  const day = (value: string) => formatDay(`${value.slice(0, 10)}T12:00:00.000Z`, language);

  return (
    <section>
      <Title order={2} size="h4" id="invitations-list" mb="sm">
        {invitations.isSuccess
          ? t('invitations.count', { count: invitations.data.length })
          : t('invitations.listTitle')}
      </Title>
      {invitations.isPending ? (
        <Stack gap="xs" aria-hidden="true">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : invitations.isError ? (
        <RetryAlert title={t('invitations.listError')} onRetry={() => invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <EmptyState message={t('invitations.empty')} />
      ) : (
        <ScrollRegion labelledBy="invitations-list">
          <Table verticalSpacing="sm" miw={760} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invitations.columns.film')}</Table.Th>
                <Table.Th>{t('invitations.columns.section')}</Table.Th>
                <Table.Th ta="right">{t('invitations.columns.price')}</Table.Th>
                <Table.Th>{t('invitations.columns.validUntil')}</Table.Th>
                <Table.Th>{t('invitations.columns.status')}</Table.Th>
                <Table.Th>{t('invitations.columns.sent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.data.map((invitation) => (
                <Table.Tr key={invitation.IdInvitation} data-testid="invitation-row">
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {invitation.IdInscription !== null ? (
                      <Anchor
                        component={LocalizedLink}
                        route="festivalSpaceEntry"
                        params={{ id: String(IdFestival), entry: String(invitation.IdInscription) }}
                      >
                        {invitation.TitreOriginal ?? t('invitations.byEmail')}
                      </Anchor>
                    ) : (
                      (invitation.TitreOriginal ?? t('invitations.byEmail'))
                    )}
                  </Table.Td>
                  <Table.Td>{invitation.sectionName}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {price(invitation)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(invitation.DateValiditee)}</Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={STATUS_COLOURS[invitation.status]}>
                      {t(`invitations.status.${invitation.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(invitation.DateCreation, language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </section>
  );
}
