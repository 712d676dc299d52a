import { Anchor, Box, Text } from '@mantine/core';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/**
 * A Vimeo reference's player: Vimeo's own embedded player (an iframe to player.vimeo.com, with
 * the unlisted video's hash), which asks for the video's password. The only frame the content
 * security policy allows.
 */
export function VimeoPlayer(props: { type: VideoType; url: string; playerUrl: string }) {
  const { t } = useTranslation('videos');
  const title = t('vimeo.player', { type: t(`types.${props.type}`) });
  return (
    <Box>
      <Box pos="relative" style={{ aspectRatio: '16 / 9', width: '100%', background: '#000' }}>
        <iframe
          src={props.playerUrl}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        <Anchor href={props.url} target="_blank" rel="noopener noreferrer">
          {props.url}
        </Anchor>
      </Text>
    </Box>
  );
}
