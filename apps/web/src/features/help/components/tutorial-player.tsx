import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { OutlineIcon } from '../../../shared/ui/outline-icon.tsx';

/**
 * What the frame may do: run the host's player script and talk to its own origin (the players
 * need both), and go fullscreen. No forms, pop-ups, top navigation or downloads.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/**
 * A video tutorial: a play button until it is pressed, then the host's player in a sandboxed
 * frame. Nothing is asked of the video host before the press (no request, no cookie). `src` is the
 * canonical player address the server answers (an allowed host's, `help/video-embed.ts`); without
 * one, the tutorial says it cannot be shown and frames nothing.
 */
export function TutorialPlayer({ src, title }: { src: string | null; title: string }) {
  const { t } = useTranslation('pages');
  const [playing, setPlaying] = useState(false);
  const frame = { position: 'relative', aspectRatio: '16 / 9', width: '100%' } as const;
  if (!src?.startsWith('https://')) {
    return (
      <Text size="sm" c="dimmed">
        {t('helpResources.unavailable')}
      </Text>
    );
  }
  if (playing) {
    return (
      <Box style={frame}>
        <iframe
          src={src}
          title={title}
          sandbox={SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          loading="lazy"
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            border: 0,
            borderRadius: 8,
          }}
        />
      </Box>
    );
  }
  return (
    <Stack gap={4}>
      <UnstyledButton
        onClick={() => setPlaying(true)}
        aria-label={t('helpResources.play', { title })}
        style={{
          ...frame,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 8,
          background: 'var(--mantine-color-dark-7)',
          color: 'var(--mantine-color-white)',
        }}
      >
        <OutlineIcon size={56}>
          <circle cx="12" cy="12" r="10" />
          <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
        </OutlineIcon>
      </UnstyledButton>
      <Text size="xs" c="dimmed">
        {t('helpResources.playNote')}
      </Text>
    </Stack>
  );
}
