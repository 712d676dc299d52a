import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import type { InboxCounts } from '@shortlist/domain/festival-space/entry-contracts';
import type { WatchGuaranteeUnmet } from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useInboxPage } from '../api/filter-entries.ts';
import { usePublishDecisions } from '../api/publish-decisions.ts';
import { WatchGuaranteeRefusal } from './watch-guarantee-refusal.tsx';

/**
 * "Publish decisions" (managers, issue 31): one section at a time, after saying how many
 * decisions will be sent (the section's unpublished entries, each filmmaker emailed) and that it
 * cannot be undone. The button opens the dialog; the focus comes back to it on closing.
 */
export function PublishDecisions(props: {
  IdFestival: number;
  counts: InboxCounts | undefined;
  /** The section the inbox is filtered on, proposed first. */
  preferredSection: number | null;
}) {
  const { t } = useTranslation('festivalSpace');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="filled" onClick={() => setOpened(true)} disabled={!props.counts}>
        {t('publish.open')}
      </Button>
      <Modal
        opened={opened && props.counts !== undefined}
        onClose={() => setOpened(false)}
        title={t('publish.title')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        returnFocus
      >
        {props.counts && (
          <PublishForm
            IdFestival={props.IdFestival}
            counts={props.counts}
            preferredSection={props.preferredSection}
            onClose={() => setOpened(false)}
          />
        )}
      </Modal>
    </>
  );
}

function PublishForm(props: {
  IdFestival: number;
  counts: InboxCounts;
  preferredSection: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  const notify = useNotify();
  const sections = props.counts.bySection;
  const [section, setSection] = useState<number | null>(
    props.preferredSection ?? (sections.length === 1 ? (sections[0]?.IdCampagneSection ?? null) : null),
  );
  // The section's decisions not yet told: the entries whose filmmaker will be emailed.
  const pending = useInboxPage({
    IdFestival: props.IdFestival,
    filter: { sections: section === null ? [] : [section], unpublished: true },
    skip: 0,
    take: 10,
    enabled: section !== null,
  });
  const publish = usePublishDecisions(props.IdFestival);
  // The guaranteed watch refused the publication (issue 34): the entries still short, listed.
  const [unmet, setUnmet] = useState<WatchGuaranteeUnmet | null>(null);
  const count =
    section !== null && pending.isSuccess && !pending.isPlaceholderData ? pending.data.total : null;

  const confirm = async () => {
    if (section === null) return;
    try {
      const answer = await publish.mutateAsync({ IdCampagneSection: section });
      setUnmet(answer.unmet);
      if (answer.published === null) return;
      notify.success(t('festivalSpace:publish.done', { count: answer.published }));
      props.onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('festivalSpace:publish.section')}
        value={section === null ? '' : String(section)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setSection(value === '' ? null : Number(value));
          setUnmet(null);
        }}
        data={[
          { value: '', label: t('festivalSpace:publish.chooseSection') },
          ...sections.map((s) => ({ value: String(s.IdCampagneSection), label: s.sectionLabel })),
        ]}
      />
      <div role="status" aria-live="polite" data-testid="publish-count">
        {section === null ? null : count === null ? (
          pending.isError ? (
            <Text c="red.8">{errorMessage(pending.error, t)}</Text>
          ) : (
            <Text c="dimmed">{t('festivalSpace:publish.counting')}</Text>
          )
        ) : count === 0 ? (
          <Text>{t('festivalSpace:publish.nothing')}</Text>
        ) : (
          <Text>{t('festivalSpace:publish.warning', { count })}</Text>
        )}
      </div>
      {count !== null && count > 0 && <Text fw={600}>{t('festivalSpace:publish.irreversible')}</Text>}
      {unmet && <WatchGuaranteeRefusal unmet={unmet} />}
      {publish.error && (
        <Alert color="red" role="alert">
          {errorMessage(publish.error, t)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onClose} data-autofocus>
          {t('festivalSpace:publish.cancel')}
        </Button>
        <Button onClick={confirm} loading={publish.isPending} disabled={count === null || count === 0}>
          {count ? t('festivalSpace:publish.confirm', { count }) : t('festivalSpace:publish.confirmNone')}
        </Button>
      </Group>
    </Stack>
  );
}
