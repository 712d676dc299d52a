import { Button, Stack, Text } from '@mantine/core';
import type { Language } from '@shortlist/domain/languages';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useVimeoAuthorize } from '../api/get-vimeo-authorize.ts';

/**
 * "Connect my Vimeo account" (spec §4 video platform return): a link to Vimeo's authorisation
 * page, which comes back to `/vimeo-callback` and then to this tab with the token. Shown only
 * when the server has a Vimeo app (its answer is null otherwise) and nothing while it is asked.
 */
export function VimeoConnectButton(props: { filmId: number; language: Language }) {
  const { t } = useTranslation('videos');
  const query = useVimeoAuthorize(props.filmId, props.language);
  const url = query.data?.url;
  if (!url) return null;
  return (
    <Stack gap={4} align="flex-start">
      <Button component="a" href={url} variant="light">
        {t('vimeo.connect')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('vimeo.connectHelp')}
      </Text>
    </Stack>
  );
}
