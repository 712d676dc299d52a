import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The query the authorisation return opens the media tab with (spec §4). */
export const VIMEO_TOKEN_PARAM = 'vimeoToken';
export const VIMEO_EXPIRES_PARAM = 'vimeoExpires';

/**
 * The Vimeo access token the media tab was opened with (spec §4 "opens the film media tab with
 * the token in the query"), held in the component's state, then taken out of the address so it
 * stays in neither the history nor a shared link. Null when absent or already past its end.
 */
export function useVimeoReturn(): { token: string; expires: string } | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [found] = useState(() => {
    const query = new URLSearchParams(location.search);
    const token = query.get(VIMEO_TOKEN_PARAM);
    const expires = query.get(VIMEO_EXPIRES_PARAM);
    if (!token || !expires || Number.isNaN(Date.parse(expires))) return null;
    return { token, expires };
  });
  const live = found && Date.parse(found.expires) > Date.now() ? found : null;
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (!query.has(VIMEO_TOKEN_PARAM) && !query.has(VIMEO_EXPIRES_PARAM)) return;
    query.delete(VIMEO_TOKEN_PARAM);
    query.delete(VIMEO_EXPIRES_PARAM);
    const search = query.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location, navigate]);
  return live;
}
