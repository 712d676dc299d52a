import { Box, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { FILM_RECORD_TABS, type FilmRecordTab } from '@shortlist/i18n/film-tab-words';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

export type TabMark = 'done' | 'missing';

/**
 * The film record's tabs (spec §2), each with its completeness mark (DESIGN.md: done, missing).
 * Links, not buttons: each tab has its own URL (`films/{id}/{tab}`), so reload and back work. A
 * new film (id 0) has only its creation tab. The row scrolls inside its own box on a phone.
 */
export function RecordTabs(props: {
  filmId: number;
  current: FilmRecordTab;
  marks: Partial<Record<FilmRecordTab, TabMark>>;
}) {
  const { t } = useTranslation('films');
  const tabs = props.filmId === 0 ? (['creation'] as const) : FILM_RECORD_TABS;
  return (
    <Box
      component="nav"
      aria-label={t('tabs.label')}
      style={{ overflowX: 'auto', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap={0} wrap="nowrap" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {tabs.map((tab) => {
          const current = tab === props.current;
          const mark = props.marks[tab];
          return (
            <li key={tab}>
              <UnstyledButton
                component={LocalizedLink}
                route="filmEdit"
                params={{ id: String(props.filmId), tab }}
                aria-current={current ? 'page' : undefined}
                data-tab={tab}
                px="sm"
                py="xs"
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 6,
                  whiteSpace: 'nowrap',
                  fontWeight: current ? 700 : 500,
                  borderBottom: `3px solid ${current ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
                }}
              >
                <Text component="span" inherit>
                  {t(`tabs.${tab}`)}
                </Text>
                {mark && <TabMarkIcon mark={mark} />}
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </Box>
  );
}

function TabMarkIcon({ mark }: { mark: TabMark }) {
  const { t } = useTranslation('films');
  return (
    <ThemeIcon
      component="span"
      size={18}
      radius="xl"
      color={mark === 'done' ? 'green.8' : 'orange.8'}
      variant={mark === 'done' ? 'filled' : 'light'}
      data-mark={mark}
    >
      <svg width={12} height={12} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {mark === 'done' ? (
          <path
            d="M5 12.5 10 17l9-10"
            fill="none"
            stroke="currentColor"
            strokeWidth={3}
            strokeLinecap="round"
          />
        ) : (
          <circle cx={12} cy={12} r={4} fill="currentColor" />
        )}
      </svg>
      <span className="visually-hidden">{t(mark === 'done' ? 'tabs.done' : 'tabs.missing')}</span>
    </ThemeIcon>
  );
}
