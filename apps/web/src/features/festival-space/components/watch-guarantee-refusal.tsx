import { Alert, List, Text } from '@mantine/core';
import type { WatchGuaranteeUnmet } from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/**
 * A publication the guaranteed watch refused (issue 34): the server's sentence, then each entry
 * still short with how many members watched it to the end so far.
 */
export function WatchGuaranteeRefusal({ unmet }: { unmet: WatchGuaranteeUnmet }) {
  const { t } = useTranslation('festivalSpace');
  return (
    <Alert color="orange" role="alert" data-testid="watch-guarantee-unmet">
      <Text size="sm" mb="xs">
        {unmet.message}
      </Text>
      <List size="sm" spacing={2}>
        {unmet.entries.map((entry) => (
          <List.Item key={entry.IdInscription}>
            {t('publish.watchShort', {
              title: entry.TitreOriginal,
              number: entry.Numero ?? entry.IdInscription,
              watchedBy: entry.watchedBy,
              required: unmet.required,
              interpolation: { escapeValue: false },
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
