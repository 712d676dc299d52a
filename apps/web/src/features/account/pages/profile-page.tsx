import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { ProfileTabs } from '../../../shared/ui/profile-tabs.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { DeadlineCalendar } from '../components/deadline-calendar.tsx';
import { DeleteAccount } from '../components/delete-account.tsx';
import { LoginChangeForm } from '../components/login-change-form.tsx';
import { MailingConsent } from '../components/mailing-consent.tsx';
import { PasswordChangeForm } from '../components/password-change-form.tsx';
import { PersonForm } from '../components/person-form.tsx';
import { StructureForm } from '../components/structure-form.tsx';

/** `profile/account` (`profil/profil` in French, spec §2 Account): sign-in email, password, person, contacts, company, mailing, deadline calendar, deletion. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const { session } = useSession();
  if (!session) return <PageSkeleton />;
  return (
    <PageContainer narrow py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('profile.title')}</Title>
        <ProfileTabs />
        <PersonForm key={`p${session.IdPersonne}`} id={session.IdPersonne} />
        <ContactForm key={`c${session.IdCoordonnee}`} id={session.IdCoordonnee} />
        <StructureForm key={`s${session.IdStructure}`} id={session.IdStructure} />
        <LoginChangeForm session={session} />
        <PasswordChangeForm />
        <MailingConsent session={session} />
        <DeadlineCalendar />
        <DeleteAccount />
      </Stack>
    </PageContainer>
  );
}
