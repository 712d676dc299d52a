import { Text } from '@mantine/core';
import type { WatchGuaranteeReceipt } from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/**
 * The guaranteed watch on a filmmaker's entry (issue 34): how many of the festival's members
 * watched the film to the end against what its call promised, kept or not yet; never who.
 */
export function WatchGuaranteeLine({ receipt }: { receipt: WatchGuaranteeReceipt }) {
  const { t } = useTranslation('submissions');
  return (
    <Text
      size="sm"
      fw={receipt.kept ? 600 : undefined}
      c={receipt.kept ? 'teal.9' : undefined}
      data-testid="submission-watch-guarantee"
      data-kept={receipt.kept ? 'true' : 'false'}
    >
      {receipt.kept
        ? t('page.watchGuarantee.kept', { count: receipt.watchedBy })
        : t('page.watchGuarantee.pending', { count: receipt.required, watchedBy: receipt.watchedBy })}
    </Text>
  );
}
