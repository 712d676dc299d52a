import { Alert, Anchor, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { Film } from '@shortlist/domain/films/api-contracts';
import { FILM_TEXT_LIMITS, PUBLICATION } from '@shortlist/domain/films/film-values';
import { FILM_PASSWORD_MIN } from '@shortlist/domain/films/publication-rules';
import { localizedPath } from '@shortlist/i18n/routes';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { checkShortname } from '../api/check-shortname.ts';
import { updateFilmPublication } from '../api/update-film-publication.ts';
import { fieldId } from '../format.ts';
import { publicationValues, ZPublicationForm } from '../schemas.ts';
import { FilmForm } from './film-form.tsx';
import { useFilmForm } from './use-film-form.ts';
import { useFilmRuleMessage } from './use-film-messages.ts';

/**
 * The publication tab (spec §4, §5): private, public or protected by a password (a SuperStamp
 * feature), and the film's custom address. A shortname is checked with the server before saving
 * (spec §5 "used by another film").
 */
export function PublicationForm({ film }: { film: Film }) {
  const { t } = useTranslation('films');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const rule = useFilmRuleMessage();
  const editing = useFilmForm({
    schema: ZPublicationForm,
    values: publicationValues(film),
    save: (body) => updateFilmPublication(queryClient, film.Id, body),
    check: async (body) => {
      if (!body.Shortname || body.Shortname === film.Shortname) return null;
      const available = await checkShortname({ IdFilm: film.Id, Shortname: body.Shortname });
      return available ? null : { field: 'Shortname', code: 'SHORTNAME_TAKEN' };
    },
  });
  const { form } = editing;
  const { errors } = form.formState;
  const publication = form.watch('Publication');
  const shortname = form.watch('Shortname').trim();
  const full = film.sharing === 'full';
  const publicPath = localizedPath('film', language, { id: film.Shortname ?? String(film.Id) });
  const previewPath = localizedPath('film', language, { id: shortname || String(film.Id) });

  return (
    <FilmForm film={film} editing={editing}>
      <Controller
        control={form.control}
        name="Publication"
        render={({ field }) => (
          <Radio.Group
            id={fieldId('Publication')}
            label={t('publication.visibility')}
            value={field.value}
            onChange={field.onChange}
            error={rule(errors.Publication?.message)}
          >
            <Stack gap="sm" mt="xs">
              <Radio
                value={String(PUBLICATION.private)}
                label={t('publication.private')}
                description={t('publication.privateHelp')}
              />
              <Radio
                value={String(PUBLICATION.public)}
                label={t('publication.public')}
                description={t('publication.publicHelp')}
              />
              <Radio
                value={String(PUBLICATION.password)}
                label={t('publication.password')}
                description={full ? t('publication.passwordHelp') : t('publication.passwordNeedsSuperStamp')}
                disabled={!full && field.value !== String(PUBLICATION.password)}
              />
            </Stack>
          </Radio.Group>
        )}
      />
      {publication === String(PUBLICATION.password) && (
        <PasswordField
          id={fieldId('MotDePasse')}
          label={t('publication.passwordField')}
          description={
            film.hasPassword
              ? t('publication.passwordKeep')
              : t('publication.passwordMin', { min: FILM_PASSWORD_MIN })
          }
          autoComplete="new-password"
          maxLength={FILM_TEXT_LIMITS.password}
          error={rule(errors.MotDePasse?.message, { max: FILM_TEXT_LIMITS.password })}
          {...form.register('MotDePasse')}
        />
      )}
      <TextInput
        id={fieldId('Shortname')}
        label={t('publication.shortname')}
        description={t('publication.shortnameHelp', { address: `${window.location.origin}${previewPath}` })}
        maxLength={FILM_TEXT_LIMITS.shortname}
        autoCapitalize="none"
        spellCheck={false}
        error={rule(errors.Shortname?.message, { max: FILM_TEXT_LIMITS.shortname })}
        {...form.register('Shortname')}
      />
      <Alert
        color={full ? 'green' : 'gray'}
        title={t(full ? 'publication.fullTitle' : 'publication.limitedTitle')}
      >
        <Text size="sm">{t(full ? 'publication.full' : 'publication.limited')}</Text>
      </Alert>
      {film.Publication !== PUBLICATION.private && (
        <Text>
          <Anchor component={Link} to={publicPath} target="_blank" rel="noopener" data-testid="public-link">
            {t('publication.open')}
          </Anchor>
        </Text>
      )}
    </FilmForm>
  );
}
