import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Fieldset,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { FESTIVAL_LABEL_TYPE } from '@shortlist/domain/festival-campaign-values';
import { canEditProfile } from '@shortlist/domain/festival-space/member-roles';
import {
  type FestivalProfile,
  PROFILE_LIMITS,
  ZFestivalProfileRequest,
} from '@shortlist/domain/festival-space/profile-contracts';
import { fieldErrors } from '@shortlist/domain/field-errors';
import type { Language } from '@shortlist/domain/language-list';
import { useEffect, useState } from 'react';
import { type Control, Controller, type Path, useFieldArray, useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../shared/api/client.ts';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
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
import { emptyLabel, type ProfileFormValues, profileFormValues, profileRequest } from '../profile-form.ts';
import '../festival-space.css';

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
  const countries = useDictionary('pays');
  const genres = useDictionary('genre');
  const categories = useDictionary('categorie');
  const themes = useDictionary('thematique');
  const save = useSaveFestivalProfile(IdFestival);
  const [tab, setTab] = useState<Language>('en');
  const [failed, setFailed] = useState(false);
  const [focus, setFocus] = useState<{ path: Path<ProfileFormValues> } | null>(null);
  const form = useForm<ProfileFormValues>({ values: profileFormValues(profile) });
  const labels = useFieldArray({ control: form.control, name: 'labels' });
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

  const choose = { value: '', label: '—' };
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

        <Fieldset legend={t('profile.address')}>
          <Stack gap="sm">
            <NativeSelect
              label={t('profile.country')}
              required
              data={[
                choose,
                ...(countries.data ?? []).map((c) => ({ value: String(c.Id), label: c.Libelle })),
              ]}
              error={rule(errors.adresse?.IdPays?.message)}
              {...form.register('adresse.IdPays')}
            />
            <TextInput
              label={t('profile.line1')}
              error={rule(errors.adresse?.Ligne1?.message, { max: 255 })}
              {...form.register('adresse.Ligne1')}
            />
            <TextInput
              label={t('profile.line2')}
              error={rule(errors.adresse?.Ligne2?.message, { max: 255 })}
              {...form.register('adresse.Ligne2')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('profile.postcode')}
                error={rule(errors.adresse?.Cp?.message, { max: 40 })}
                {...form.register('adresse.Cp')}
              />
              <TextInput
                label={t('profile.city')}
                error={rule(errors.adresse?.Ville?.message, { max: 200 })}
                {...form.register('adresse.Ville')}
              />
              <TextInput
                label={t('profile.province')}
                error={rule(errors.adresse?.Province?.message, { max: 200 })}
                {...form.register('adresse.Province')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 2 }}>
              <TextInput
                label={t('profile.latitude')}
                inputMode="decimal"
                error={rule(errors.GpsLatitude?.message)}
                {...form.register('GpsLatitude')}
              />
              <TextInput
                label={t('profile.longitude')}
                inputMode="decimal"
                error={rule(errors.GpsLongitude?.message)}
                {...form.register('GpsLongitude')}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('profile.positionHelp', { zone: profile.timeZone })}
            </Text>
          </Stack>
        </Fieldset>

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

        <Fieldset legend={t('profile.lists')}>
          <Stack gap="sm">
            <ListSelect
              control={form.control}
              name="idsGenre"
              label={t('profile.genres')}
              items={genres.data}
              error={rule(errors.idsGenre?.message, { max: PROFILE_LIMITS.dictionary })}
            />
            <ListSelect
              control={form.control}
              name="idsCategorie"
              label={t('profile.categories')}
              items={categories.data}
              error={rule(errors.idsCategorie?.message, { max: PROFILE_LIMITS.dictionary })}
            />
            <ListSelect
              control={form.control}
              name="idsThematique"
              label={t('profile.themes')}
              items={themes.data}
              error={rule(errors.idsThematique?.message, { max: PROFILE_LIMITS.dictionary })}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('profile.labels.title')}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('profile.labels.lead')}
            </Text>
            {labels.fields.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('profile.labels.none')}
              </Text>
            )}
            {labels.fields.map((field, index) => {
              const number = index + 1;
              const labelErrors = errors.labels?.[index];
              return (
                <Fieldset key={field.id} legend={t('profile.labels.item', { number })} variant="filled">
                  <Stack gap="sm">
                    <NativeSelect
                      label={t('profile.labels.type')}
                      data={FESTIVAL_LABEL_TYPE.map((type) => ({
                        value: type,
                        label: t(`profile.labels.types.${type}`),
                      }))}
                      {...form.register(`labels.${index}.Type`)}
                    />
                    {profile.languages.map((language) => (
                      <TextInput
                        key={`title-${language}`}
                        label={t('profile.labels.labelTitle', {
                          language: t(`profile.languages.${language}`),
                        })}
                        required={language === 'en'}
                        maxLength={PROFILE_LIMITS.labelTitle}
                        error={rule(labelErrors?.Titre?.[language]?.message, {
                          max: PROFILE_LIMITS.labelTitle,
                        })}
                        {...form.register(`labels.${index}.Titre.${language}`)}
                      />
                    ))}
                    {profile.languages.map((language) => (
                      <Textarea
                        key={`description-${language}`}
                        label={t('profile.labels.description', {
                          language: t(`profile.languages.${language}`),
                        })}
                        autosize
                        minRows={2}
                        maxLength={PROFILE_LIMITS.labelDescription}
                        error={rule(labelErrors?.Description?.[language]?.message, {
                          max: PROFILE_LIMITS.labelDescription,
                        })}
                        {...form.register(`labels.${index}.Description.${language}`)}
                      />
                    ))}
                    <Group justify="flex-end">
                      <Button variant="subtle" color="red.9" onClick={() => labels.remove(index)}>
                        {t('profile.labels.remove', { number })}
                      </Button>
                    </Group>
                  </Stack>
                </Fieldset>
              );
            })}
            {labels.fields.length < PROFILE_LIMITS.labels && (
              <Group>
                <Button variant="light" onClick={() => labels.append(emptyLabel())}>
                  {t('profile.labels.add')}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>

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

/** Several entries of a dictionary (genres, categories, themes), their ids as strings. */
function ListSelect(props: {
  control: Control<ProfileFormValues>;
  name: 'idsGenre' | 'idsCategorie' | 'idsThematique';
  label: string;
  items: { Id: number; Libelle: string }[] | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation('festivalSpace');
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <MultiSelect
          id={`profile-${props.name}`}
          label={props.label}
          description={t('profile.listMax', { max: PROFILE_LIMITS.dictionary })}
          data={(props.items ?? []).map((item) => ({ value: String(item.Id), label: item.Libelle }))}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          searchable
          clearable
          hidePickedOptions
          maxValues={PROFILE_LIMITS.dictionary}
          nothingFoundMessage={t('profile.nothingFound')}
          error={props.error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
