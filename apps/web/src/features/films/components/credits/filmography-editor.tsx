import { Alert, Button, Fieldset, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FILM_TEXT_LIMITS } from '@shortlist/domain/films/film-values';
import { type Filmography, zFilmographyRequest } from '@shortlist/domain/people/biography-filmography-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../../shared/ui/use-notify.ts';
import { useFilmography } from '../../api/list-filmography.ts';
import { addFilmography, deleteFilmography, updateFilmography } from '../../api/save-filmography.ts';
import { formatDuration } from '../../format.ts';
import { ConfirmDelete } from '../media/confirm-delete.tsx';
import { useFilmError, useFilmRuleMessage } from '../use-film-messages.ts';

type Draft = { Id: number | null; TitreFilm: string; Annee: string; minutes: string; Distinction: string };
const EMPTY: Draft = { Id: null, TitreFilm: '', Annee: '', minutes: '', Distinction: '' };
const request = zFilmographyRequest(() => new Date());

function draftOf(line: Filmography): Draft {
  return {
    Id: line.Id,
    TitreFilm: line.TitreFilm,
    Annee: String(line.Annee),
    // Seconds shown as minutes, with a decimal part when the film is not a whole number of them.
    minutes: String(Math.round((line.Duree / 60) * 1000) / 1000),
    Distinction: line.Distinction,
  };
}

/**
 * A person's filmography (spec §3; §5 "title, year, duration, distinction required"): the films
 * newest first; one line added or edited at a time in the form below the list (checked by the
 * domain's rule before sending, an unchanged edit sends nothing); removed after a confirmation.
 */
export function FilmographyEditor({ IdPersonne }: { IdPersonne: number }) {
  const { t } = useTranslation(['films', 'common']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const filmError = useFilmError();
  const rule = useFilmRuleMessage();
  const lines = useFilmography(IdPersonne);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: Exclude<keyof Draft, 'Id'>) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [key]: event.currentTarget.value });
  const editing = lines.data?.find((line) => line.Id === draft.Id);
  const cancel = () => {
    setErrors({});
    setDraft(EMPTY);
  };

  const save = async () => {
    const body = {
      IdPersonne,
      TitreFilm: draft.TitreFilm,
      Annee: Number(draft.Annee),
      Duree: Math.round(Number(draft.minutes) * 60),
      Distinction: draft.Distinction,
    };
    const checked = request.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    const unchanged =
      editing &&
      editing.TitreFilm === checked.data.TitreFilm &&
      editing.Annee === body.Annee &&
      editing.Duree === body.Duree &&
      editing.Distinction === checked.data.Distinction;
    if (unchanged) return setDraft(EMPTY);
    setBusy(true);
    try {
      if (draft.Id === null) await addFilmography(queryClient, body);
      else await updateFilmography(queryClient, draft.Id, body);
      notify.success(t('films:form.saved'));
      setDraft(EMPTY);
    } catch (error) {
      notify.error(filmError(error, t('films:form.saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (line: Filmography) => {
    try {
      await deleteFilmography(queryClient, IdPersonne, line.Id);
      if (draft.Id === line.Id) cancel();
      notify.success(t('films:people.filmographyDeleted'));
    } catch (error) {
      notify.error(filmError(error, t('films:media.deleteFailed')));
    }
  };

  return (
    <Fieldset legend={t('films:people.filmography')} data-testid="filmography-editor">
      <Stack gap="sm">
        {lines.isPending && <Loader size="sm" aria-label={t('common:loading')} />}
        {lines.isError && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('films:people.filmographyLoadFailed')}</Text>
              <Button size="compact-sm" variant="default" onClick={() => lines.refetch()}>
                {t('common:tryAgain')}
              </Button>
            </Stack>
          </Alert>
        )}
        {lines.isSuccess && lines.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('films:people.filmographyNone')}
          </Text>
        )}
        {lines.isSuccess && lines.data.length > 0 && (
          <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {lines.data.map((line) => (
              <Group component="li" key={line.Id} justify="space-between" gap="xs" data-testid="filmography">
                <Text size="sm" style={{ flex: '1 1 12rem' }}>
                  {line.TitreFilm} ({line.Annee}, {formatDuration(line.Duree, language)}) · {line.Distinction}
                </Text>
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => {
                      setErrors({});
                      setDraft(draftOf(line));
                    }}
                    aria-label={t('films:credits.editNamed', { name: line.TitreFilm })}
                  >
                    {t('films:credits.edit')}
                  </Button>
                  <ConfirmDelete
                    label={t('films:media.deleteNamed', { name: line.TitreFilm })}
                    title={t('films:people.deleteFilmTitle')}
                    body={t('films:people.deleteFilmBody', { name: line.TitreFilm, year: line.Annee })}
                    onConfirm={() => remove(line)}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {editing && (
          <Text size="sm" fw={600} aria-live="polite">
            {t('films:people.editingFilm', { name: editing.TitreFilm })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('films:people.filmTitle')}
            maxLength={FILM_TEXT_LIMITS.filmographyTitle}
            value={draft.TitreFilm}
            onChange={set('TitreFilm')}
            error={rule(errors.TitreFilm, { max: FILM_TEXT_LIMITS.filmographyTitle })}
          />
          <TextInput
            label={t('films:people.distinction')}
            description={t('films:people.distinctionHelp')}
            maxLength={FILM_TEXT_LIMITS.distinction}
            value={draft.Distinction}
            onChange={set('Distinction')}
            error={rule(errors.Distinction, { max: FILM_TEXT_LIMITS.distinction })}
          />
          <TextInput
            label={t('films:people.year')}
            inputMode="numeric"
            value={draft.Annee}
            onChange={set('Annee')}
            error={rule(errors.Annee)}
          />
          <TextInput
            label={t('films:people.minutes')}
            inputMode="decimal"
            value={draft.minutes}
            onChange={set('minutes')}
            error={rule(errors.Duree)}
          />
        </SimpleGrid>
        <Group gap="xs">
          <Button size="compact-md" onClick={save} loading={busy}>
            {draft.Id === null ? t('films:people.addFilm') : t('films:people.saveFilm')}
          </Button>
          {draft.Id !== null && (
            <Button size="compact-md" variant="default" onClick={cancel}>
              {t('films:form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
