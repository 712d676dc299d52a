import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { fieldErrors } from '@shortlist/domain/field-errors';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { VIMEO_PASSWORD_MAX, VIMEO_URL_MAX, ZVimeoReferenceRequest } from '@shortlist/domain/media/vimeo';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { setVimeoReference } from '../api/set-vimeo-reference.ts';

type Fields = { url?: string; password?: string };

/**
 * The film video or trailer as a private Vimeo video (issue 13; spec §9: password protected, a
 * Standard or higher paid plan): its address and password, both required, checked by the
 * domain's schema before sending. Replacing a stored file asks first (the file is deleted).
 * With the token of the authorisation return, the server records the source as Vimeo OAuth.
 */
export function VimeoReferenceForm(props: {
  filmId: number;
  type: VideoType;
  hasFile: boolean;
  currentUrl: string | null;
  vimeoToken: string | null;
}) {
  const { t } = useTranslation(['videos', 'errors']);
  const queryClient = useQueryClient();
  const titleId = useId();
  const [url, setUrl] = useState(props.currentUrl ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const typeLabel = t(`videos:types.${props.type}`);

  const message = (code: string) =>
    t(`videos:vimeo.errors.${code}`, { defaultValue: t('videos:vimeo.errors.VIMEO_URL_INVALID') });

  const save = async (replaceFile: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await setVimeoReference(queryClient, props.filmId, props.type, {
        url,
        password,
        ...(replaceFile ? { replaceFile: true } : {}),
        ...(props.vimeoToken ? { token: props.vimeoToken } : {}),
      });
      setPassword('');
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields.length > 0) {
        setErrors(Object.fromEntries(error.fields.map((f) => [f.path, message(f.code)])));
      } else {
        setFailure(errorMessage(error, t));
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const checked = ZVimeoReferenceRequest.safeParse({ url, password });
    if (!checked.success) {
      return setErrors(Object.fromEntries(fieldErrors(checked.error).map((f) => [f.path, message(f.code)])));
    }
    setErrors({});
    if (!props.hasFile) return void save(false);
    modals.openConfirmModal({
      title: t('videos:vimeo.replaceTitle'),
      children: <Text size="sm">{t('videos:vimeo.replaceBody', { type: typeLabel })}</Text>,
      labels: { confirm: t('videos:vimeo.replaceConfirm'), cancel: t('videos:vimeo.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void save(true),
    });
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId} data-testid={`vimeo-${props.type}`}>
      <Title order={4} id={titleId}>
        {t('videos:vimeo.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('videos:vimeo.help')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <TextInput
            type="url"
            inputMode="url"
            label={t('videos:vimeo.url')}
            description={t('videos:vimeo.urlHelp')}
            maxLength={VIMEO_URL_MAX}
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={errors.url}
            required
          />
          <PasswordInput
            label={t('videos:vimeo.password')}
            maxLength={VIMEO_PASSWORD_MAX + 1}
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t('videos:vimeo.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {saved && (
        <Text size="sm" role="status">
          {t('videos:vimeo.saved')}
        </Text>
      )}
    </Stack>
  );
}
