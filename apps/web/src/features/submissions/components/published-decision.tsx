import { List, Stack, Text } from '@mantine/core';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

type Decision = NonNullable<SubmissionListItem['decision']>;

/**
 * What the festival wrote with its published decision (issue 31): its personal note, kept as
 * written (line breaks included, never read as markup), and the reasons it ticked, in the
 * filmmaker's words.
 */
export function PublishedDecision({ decision, id }: { decision: Decision; id: string }) {
  const { t } = useTranslation('submissions');
  if (decision.note === null && decision.reasons.length === 0) return null;
  return (
    <Stack gap={4} data-testid="submission-decision">
      {decision.note !== null ? (
        <>
          <Text size="sm" fw={600} id={`${id}-note`}>
            {t('page.decision.note')}
          </Text>
          <Text
            component="blockquote"
            size="sm"
            m={0}
            pl="sm"
            aria-labelledby={`${id}-note`}
            style={{ whiteSpace: 'pre-line', borderInlineStart: '3px solid var(--mantine-color-gray-4)' }}
          >
            {decision.note}
          </Text>
        </>
      ) : null}
      {decision.reasons.length > 0 ? (
        <>
          <Text size="sm" fw={600} id={`${id}-reasons`}>
            {t('page.decision.reasons')}
          </Text>
          <List size="sm" spacing={2} aria-labelledby={`${id}-reasons`}>
            {decision.reasons.map((reason) => (
              <List.Item key={reason}>{t(`page.decision.reason.${reason}`)}</List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}
