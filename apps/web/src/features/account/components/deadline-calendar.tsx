import { Button, CopyButton, Group, Skeleton, Switch, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useDeadlineCalendar } from '../api/get-deadline-calendar.ts';
import { useRenewCalendarAddress } from '../api/renew-calendar-address.ts';
import { useRevokeCalendarAddress } from '../api/revoke-calendar-address.ts';
import { useSetDeadlineReminders } from '../api/set-deadline-reminders.ts';
import { SectionCard } from './section-card.tsx';

/**
 * The deadlines of the user's favourite festivals outside Shortlist: reminder emails (14 and 2
 * days before) and a private iCalendar address for calendar applications, which can be renewed
 * or revoked (both confirmed, since the old address stops working).
 */
export function DeadlineCalendar() {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const settings = useDeadlineCalendar();
  const onError = () => notify.error(t('actions.saveFailed'));
  const reminders = useSetDeadlineReminders({
    onSuccess: (next) =>
      notify.success(next.IsRappelEcheance ? t('deadlines.remindersOn') : t('deadlines.remindersOff')),
    onError,
  });
  const renew = useRenewCalendarAddress({
    onSuccess: () => notify.success(t('deadlines.addressReady')),
    onError,
  });
  const revoke = useRevokeCalendarAddress({
    onSuccess: () => notify.success(t('deadlines.addressRevoked')),
    onError,
  });

  const confirm = (options: { title: string; body: string; label: string; action: () => void }) =>
    modals.openConfirmModal({
      title: options.title,
      children: <Text size="sm">{options.body}</Text>,
      labels: { confirm: options.label, cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: options.action,
    });

  const data = settings.data;
  return (
    <SectionCard title={t('deadlines.title')}>
      <Text size="sm" c="dimmed">
        {t('deadlines.lead')}
      </Text>
      {settings.isError && <Text c="red.8">{t('actions.loadFailed')}</Text>}
      {!data && !settings.isError && <Skeleton h={72} />}
      {data && (
        <>
          <Switch
            label={t('deadlines.reminders')}
            checked={reminders.isPending ? Boolean(reminders.variables) : data.IsRappelEcheance}
            disabled={reminders.isPending}
            onChange={(event) => reminders.mutate(event.currentTarget.checked)}
          />
          {data.Url === null ? (
            <Group>
              <Button variant="light" loading={renew.isPending} onClick={() => renew.mutate()}>
                {t('deadlines.create')}
              </Button>
            </Group>
          ) : (
            <>
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label={t('deadlines.address')}
                  description={t('deadlines.addressHint')}
                  value={data.Url}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <CopyButton value={data.Url}>
                  {({ copied, copy }) => (
                    <Button variant="default" onClick={copy}>
                      {copied ? t('deadlines.copied') : t('deadlines.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Group gap="xs">
                <Button
                  variant="default"
                  loading={renew.isPending}
                  onClick={() =>
                    confirm({
                      title: t('deadlines.renewTitle'),
                      body: t('deadlines.renewBody'),
                      label: t('deadlines.renew'),
                      action: () => renew.mutate(),
                    })
                  }
                >
                  {t('deadlines.renew')}
                </Button>
                <Button
                  variant="outline"
                  color="red.9"
                  loading={revoke.isPending}
                  onClick={() =>
                    confirm({
                      title: t('deadlines.revokeTitle'),
                      body: t('deadlines.revokeBody'),
                      label: t('deadlines.revoke'),
                      action: () => revoke.mutate(),
                    })
                  }
                >
                  {t('deadlines.revoke')}
                </Button>
              </Group>
            </>
          )}
        </>
      )}
    </SectionCard>
  );
}
