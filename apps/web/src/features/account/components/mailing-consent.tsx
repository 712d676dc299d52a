import { Switch } from '@mantine/core';
import { useAccountError } from '../../../shared/errors/use-account-error.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import type { Session } from '../../../shared/session/api/get-session.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useUpdateMailingConsent } from '../api/update-mailing-consent.ts';
import { SectionCard } from './section-card.tsx';

/** The news-email consent (IsAccepteMail), saved as soon as it changes; reverts on failure. */
export function MailingConsent({ session }: { session: Session }) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const accountError = useAccountError();
  const save = useUpdateMailingConsent({
    onSuccess: () => notify.success(t('mailing.saved')),
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
