import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Fieldset,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { canEditProfile } from '@shortlist/domain/festival-space/member-roles';
import {
  type FestivalProfile,
  PROFILE_LIMITS,
  ZFestivalProfileRequest,
} from '@shortlist/domain/festival-space/profile-contracts';
import { fieldErrors } from '@shortlist/domain/field-errors';
import type { Language } from '@shortlist/domain/language-list';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useFestivalProfile } from '../api/get-festival-profile.ts';
import { useSaveFestivalProfile } from '../api/save-festival-profile.ts';
import { JurySettingsForm } from '../components/jury-settings-form.tsx';
import { ProfileImages } from '../components/profile-images.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import { type ProfileFormValues, profileFormValues, profileRequest } from '../profile-form.ts';
import '../festival-space.css';
import { ProfileAddressFields } from '../components/profile-address-fields.tsx';
import { ProfileLabelFields } from '../components/profile-label-fields.tsx';
import { ProfileListFields } from '../components/profile-list-fields.tsx';

/** `festivalSpaceProfile` (managers, issue 33): what the festival's public page shows. */
export function ProfilePage() {
  return <WorkspaceGate allowed={canEditProfile}>{(workspace) => <Profile {...workspace} />}</WorkspaceGate>;
}

function Profile({ IdFestival, festival }: WorkspaceFestival) {
  const { t } = useTranslation('festivalSpace');
  const profile = useFestivalProfile(IdFestival);
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('profile.title')}</Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('profile.lead', { festival: festival.Nom })}
        </Text>
        <Anchor component={LocalizedLink} route="festival" params={{ id: String(IdFestival) }}>
          {t('profile.viewPublic')}
        </Anchor>
      </Stack>
      <ProfileImages IdFestival={IdFestival} />
      {profile.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={36} />
          <Skeleton height={160} />
        </Stack>
      ) : profile.isError ? (
        <RetryAlert title={t('profile.loadError')} onRetry={() => profile.refetch()} />
      ) : (
        <ProfileForm IdFestival={IdFestival} profile={profile.data} />
      )}
      <JurySettingsForm IdFestival={IdFestival} />
    </Container>
  );
}

function ProfileForm({ IdFestival, profile }: { IdFestival: number; profile: FestivalProfile }) {
  const { t } = useTranslation('festivalSpace');
  const rule = useRuleMessage();
  const notify = useNotify();
  const save = useSaveFestivalProfile(IdFestival);
  const [tab, setTab] = useState<Language>('en');
  const [failed, setFailed] = useState(false);
  const [focus, setFocus] = useState<{ path: Path<ProfileFormValues> } | null>(null);
  const form = useForm<ProfileFormValues>({ values: profileFormValues(profile) });
  const { errors } = form.formState;
  // Once the tab holding the first failing field shows, the focus goes to that field.
  useEffect(() => {
    if (focus) form.setFocus(focus.path);
  }, [focus, form]);

  /** Shows each failing rule on its field, and the first one's tab, then focuses that field. */
  const showErrors = (fields: { path: string; code: string }[]) => {
    for (const field of fields) {
      form.setError(field.path as Path<ProfileFormValues>, { type: 'server', message: field.code });
    }
    const first = fields[0]?.path as Path<ProfileFormValues> | undefined;
    const language = first?.match(/^(?:Presentation|labels\.\d+\.(?:Titre|Description))\.(\w+)$/)?.[1];
    if (language) setTab(language as Language);
    // A new object each time: the same field failing again is focused again.
    if (first) setFocus({ path: first });
    setFailed(true);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    form.clearErrors();
    const checked = ZFestivalProfileRequest.safeParse(profileRequest(profile, values));
    if (!checked.success) return showErrors(fieldErrors(checked.error));
    try {
      await save.mutateAsync(checked.data);
      notify.success(t('profile.saved'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields.length > 0) return showErrors(error.fields);
      setFailed(true);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Fieldset legend={t('profile.names')}>
          <Stack gap="sm">
            <TextInput
              label={t('profile.name')}
              required
              maxLength={PROFILE_LIMITS.name}
              error={rule(errors.Nom?.message, { max: PROFILE_LIMITS.name })}
              {...form.register('Nom')}
            />
            <Text size="sm" fw={500} id="presentation-languages">
              {t('profile.presentationLanguages')}
            </Text>
            <Tabs value={tab} onChange={(value) => value && setTab(value as Language)} keepMounted>
              <Tabs.List aria-labelledby="presentation-languages">
                {profile.languages.map((language) => (
                  <Tabs.Tab
                    key={language}
                    value={language}
                    c={errors.Presentation?.[language] ? 'red.9' : undefined}
                  >
                    {t(`profile.languages.${language}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {profile.languages.map((language) => (
                <Tabs.Panel key={language} value={language} pt="sm">
                  <Textarea
                    label={t('profile.presentation', { language: t(`profile.languages.${language}`) })}
                    description={language === 'en' ? t('profile.presentationRequired') : undefined}
                    required={language === 'en'}
                    autosize
                    minRows={5}
                    maxLength={PROFILE_LIMITS.presentation}
                    error={rule(errors.Presentation?.[language]?.message, {
                      max: PROFILE_LIMITS.presentation,
                    })}
                    {...form.register(`Presentation.${language}`)}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('profile.founded')}
                inputMode="numeric"
                maxLength={4}
                error={rule(errors.AnneeCreation?.message)}
                {...form.register('AnneeCreation')}
              />
            </SimpleGrid>
            <Checkbox label={t('profile.directorStay')} {...form.register('PecRealisateur')} />
          </Stack>
        </Fieldset>

        <ProfileAddressFields form={form} profile={profile} />

        <Fieldset legend={t('profile.contacts')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="email"
              label={t('profile.email')}
              error={rule(errors.coordonnee?.Email?.message, { max: 255 })}
              {...form.register('coordonnee.Email')}
            />
            <TextInput
              type="tel"
              label={t('profile.phone')}
              error={rule(errors.coordonnee?.Telephone?.message, { max: 30 })}
              {...form.register('coordonnee.Telephone')}
            />
            <TextInput
              label={t('profile.website')}
              error={rule(errors.coordonnee?.SiteWeb?.message, { max: 255 })}
              {...form.register('coordonnee.SiteWeb')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('profile.structure')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('profile.structureName')}
              error={rule(errors.structure?.RaisonSociale?.message, { max: 100 })}
              {...form.register('structure.RaisonSociale')}
            />
            <TextInput
              label={t('profile.vat')}
              error={rule(errors.structure?.NumeroIntracom?.message)}
              {...form.register('structure.NumeroIntracom')}
            />
          </SimpleGrid>
        </Fieldset>

        <ProfileListFields form={form} />

        <ProfileLabelFields form={form} profile={profile} />

        {failed && (
          <Alert color="red" role="alert">
            {t('profile.saveFailed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
