import { NumberInput, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import type { JurySettingsView } from '@shortlist/domain/festival-space/review-contracts';
import {
  SCORE_SCALE_MAX,
  SCORE_SCALE_MIN,
  WATCH_THRESHOLD_MAX,
  WATCH_THRESHOLD_MIN,
} from '@shortlist/domain/festival-space/review-rules';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useJurySettings } from '../api/get-jury-settings.ts';
import { useSaveJurySettings } from '../api/save-jury-settings.ts';
import { SaveFooter } from './save-footer.tsx';

/** The festival's jury settings (issue 34), for its managers: score scale, watch threshold, blind mode. */
export function JurySettingsForm({ IdFestival }: { IdFestival: number }) {
  const settings = useJurySettings(IdFestival);
  if (!settings.data) return null;
  return <JuryFields IdFestival={IdFestival} settings={settings.data} />;
}

const SCALES = Array.from({ length: SCORE_SCALE_MAX - SCORE_SCALE_MIN + 1 }, (_, i) => SCORE_SCALE_MIN + i);

function JuryFields({ IdFestival, settings }: { IdFestival: number; settings: JurySettingsView }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const notify = useNotify();
  const save = useSaveJurySettings(IdFestival);
  const [scale, setScale] = useState(String(settings.scale));
  const [threshold, setThreshold] = useState<number | string>(settings.watchThreshold);
  const [blind, setBlind] = useState(settings.blind);
  const saved = JSON.stringify(settings);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` stands for the settings
  useEffect(() => {
    setScale(String(settings.scale));
    setThreshold(settings.watchThreshold);
    setBlind(settings.blind);
  }, [saved]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ scale: Number(scale), watchThreshold: Number(threshold), blind });
      notify.success(t('reviews.jury.saved'));
    } catch {
      // Shown above the button.
    }
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" mt="xl" aria-labelledby="jury-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="jury-title">
            {t('reviews.jury.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reviews.jury.lead')}
          </Text>
          <Select
            label={t('reviews.jury.scale')}
            description={settings.scaleLocked ? t('reviews.jury.scaleLocked') : undefined}
            data={SCALES.map((max) => ({
              value: String(max),
              label: t('reviews.jury.scaleOption', { max }),
            }))}
            value={scale}
            onChange={(value) => setScale(value ?? String(settings.scale))}
            disabled={settings.scaleLocked}
            allowDeselect={false}
            maw={240}
          />
          <NumberInput
            label={t('reviews.jury.threshold')}
            description={t('reviews.jury.thresholdHelp')}
            min={WATCH_THRESHOLD_MIN}
            max={WATCH_THRESHOLD_MAX}
            suffix="%"
            value={threshold}
            onChange={setThreshold}
            maw={240}
          />
          <Switch
            label={t('reviews.jury.blind')}
            description={t('reviews.jury.blindHelp')}
            checked={blind}
            onChange={(event) => setBlind(event.currentTarget.checked)}
          />
          <SaveFooter error={save.error} pending={save.isPending} label={t('reviews.jury.save')} />
        </Stack>
      </form>
    </Paper>
  );
}
