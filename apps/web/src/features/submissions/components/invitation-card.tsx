import { Alert, Badge, Button, Card, Group, List, Radio, Stack, Tabs, Text, Title } from '@mantine/core';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import {
  ELIGIBILITY_STATUSES,
  type EligibilityStatus,
  STATUS_KEYS,
} from '@shortlist/domain/submissions/eligibility-codes';
import type { Invitation, InvitationFilm } from '@shortlist/domain/submissions/invitation-contracts';
import { isInvitationExpiringSoon } from '@shortlist/domain/submissions/invitation-status';
import { formatDay } from '@shortlist/i18n/deadline-format';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useAnswerInvitation } from '../api/answer-invitation.ts';
import { useReasonText } from '../panel/use-reason-text.ts';
import { type Answers, QuestionsModal } from './questions-modal.tsx';

/**
 * One invitation of the invitation panel (spec §2 invitation variant): the invited section, its
 * price and the last day to answer; while pending, the account's films in the panel's three tabs
 * (eligible through the invitation, missing subtitles, ineligible with the reasons), one eligible
 * film chosen and put in the basket at the invited price, after the section's additional
 * questions when it asks any (the same modal as the ordinary panel; the server checks them again).
 */
export function InvitationCard(props: {
  invitation: Invitation;
  films: InvitationFilm[] | undefined;
  section: FestivalSection | undefined;
  now: Date;
  onAdded: (count: number) => void;
}) {
  const { invitation, films, section } = props;
  const { t } = useTranslation('submissions');
  const language = useLanguage();
  const notify = useNotify();
  const answer = useAnswerInvitation();
  const { reasonText, subtitlesText } = useReasonText();
  const [tab, setTab] = useState<EligibilityStatus>('eligible');
  const [chosen, setChosen] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const price =
    invitation.Prix === 0
      ? t('panel.free')
      : new Intl.NumberFormat(language, { style: 'currency', currency: invitation.Devise }).format(
          invitation.Prix / 100,
        );
  const until = formatDay(invitation.DateValiditee, language);
  const expiresSoon = isInvitationExpiringSoon(invitation, props.now);
  const titleId = `invitation-${invitation.Id}`;
  const byStatus = (status: EligibilityStatus) => (films ?? []).filter((f) => f.status === status);

  const chosenTitle = films?.find((f) => String(f.IdFilm) === chosen)?.TitreOriginal ?? '';

  async function add(given?: Answers) {
    if (!chosen) return;
    const answers: Record<string, boolean | string | number> = {};
    for (const [question, value] of Object.entries(given ?? {})) {
      if (value !== null && value !== undefined) answers[question] = value;
    }
    try {
      const done = await answer.mutateAsync({
        IdInvitation: invitation.Id,
        IdFilm: Number(chosen),
        IdCampagneSection: invitation.IdCampagneSection,
        ...(given ? { answers } : {}),
      });
      notify.success(t('invitation.added'));
      props.onAdded(done.count);
    } catch (error) {
      notify.error(errorMessage(error, t));
    }
  }

  return (
    <Card withBorder component="section" aria-labelledby={titleId} data-testid="invitation-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {t('invitation.section', { section: invitation.sectionName })}
          </Title>
          {invitation.status !== 'pending' && (
            <Badge color={invitation.status === 'used' ? 'green' : 'gray'} variant="light">
              {t(`invitation.status.${invitation.status}`)}
            </Badge>
          )}
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm" fw={600} data-testid="invitation-price">
            {t('invitation.price', { fee: price })}
          </Text>
          <Text size="sm" data-testid="invitation-until">
            {t('invitation.validUntil', { date: until })}
          </Text>
          {expiresSoon && (
            <Badge color="orange" variant="light" size="sm">
              {t('panel.expiresSoon')}
            </Badge>
          )}
        </Group>
        {invitation.Message && <Text size="sm">{invitation.Message}</Text>}
        {invitation.status === 'expired' && (
          <Alert color="yellow" role="alert">
            {t('invitation.expired', { date: until })}
          </Alert>
        )}
        {invitation.status === 'pending' &&
          films &&
          films.length > 0 &&
          byStatus('eligible').length === 0 && (
            <Alert color="yellow" role="alert">
              {t('invitation.noEligibleFilm')}
            </Alert>
          )}
        {invitation.status === 'pending' && films?.length === 0 && (
          <Alert color="yellow" role="alert">
            {t('invitation.noFilms')}
          </Alert>
        )}
        {invitation.status === 'pending' && films && films.length > 0 && (
          <Tabs value={tab} onChange={(value) => value && setTab(value as EligibilityStatus)}>
            <Tabs.List grow>
              {ELIGIBILITY_STATUSES.map((status) => (
                <Tabs.Tab
                  key={status}
                  value={status}
                  rightSection={
                    <Badge size="sm" variant="light" aria-hidden>
                      {byStatus(status).length}
                    </Badge>
                  }
                  aria-label={t('panel.tab', {
                    name: t(STATUS_KEYS[status]),
                    count: byStatus(status).length,
                  })}
                >
                  {t(STATUS_KEYS[status])}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="eligible" pt="md">
              {byStatus('eligible').length === 0 ? (
                <Text size="sm">{t('panel.empty')}</Text>
              ) : (
                <Stack gap="sm">
                  <Radio.Group value={chosen} onChange={setChosen} label={t('invitation.chooseFilm')}>
                    <Stack gap="xs" mt="xs">
                      {byStatus('eligible').map((film) => (
                        <Radio key={film.IdFilm} value={String(film.IdFilm)} label={film.TitreOriginal} />
                      ))}
                    </Stack>
                  </Radio.Group>
                  <Group>
                    <Button
                      onClick={() => (section && section.questions.length > 0 ? setAsking(true) : add())}
                      disabled={!chosen}
                      loading={answer.isPending}
                    >
                      {t('invitation.add', { fee: price })}
                    </Button>
                  </Group>
                </Stack>
              )}
            </Tabs.Panel>
            {(['missing-subtitles', 'ineligible'] as const).map((status) => (
              <Tabs.Panel key={status} value={status} pt="md">
                {byStatus(status).length === 0 ? (
                  <Text size="sm">{t('panel.empty')}</Text>
                ) : (
                  <Stack gap="sm">
                    {byStatus(status).map((film) => (
                      <div key={film.IdFilm}>
                        <Text fw={600} size="sm">
                          {film.TitreOriginal}
                        </Text>
                        <List size="sm">
                          {status === 'missing-subtitles' && (
                            <List.Item>{subtitlesText(film.RequiredIdsLangue)}</List.Item>
                          )}
                          {film.OuvreTesYeux.map((reason) => (
                            <List.Item key={reason.code}>{reasonText(reason, section)}</List.Item>
                          ))}
                        </List>
                      </div>
                    ))}
                  </Stack>
                )}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
      {asking && section && (
        <QuestionsModal
          section={section}
          filmTitle={chosenTitle}
          onConfirm={(given) => {
            setAsking(false);
            void add(given);
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </Card>
  );
}
