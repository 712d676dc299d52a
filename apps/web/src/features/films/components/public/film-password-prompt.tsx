import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { FILM_TEXT_LIMITS } from '@shortlist/domain/films/film-value-lists';
import { useState } from 'react';
import { ApiRequestError } from '../../../../shared/api/client.ts';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { PasswordField } from '../../../../shared/ui/password-field.tsx';
import { useUnlockPublicFilm } from '../../api/unlock-public-film.ts';
import { useFilmError } from '../use-film-messages.ts';

/**
 * A password-protected film (spec §4): the visitor types the password the filmmaker gave them. A
 * wrong one says so (spec §8 "incorrect password") and clears the field; attempts are limited by
 * the server like sign-ins.
 */
export function FilmPasswordPrompt({ filmKey }: { filmKey: string }) {
  const { t } = useTranslation('films');
  const [password, setPassword] = useState('');
  const unlock = useUnlockPublicFilm(filmKey);
  const filmError = useFilmError();
  const wrong = unlock.error instanceof ApiRequestError && unlock.error.code === 'FILM_PASSWORD_WRONG';

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      maw={480}
      mx="auto"
      component="section"
      aria-labelledby="film-locked"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (password === '') return;
          unlock.mutate({ MotDePasse: password }, { onError: () => setPassword('') });
        }}
      >
        <Stack gap="sm">
          <Title order={1} size="h2" id="film-locked">
            {t('unlock.title')}
          </Title>
          <Text>{t('unlock.lead')}</Text>
          {unlock.error && (
            <Alert color="red" role="alert">
              {wrong ? t('unlock.wrong') : filmError(unlock.error, t('unlock.failed'))}
            </Alert>
          )}
          <PasswordField
            label={t('unlock.password')}
            required
            autoComplete="off"
            maxLength={FILM_TEXT_LIMITS.password}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={unlock.isPending} disabled={password === ''}>
            {t('unlock.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
