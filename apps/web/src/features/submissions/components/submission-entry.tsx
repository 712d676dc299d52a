import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { LANGUAGES } from '@shortlist/domain/languages';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { statusColour, statusName, viewingReceipt } from '../submission-look.ts';
import { PublishedDecision } from './published-decision.tsx';
import { ViewingReceiptLine } from './viewing-receipt-line.tsx';
import { WatchGuaranteeLine } from './watch-guarantee-line.tsx';

/**
 * One submission of the page (spec §3 "Submission list item"): where, which step, what next; once
 * the festival has it, whether it watched the film and what it wrote with its decision (issue 31).
 */
export function SubmissionEntry({
  item,
  hidden,
}: {
  item: SubmissionListItem;
  /** Facts the filmmaker hid (saved list views, issue 34): `section`, `status`, `added`, `submitted`, `results`. */
  hidden?: ReadonlySet<string>;
}) {
  const shows = (column: string) => !hidden?.has(column);
  const { t } = useTranslation('submissions');
  const language = useLanguage();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(LANGUAGES[language].locale, { dateStyle: 'medium' }).format(new Date(iso));
  const status = statusName(item.Statut);
  const pending = status === 'notFinished' && item.isPaiementAttente;
  const receipt = viewingReceipt(item);
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="submission-entry">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{item.festivalName}</Text>
          {/* The dot carries the §4 colour; the words stay dark, readable on any background. */}
          {shows('status') && (
            <Badge variant="dot" color={statusColour(status, item.isPaiementAttente)} size="lg">
              {pending ? t('page.paymentPending') : t(`page.status.${status}`)}
            </Badge>
          )}
        </Group>
        {shows('section') && <Text size="sm">{item.sectionLabel}</Text>}
        <Group gap="md" wrap="wrap">
          {item.numero !== null ? <Text size="sm">{t('page.number', { numero: item.numero })}</Text> : null}
          {shows('added') && (
            <Text size="sm" c="dimmed">
              {t('page.added', { date: date(item.DateCreation) })}
            </Text>
          )}
          {shows('submitted') && item.submitDate ? (
            <Text size="sm" c="dimmed">
              {t('page.submitted', { date: date(item.submitDate) })}
            </Text>
          ) : null}
          {shows('results') && item.resultDate ? (
            <Text size="sm" c="dimmed">
              {t('page.results', { date: date(item.resultDate) })}
            </Text>
          ) : null}
        </Group>
        {receipt ? <ViewingReceiptLine receipt={receipt} /> : null}
        {item.watchGuarantee ? <WatchGuaranteeLine receipt={item.watchGuarantee} /> : null}
        {item.decision ? (
          <PublishedDecision decision={item.decision} id={`submission-${item.IdInscription}-decision`} />
        ) : null}
        {item.isExpired ? (
          // A dark red (red.9) keeps the warning readable (contrast above 4.5:1) at small size.
          <Text size="sm" c="red.9" fw={600} data-testid="submission-expired">
            {t('page.expired')}
          </Text>
        ) : null}
        {status === 'notFinished' ? (
          <Group>
            <Button
              component={LocalizedLink}
              route={pending ? 'profileInvoices' : 'cart'}
              size="xs"
              variant="light"
            >
              {pending ? t('page.toInvoices') : t('page.toBasket')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
