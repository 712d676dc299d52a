import { Alert, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { canAssignEntries } from '@shortlist/domain/festival-space/member-roles';
import type { JurySectionFigures } from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useJuryFigures } from '../api/get-jury-figures.ts';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import { WorkspaceListPage } from '../components/workspace-page.tsx';
import { formatCount, formatDay } from '../format.ts';
import '../festival-space.css';

/**
 * `festivalSpaceJuryFigures` (managers, issue 34): per section, how far the jury is, each member's
 * progress on their assigned entries, the days left before the result and the entries at risk of
 * missing the guaranteed watch. Every figure is the server's; the page only lays them out.
 */
export function JuryFiguresPage() {
  return (
    <WorkspaceGate allowed={canAssignEntries}>{(workspace) => <JuryFigures {...workspace} />}</WorkspaceGate>
  );
}

function JuryFigures({ IdFestival, festival }: WorkspaceFestival) {
  const { t } = useTranslation('festivalSpace');
  const figures = useJuryFigures(IdFestival);
  return (
    <WorkspaceListPage
      title={t('juryFigures.title')}
      lead={t('juryFigures.lead', { festival: festival.Nom })}
      query={figures}
      errorTitle={t('juryFigures.error')}
      emptyMessage={t('juryFigures.empty')}
    >
      {(sections) => (
        <Stack gap="xl">
          {sections.map((section) => (
            <SectionFigures key={section.IdCampagneSection} section={section} />
          ))}
        </Stack>
      )}
    </WorkspaceListPage>
  );
}

function SectionFigures({ section }: { section: JurySectionFigures }) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const count = (value: number) => formatCount(value, language);
  const titleId = `jury-section-${section.IdCampagneSection}`;
  const totals = [
    { term: t('juryFigures.entries'), value: count(section.entries) },
    { term: t('juryFigures.assigned'), value: count(section.assigned) },
    { term: t('juryFigures.watched'), value: count(section.watched) },
    ...(section.required === null
      ? []
      : [
          {
            term: t('juryFigures.guaranteed', { count: section.required }),
            value: count(section.guaranteed ?? 0),
          },
        ]),
  ];
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      data-testid="jury-section"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {section.sectionLabel}
          </Title>
          <Text size="sm" c="dimmed" data-testid="jury-time-left">
            {section.resultDate === null || section.daysLeft === null
              ? t('juryFigures.noResultDate')
              : t('juryFigures.daysLeft', {
                  count: section.daysLeft,
                  date: formatDay(section.resultDate, language),
                })}{' '}
            {section.required === null
              ? t('juryFigures.noPromise')
              : t('juryFigures.promise', { count: section.required })}
          </Text>
        </div>
        <dl style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: 0 }}>
          {totals.map((total) => (
            <div key={total.term}>
              <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed">
                {total.term}
              </Text>
              <Text component="dd" m={0} fw={600} data-testid="jury-total">
                {total.value}
              </Text>
            </div>
          ))}
        </dl>
        {section.members.length > 0 && (
          <ScrollRegion labelledBy={titleId}>
            <Table verticalSpacing="xs" miw={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('juryFigures.member')}</Table.Th>
                  <Table.Th ta="right">{t('juryFigures.assigned')}</Table.Th>
                  <Table.Th ta="right">{t('juryFigures.watched')}</Table.Th>
                  <Table.Th ta="right">{t('juryFigures.scored')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {section.members.map((member) => (
                  <Table.Tr key={member.IdMembre} data-testid="jury-member">
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.name}</Table.Td>
                    <Table.Td ta="right">{count(member.assigned)}</Table.Td>
                    <Table.Td ta="right">{count(member.watched)}</Table.Td>
                    <Table.Td ta="right">{count(member.scored)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
        {section.atRisk.length > 0 && (
          <Alert color="orange" title={t('juryFigures.atRiskTitle')} data-testid="jury-at-risk">
            <List size="sm" spacing={2}>
              {section.atRisk.map((entry) => (
                <List.Item key={entry.IdInscription}>
                  {t(`juryFigures.risk.${entry.risk}`, {
                    title: entry.TitreOriginal,
                    watchedBy: entry.watchedBy,
                    required: section.required ?? 0,
                    interpolation: { escapeValue: false },
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
