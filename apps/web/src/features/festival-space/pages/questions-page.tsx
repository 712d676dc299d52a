import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ManagedQuestion, SectionQuestions } from '@shortlist/domain/festival-space/question-contracts';
import { moveQuestion } from '@shortlist/domain/festival-space/question-rules';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useCurrentRoute, useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useDeleteSectionQuestion } from '../api/delete-section-question.ts';
import { useSectionQuestionsEditor } from '../api/list-section-questions.ts';
import type { QuestionPlace } from '../api/question-place.ts';
import { useReorderSectionQuestions } from '../api/reorder-section-questions.ts';
import { QuestionEditor } from '../components/question-editor.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import { wordingIn } from '../question-form.ts';
import '../festival-space.css';

/**
 * `festivalSpaceSectionQuestions` (managers, issue 33): a section's additional questions in the
 * order the filmmaker answers them; add, change, move up or down (buttons, no dragging), and
 * delete after a confirmation. What an answered question may still change is the server's rule.
 */
export function QuestionsPage() {
  return (
    <WorkspaceGate allowed={canManageCalls}>{(workspace) => <Questions {...workspace} />}</WorkspaceGate>
  );
}

type Editing = { question: ManagedQuestion | null };

function Questions({ IdFestival }: WorkspaceFestival) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const { params } = useCurrentRoute();
  const place: QuestionPlace = {
    IdFestival,
    IdCampagne: Number(params.call ?? 0),
    IdCampagneSection: Number(params.section ?? 0),
  };
  const questions = useSectionQuestionsEditor(place);
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ManagedQuestion | null>(null);
  const data = questions.data;
  const routeParams = {
    id: String(IdFestival),
    call: String(place.IdCampagne),
    section: String(place.IdCampagneSection),
  };
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {data ? t('questions.title', { section: data.section }) : t('questions.titlePlain')}
        </Title>
        <Text c="dimmed">{t('questions.lead')}</Text>
        <Group gap="md">
          <Anchor component={LocalizedLink} route="festivalSpaceSection" params={routeParams}>
            {t('questions.toSection')}
          </Anchor>
          <Anchor component={LocalizedLink} route="festivalSpaceCalls" params={{ id: String(IdFestival) }}>
            {t('questions.toCalls')}
          </Anchor>
        </Group>
      </Stack>
      {questions.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      ) : questions.isError || !data ? (
        <RetryAlert title={t('questions.loadError')} onRetry={() => questions.refetch()} />
      ) : (
        <Stack gap="md">
          <Group>
            <Button onClick={() => setEditing({ question: null })}>{t('questions.add')}</Button>
          </Group>
          {data.items.length === 0 ? (
            <EmptyState message={t('questions.empty')} />
          ) : (
            <QuestionList
              place={place}
              data={data}
              onEdit={(question) => setEditing({ question })}
              onDelete={setDeleting}
            />
          )}
        </Stack>
      )}
      {editing && data && (
        <QuestionEditor
          place={place}
          languages={data.languages}
          question={editing.question}
          onClose={() => setEditing(null)}
          onSaved={() => {
            notify.success(t(editing.question ? 'questions.saved' : 'questions.added'));
            setEditing(null);
          }}
        />
      )}
      <DeleteDialog place={place} question={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}

function QuestionList(props: {
  place: QuestionPlace;
  data: SectionQuestions;
  onEdit: (question: ManagedQuestion) => void;
  onDelete: (question: ManagedQuestion) => void;
}) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const language = useLanguage();
  const reorder = useReorderSectionQuestions(props.place);
  const items = props.data.items;
  const ids = items.map((q) => q.Id);
  const move = (index: number, delta: -1 | 1) => reorder.mutate(moveQuestion(ids, index, delta));
  return (
    <Stack gap="sm">
      {reorder.error && (
        <Alert color="red" role="alert">
          {errorMessage(reorder.error, t)}
        </Alert>
      )}
      <Stack
        component="ol"
        gap="sm"
        className="question-list"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((question, index) => {
          const wording = wordingIn(question.Libelle, language);
          return (
            <Card
              component="li"
              withBorder
              key={question.Id}
              padding="md"
              aria-label={wording}
              data-testid="question-item"
            >
              <Stack gap="xs">
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} c="dimmed">
                    {t('festivalSpace:questions.position', { n: index + 1 })}
                  </Text>
                  <Badge variant="light" color={question.Type === 'blocking' ? 'red' : 'gray'}>
                    {t(`festivalSpace:questions.types.${question.Type}`)}
                  </Badge>
                  {question.IsDemandeCheck && (
                    <Badge variant="light" color="blue">
                      {t('festivalSpace:questions.confirmBadge')}
                    </Badge>
                  )}
                </Group>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {wording}
                </Text>
                {question.Texte && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {wordingIn(question.Texte, language)}
                  </Text>
                )}
                {question.answers > 0 && (
                  <Text size="sm">{t('festivalSpace:questions.answered', { count: question.answers })}</Text>
                )}
                <Group gap="xs" wrap="wrap">
                  <Button
                    size="xs"
                    variant="default"
                    disabled={index === 0 || reorder.isPending}
                    aria-label={t('festivalSpace:questions.moveUp', { question: wording })}
                    onClick={() => move(index, -1)}
                  >
                    {t('festivalSpace:questions.up')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={index === items.length - 1 || reorder.isPending}
                    aria-label={t('festivalSpace:questions.moveDown', { question: wording })}
                    onClick={() => move(index, 1)}
                  >
                    {t('festivalSpace:questions.down')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('festivalSpace:questions.editNamed', { question: wording })}
                    onClick={() => props.onEdit(question)}
                  >
                    {t('festivalSpace:questions.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={t('festivalSpace:questions.deleteNamed', { question: wording })}
                    onClick={() => props.onDelete(question)}
                  >
                    {t('festivalSpace:questions.delete')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** Asks before a question is deleted; an answered one is refused by the server, said here. */
function DeleteDialog(props: {
  place: QuestionPlace;
  question: ManagedQuestion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  const language = useLanguage();
  const notify = useNotify();
  const remove = useDeleteSectionQuestion(props.place);
  const close = () => {
    remove.reset();
    props.onClose();
  };
  const wording = props.question ? wordingIn(props.question.Libelle, language) : '';
  const confirm = async () => {
    if (!props.question) return;
    try {
      await remove.mutateAsync(props.question.Id);
      notify.success(t('festivalSpace:questions.deleted'));
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <ConfirmDialog
      opened={props.question !== null}
      title={t('festivalSpace:questions.deleteTitle')}
      message={t('festivalSpace:questions.deleteWarning', { question: wording })}
      confirmLabel={t('festivalSpace:questions.deleteConfirm')}
      keepLabel={t('festivalSpace:questions.cancel')}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t) : null}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
