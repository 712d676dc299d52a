import {
  Box,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { InboxCounts } from '@shortlist/domain/festival-space/entry-contracts';
import type { Coverage } from '@shortlist/domain/festival-space/viewing-rules';
import {
  SUBMISSION_STATUS,
  type SubmissionStatusName,
} from '@shortlist/domain/submissions/submission-status';
import type { ReactNode } from 'react';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { formatCount } from '../format.ts';
import {
  COVERAGES,
  DURATION_MAX_MINUTES,
  INBOX_STATUSES,
  type InboxQuery,
  moreFiltersCount,
} from '../inbox-query.ts';
import { AnswerFilters } from './answer-filters.tsx';
import { CoverageIcon } from './coverage-mark.tsx';

type Change = (change: Partial<InboxQuery>) => void;

/** A choice with its count beside it (the unfiltered inbox's, so the numbers do not jump). */
function Counted({ label, count, icon }: { label: string; count: number; icon?: ReactNode }) {
  const language = useLanguage();
  return (
    <Group component="span" gap={6} wrap="nowrap">
      {icon}
      <span>
        {label}{' '}
        <Text span c="dimmed" size="sm">
          ({formatCount(count, language)})
        </Text>
      </span>
    </Group>
  );
}

/**
 * The inbox's filters (issue 31): status, section and viewing with their counts, "not published
 * yet", and the further filters folded under "More filters". Every change goes to the URL.
 */
export function InboxFilters(props: {
  query: InboxQuery;
  counts: InboxCounts | undefined;
  search: string;
  onSearch: (text: string) => void;
  onChange: Change;
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation(['festivalSpace', 'submissions']);
  const { query, counts, onChange } = props;
  const more = moreFiltersCount(query);
  return (
    <Box component="search" aria-label={t('festivalSpace:inbox.filters')} mb="md">
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="search"
            label={t('festivalSpace:inbox.search')}
            value={props.search}
            maxLength={100}
            onChange={(event) => props.onSearch(event.currentTarget.value)}
            style={{ flex: '1 1 16rem', minWidth: 0 }}
          />
          {props.filtered && (
            <Button variant="subtle" onClick={props.onClear}>
              {t('festivalSpace:inbox.clearFilters')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Checkbox.Group
            label={t('festivalSpace:inbox.status')}
            value={query.statuses}
            onChange={(values) => onChange({ statuses: values as SubmissionStatusName[] })}
          >
            <Stack gap={6} mt={6}>
              {INBOX_STATUSES.map((name) => (
                <Checkbox
                  key={name}
                  value={name}
                  label={
                    <Counted
                      label={t(`submissions:page.status.${name}`)}
                      count={counts?.byStatus[String(SUBMISSION_STATUS[name])] ?? 0}
                    />
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Checkbox.Group
            label={t('festivalSpace:inbox.section')}
            value={query.sections.map(String)}
            onChange={(values) => onChange({ sections: values.map(Number) })}
          >
            <Stack gap={6} mt={6}>
              {(counts?.bySection ?? []).map((section) => (
                <Checkbox
                  key={section.IdCampagneSection}
                  value={String(section.IdCampagneSection)}
                  label={<Counted label={section.sectionLabel} count={section.count} />}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Stack gap="sm">
            <Checkbox.Group
              label={t('festivalSpace:inbox.coverage')}
              value={query.coverage}
              onChange={(values) => onChange({ coverage: values as Coverage[] })}
            >
              <Stack gap={6} mt={6}>
                {COVERAGES.map((coverage) => (
                  <Checkbox
                    key={coverage}
                    value={coverage}
                    label={
                      <Counted
                        icon={<CoverageIcon coverage={coverage} size={16} />}
                        label={t(`festivalSpace:coverage.${coverage}`)}
                        count={counts?.byCoverage[coverage] ?? 0}
                      />
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Checkbox
              checked={query.unpublished}
              onChange={(event) => onChange({ unpublished: event.currentTarget.checked })}
              label={
                <Counted label={t('festivalSpace:inbox.unpublished')} count={counts?.unpublished ?? 0} />
              }
            />
          </Stack>
        </SimpleGrid>
        <details className="workspace-details" open={more > 0 ? true : undefined}>
          <summary>
            <Text span fw={600}>
              {more > 0
                ? t('festivalSpace:inbox.moreFiltersSet', { count: more })
                : t('festivalSpace:inbox.moreFilters')}
            </Text>
          </summary>
          <MoreFilters query={query} onChange={onChange} />
        </details>
      </Stack>
    </Box>
  );
}

function MoreFilters({ query, onChange }: { query: InboxQuery; onChange: Change }) {
  const { t } = useTranslation('festivalSpace');
  const countries = useDictionary('pays');
  const languages = useDictionary('langue');
  const options = (items: { Id: number; Libelle: string }[] | undefined, any: string) => [
    { value: '', label: any },
    ...[...(items ?? [])]
      .sort((a, b) => a.Libelle.localeCompare(b.Libelle))
      .map((item) => ({ value: String(item.Id), label: item.Libelle })),
  ];
  const one = (value: string) => (value ? [Number(value)] : []);
  const minutes = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 4);
    return digits === '' ? '' : String(Math.min(Number(digits), DURATION_MAX_MINUTES));
  };
  const section = query.sections.length === 1 ? (query.sections[0] ?? null) : null;
  return (
    <Stack gap="md" mt="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <NativeSelect
          label={t('inbox.country')}
          value={String(query.countries[0] ?? '')}
          onChange={(event) => onChange({ countries: one(event.currentTarget.value) })}
          data={options(countries.data, t('inbox.anyCountry'))}
        />
        <NativeSelect
          label={t('inbox.dialogueLanguage')}
          value={String(query.dialogueLanguages[0] ?? '')}
          onChange={(event) => onChange({ dialogueLanguages: one(event.currentTarget.value) })}
          data={options(languages.data, t('inbox.anyLanguage'))}
        />
        <NativeSelect
          label={t('inbox.subtitleLanguage')}
          value={String(query.subtitleLanguages[0] ?? '')}
          onChange={(event) => onChange({ subtitleLanguages: one(event.currentTarget.value) })}
          data={options(languages.data, t('inbox.anyLanguage'))}
        />
        <TextInput
          label={t('inbox.durationMin')}
          inputMode="numeric"
          value={query.durationMin}
          onChange={(event) => onChange({ durationMin: minutes(event.currentTarget.value) })}
        />
        <TextInput
          label={t('inbox.durationMax')}
          inputMode="numeric"
          value={query.durationMax}
          onChange={(event) => onChange({ durationMax: minutes(event.currentTarget.value) })}
        />
        <Stack gap={8} justify="flex-end">
          <Checkbox
            label={t('inbox.firstFilm')}
            checked={query.firstFilm}
            onChange={(event) => onChange({ firstFilm: event.currentTarget.checked })}
          />
          <Checkbox
            label={t('inbox.schoolFilm')}
            checked={query.schoolFilm}
            onChange={(event) => onChange({ schoolFilm: event.currentTarget.checked })}
          />
        </Stack>
      </SimpleGrid>
      {section === null ? (
        <Text size="sm" c="dimmed">
          {t('inbox.answersHint')}
        </Text>
      ) : (
        <AnswerFilters
          IdCampagneSection={section}
          answers={query.answers}
          onChange={(answers) => onChange({ answers })}
        />
      )}
    </Stack>
  );
}
