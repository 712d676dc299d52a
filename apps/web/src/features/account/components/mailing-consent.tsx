import { Switch } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { SESSION_QUERY_KEY, type Session } from '../../auth/api/get-session.ts';
import { useAccountError } from '../../auth/components/use-rule-message.ts';
import { updateMailingConsent } from '../api/account-settings.ts';
import { SectionCard } from './section-card.tsx';

/** The news-email consent (IsAccepteMail), saved as soon as it changes; reverts on failure. */
export function MailingConsent({ session }: { session: Session }) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const accountError = useAccountError();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: updateMailingConsent,
    onSuccess: (_answer, accept) => {
      queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, (current) =>
        current ? { ...current, IsAccepteMail: accept } : current,
      );
      notify.success(t('mailing.saved'));
    },
    onError: (error) => notify.error(accountError(error, t('actions.saveFailed'))),
  });
  const checked = save.isPending ? Boolean(save.variables) : Boolean(session.IsAccepteMail);
  return (
    <SectionCard title={t('mailing.title')}>
      <Switch
        label={t('mailing.label')}
        checked={checked}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
      />
    </SectionCard>
  );
}
