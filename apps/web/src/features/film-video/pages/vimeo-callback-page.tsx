import { Alert, Anchor, Container, Loader, Stack, Text } from '@mantine/core';
import { readVimeoReturnHash, ZVimeoTokenRequest } from '@shortlist/domain/media/vimeo';
import { localizedPath } from '@shortlist/i18n/routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { saveVimeoToken } from '../api/save-vimeo-token.ts';
import { VIMEO_EXPIRES_PARAM, VIMEO_TOKEN_PARAM } from '../components/use-vimeo-return.ts';

/**
 * `/vimeo-callback` (spec §2 root route, §4 "Video platform return"): Vimeo sends the filmmaker
 * back with `#access_token=...&expires_in=...&state={filmId}-{language}`. The hash is read, then
 * removed from the address at once; the server keeps the token in an HttpOnly per-user cookie
 * (at most one hour, §9) after checking the film is the user's; then the film's media tab opens
 * with the token in the query. Anything wrong (no session, a film of someone else, a bad hash)
 * shows why, with the way back to the films.
 */
export function VimeoCallbackPage() {
  const { t } = useTranslation(['videos', 'errors']);
  const { language } = useCurrentRoute();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const read = readVimeoReturnHash(window.location.hash);
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const parsed = ZVimeoTokenRequest.safeParse(read);
    if (!parsed.success) return setFailed(true);
    const { state } = parsed.data;
    saveVimeoToken(read)
      .then(({ expires }) => {
        const query = new URLSearchParams({
          [VIMEO_TOKEN_PARAM]: read.accessToken,
          [VIMEO_EXPIRES_PARAM]: expires,
        });
        navigate(
          `${localizedPath('filmEdit', state.language, { id: String(state.filmId), tab: 'media' })}?${query}`,
          {
            replace: true,
          },
        );
      })
      .catch(() => setFailed(true));
  }, [navigate]);

  return (
    <Container size="sm" py="xl">
      {failed ? (
        <Alert color="red" role="alert">
          <Stack gap="xs">
            <Text size="sm">{t('videos:vimeo.returnFailed')}</Text>
            <Anchor href={localizedPath('films', language)}>{t('videos:vimeo.backToFilms')}</Anchor>
          </Stack>
        </Alert>
      ) : (
        <Stack align="center">
          <Loader aria-hidden />
          <Text role="status">{t('videos:vimeo.returning')}</Text>
        </Stack>
      )}
    </Container>
  );
}
