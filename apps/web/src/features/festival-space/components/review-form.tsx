import { Alert, Checkbox, Group, Paper, Radio, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import type { EntryReviews } from '@shortlist/domain/festival-space/review-contracts';
import { REVIEW_NOTE_MAX, REVIEW_TAGS, type ReviewTag } from '@shortlist/domain/festival-space/review-rules';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useEntryReviews } from '../api/get-entry-reviews.ts';
import { useSaveReview } from '../api/save-review.ts';
import { SaveFooter } from './save-footer.tsx';

/**
 * The member's review of the entry (issue 34): a score on the festival's scale, a note only they
 * read, reason tags. It says when the score will count (once the film is watched past the
 * festival's threshold: the server refuses it before) and takes none from a conflicted member.
 */
export function ReviewForm({ IdInscription }: { IdInscription: number }) {
  const { t } = useTranslation('festivalSpace');
  const reviews = useEntryReviews(IdInscription);
  if (reviews.isPending) return <Skeleton height={220} aria-hidden="true" />;
  if (reviews.isError)
    return (
      <Alert color="red" role="alert">
        {t('reviews.loadError')}
      </Alert>
    );
  return <ReviewFields IdInscription={IdInscription} reviews={reviews.data} onStale={reviews.refetch} />;
}

function ReviewFields(props: { IdInscription: number; reviews: EntryReviews; onStale: () => unknown }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const notify = useNotify();
  const save = useSaveReview(props.IdInscription);
  const { reviews } = props;
  const mine = reviews.mine;
  const [score, setScore] = useState(mine?.score === null || !mine ? '' : String(mine.score));
  const [note, setNote] = useState(mine?.note ?? '');
  const [tags, setTags] = useState<ReviewTag[]>(mine?.tags ?? []);
  const saved = JSON.stringify(mine);
  // A new answer from the server (this save) becomes the form's values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` stands for the review
  useEffect(() => {
    setScore(mine?.score == null ? '' : String(mine.score));
    setNote(mine?.note ?? '');
    setTags(mine?.tags ?? []);
  }, [saved]);

  if (reviews.conflicted) {
    return (
      <Paper component="section" withBorder radius="md" p="md" aria-labelledby="review-title">
        <Title order={2} size="h4" id="review-title" mb="xs">
          {t('reviews.title')}
        </Title>
        <Text size="sm" data-testid="review-conflicted">
          {t('reviews.conflicted')}
        </Text>
      </Paper>
    );
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        score: score === '' ? null : Number(score),
        note: note.trim() === '' ? null : note,
        tags,
      });
      notify.success(t('reviews.saved'));
    } catch (error) {
      // The film may have been watched further meanwhile, or less than the page knew.
      if (error instanceof ApiRequestError && error.code === 'REVIEW_NOT_WATCHED') props.onStale();
    }
  };
  const percent = { threshold: reviews.watchThreshold, percent: reviews.watchedPercent };
  const scale = Array.from({ length: reviews.scale }, (_, i) => String(i + 1));

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="review-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="review-title">
            {t('reviews.title')}
          </Title>
          <Text size="sm" c={reviews.canScore ? undefined : 'orange.9'} data-testid="review-counts">
            {reviews.canScore ? t('reviews.counts', percent) : t('reviews.countsWhen', percent)}
          </Text>
          <Radio.Group label={t('reviews.score', { scale: reviews.scale })} value={score} onChange={setScore}>
            <Group gap="sm" mt={6}>
              <Radio value="" label={t('reviews.noScore')} />
              {scale.map((value) => (
                <Radio key={value} value={value} label={value} disabled={!reviews.canScore} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label={t('reviews.note')}
            description={t('reviews.noteHelp', { count: note.length, max: REVIEW_NOTE_MAX })}
            rows={3}
            maxLength={REVIEW_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Checkbox.Group
            label={t('reviews.tagsLabel')}
            value={tags}
            onChange={(next) => setTags(REVIEW_TAGS.filter((tag) => next.includes(tag)))}
          >
            <Group gap="xs" mt={6}>
              {REVIEW_TAGS.map((tag) => (
                <Checkbox key={tag} value={tag} label={t(`festivalSpace:reviews.tags.${tag}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <SaveFooter error={save.error} pending={save.isPending} label={t('reviews.save')} />
        </Stack>
      </form>
    </Paper>
  );
}
