import { Alert, Anchor, Container, Loader, Stack, Text } from '@mantine/core';
import type { Language } from '@shortlist/domain/languages';
import { readVimeoReturnHash, ZVimeoTokenRequest } from '@shortlist/domain/media/vimeo';
import { localizedPath } from '@shortlist/i18n/routes';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { exchangeVimeoCode } from '../api/exchange-vimeo-code.ts';
import { saveVimeoToken } from '../api/save-vimeo-token.ts';
import { VIMEO_EXPIRES_PARAM, VIMEO_TOKEN_PARAM } from '../components/use-vimeo-return.ts';

/**
 * `/vimeo-callback` (spec §2 root route, §4 "Video platform return"). From "Connect my Vimeo
 * account", Vimeo sends the filmmaker back with `?code=...&state=...` (or `?error=...` when they
 * declined): the server checks the state it sealed, exchanges the code and answers the film and
 * language. The older return carries `#access_token=...&expires_in=...&state={filmId}-{language}`. The hash is read, then
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
    const query = new URLSearchParams(window.location.search);
    const read = readVimeoReturnHash(window.location.hash);
    // The code or token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const open = (filmId: number, filmLanguage: Language, token: string, expires: string) => {
      const next = new URLSearchParams({ [VIMEO_TOKEN_PARAM]: token, [VIMEO_EXPIRES_PARAM]: expires });
      navigate(`${localizedPath('filmEdit', filmLanguage, { id: String(filmId), tab: 'media' })}?${next}`, {
        replace: true,
      });
    };
    if (query.has('code') || query.has('error')) {
      const code = query.get('code');
      if (!code) return setFailed(true);
      exchangeVimeoCode({ code, state: query.get('state') ?? '' })
        .then((answer) => open(answer.IdFilm, answer.language, answer.accessToken, answer.expires))
        .catch(() => setFailed(true));
      return;
    }
    const parsed = ZVimeoTokenRequest.safeParse(read);
    if (!parsed.success) return setFailed(true);
    const { state } = parsed.data;
    saveVimeoToken(read)
      .then(({ expires }) => open(state.filmId, state.language, read.accessToken, expires))
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
