import { Alert, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import type { BasketCalculationAnswer, BasketSubmission } from '@shortlist/domain/orders/api-contracts';
import {
  FORMULA_IDS,
  formulaOfId,
  SUBMISSION_FORMULAS,
  type SubmissionFormula,
} from '@shortlist/domain/orders/formulas';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import type { BasketCheck } from '@shortlist/domain/submissions/basket-check';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { VideoRetentionNote } from '../../../shared/ui/video-retention-note.tsx';
import { BasketCheckNotice } from './basket-check-notice.tsx';
import { FestivalCodeField } from './festival-code-field.tsx';

/**
 * One entry of the basket: film, festival and section, its entry fee and platform fee as the
 * server summed them, and how it is paid (spec §1: a stamp of the balance, a stamp bought now, or
 * the film's SuperStamp). The SuperStamp is offered only when the film has one, or one is in the basket.
 */
export function BasketEntry(props: {
  accountId: number;
  entry: BasketSubmission;
  calculation: BasketCalculationAnswer | undefined;
  /** The whole-basket check's warnings for this entry (`basket/check`). */
  checks: readonly BasketCheck[];
  superStampInBasket: boolean;
  changing: boolean;
  onFormula: (formula: SubmissionFormula) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const { entry, calculation } = props;
  const lines = calculation?.lines.filter((line) => line.IdInscription === entry.IdInscription) ?? [];
  const entryFee = lines.find((line) => line.kind === 'entryFee');
  const platformFee = lines.find((line) => line.kind === 'platformFee');
  const problems = calculation?.problems.filter((p) => p.IdInscription === entry.IdInscription) ?? [];
  const formula = formulaOfId(entry.FormuleId) ?? 'buyStamp';
  const offered = SUBMISSION_FORMULAS.filter(
    (f) =>
      f !== 'superStamp' || entry.superStampActive || props.superStampInBasket || formula === 'superStamp',
  );
  const titleId = `basket-entry-${entry.IdInscription}`;
  const codeTakesOff = entry.festivalCode != null && entry.festivalCode.problem === null;
  const money = (cents: number) => formatEuros(cents, language);

  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={titleId}>
      <Stack gap="xs">
        <div>
          <Text fw={600} id={titleId}>
            {entry.filmTitle}
          </Text>
          <Text size="sm" c="dimmed">
            {t('basket.entryWhere', { festival: entry.festivalName, section: entry.sectionLabel })}
          </Text>
          {entry.videoRetention && <VideoRetentionNote retention={entry.videoRetention} of="screener" />}
        </div>
        <Stack gap={2} component="dl" m={0}>
          <Group gap="xs" wrap="wrap">
            <Text component="dt" size="sm">
              {t('basket.entryFee')}
            </Text>
            <Text component="dd" m={0} size="sm" fw={500}>
              {entry.entryFeeCents === null ? (
                t('basket.sectionClosed')
              ) : entryFee && entryFee.discountCents > 0 ? (
                <>
                  {/* The full fee struck through for the eye; the sentence after it says it in words. */}
                  <Text span size="sm" td="line-through" c="dimmed" aria-hidden="true" mr={6}>
                    {money(entryFee.unitCents)}
                  </Text>
                  {codeTakesOff
                    ? t('basket.feeWithCode', {
                        fee: money(entryFee.netCents),
                        full: money(entryFee.unitCents),
                      })
                    : t('basket.feeDiscounted', {
                        fee: money(entryFee.netCents),
                        discount: money(entryFee.discountCents),
                      })}
                </>
              ) : (
                money(entryFee?.netCents ?? entry.entryFeeCents)
              )}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text component="dt" size="sm">
              {t('basket.platformFee')}
            </Text>
            <Text component="dd" m={0} size="sm" fw={500}>
              {formula === 'balance'
                ? t('basket.platformByStamp')
                : formula === 'superStamp'
                  ? t('basket.platformNone')
                  : t('basket.platformPrice', { price: money(platformFee?.netCents ?? 0) })}
            </Text>
          </Group>
        </Stack>
        {entry.entryFeeCents !== null && entry.entryFeeCents > 0 && (
          <FestivalCodeField accountId={props.accountId} entry={entry} />
        )}
        <Radio.Group
          label={t('basket.formulaLabel')}
          value={formula}
          onChange={(value) => props.onFormula(value as SubmissionFormula)}
        >
          <Stack gap={6} mt={6}>
            {offered.map((f) => (
              <Radio
                key={f}
                value={f}
                label={t(`formulas.${f}`)}
                disabled={props.changing}
                data-formula-id={FORMULA_IDS[f]}
              />
            ))}
          </Stack>
        </Radio.Group>
        {props.checks.map((check) => (
          <BasketCheckNotice key={check.code} check={check} filmId={entry.IdFilm} />
        ))}
        {problems.map((problem) => (
          <Alert key={problem.code} color="yellow" role="note" p="xs">
            {t(`problems.${problem.code}`)}
          </Alert>
        ))}
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red.9"
            size="compact-sm"
            aria-label={t('basket.removeNamed', { name: entry.filmTitle })}
            onClick={props.onRemove}
          >
            {t('basket.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
