import { Box, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { FILM_RECORD_TABS, type FilmRecordTab } from '@shortlist/i18n/film-tab-words';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

export type TabMark = 'done' | 'missing';

/**
 * The film record's tabs (spec §2), each with its completeness mark (DESIGN.md: done, missing).
 * Links, not buttons: each tab has its own URL (`films/{id}/{tab}`), so reload and back work. A
 * new film (id 0) has only its creation tab. On a narrow screen the row scrolls inside its own
 * box (issue 32): the current tab is scrolled into view, a tab reached with the keyboard too, and
 * a faded edge with an arrow shows on each side that hides tabs (the arrow scrolls on a click;
 * keyboard users reach every tab by Tab alone, so it is left out of the focus order).
 */
export function RecordTabs(props: {
  filmId: number;
  current: FilmRecordTab;
  marks: Partial<Record<FilmRecordTab, TabMark>>;
}) {
  const { t } = useTranslation('films');
  const tabs = props.filmId === 0 ? (['creation'] as const) : FILM_RECORD_TABS;
  const box = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ before: false, after: false });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () =>
      setHidden({
        before: element.scrollLeft > 1,
        after: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  // The current tab in view, clear of the faded edges.
  useEffect(() => {
    const tab = box.current?.querySelector<HTMLElement>(`[data-tab="${props.current}"]`);
    if (tab) reveal(box.current, tab);
  }, [props.current]);

  const scroll = (direction: 1 | -1) => {
    const element = box.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
  };

  return (
    <Box pos="relative" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Box
        ref={box}
        component="nav"
        aria-label={t('tabs.label')}
        pos="relative"
        style={{ overflowX: 'auto', scrollbarWidth: 'thin' }}
        onFocus={(event: FocusEvent<HTMLElement>) => reveal(box.current, event.target)}
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
      {hidden.before && <ScrollCue side="before" onClick={() => scroll(-1)} />}
      {hidden.after && <ScrollCue side="after" onClick={() => scroll(1)} />}
    </Box>
  );
}

/** Room kept beside a revealed tab for the faded edge over it. */
const EDGE = 40;

/** Scrolls the tab row, not the page, so `tab` shows whole and clear of the edges. */
function reveal(row: HTMLElement | null, tab: HTMLElement) {
  if (!row?.contains(tab)) return;
  const left = tab.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
  const right = left + tab.offsetWidth;
  if (left - EDGE < row.scrollLeft) row.scrollLeft = Math.max(0, left - EDGE);
  else if (right + EDGE > row.scrollLeft + row.clientWidth) row.scrollLeft = right + EDGE - row.clientWidth;
}

/** The faded edge on the side that hides tabs, with an arrow that scrolls that way. */
function ScrollCue({ side, onClick }: { side: 'before' | 'after'; onClick: () => void }) {
  const before = side === 'before';
  return (
    <UnstyledButton
      aria-hidden="true"
      tabIndex={-1}
      onClick={onClick}
      data-testid={`tabs-more-${side}`}
      pos="absolute"
      top={0}
      bottom={4}
      w={EDGE}
      style={{
        [before ? 'left' : 'right']: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: before ? 'flex-start' : 'flex-end',
        paddingInline: 4,
        color: 'var(--mantine-color-text)',
        fontSize: 22,
        fontWeight: 700,
        background: `linear-gradient(to ${before ? 'left' : 'right'}, transparent, var(--mantine-color-body) 55%)`,
      }}
    >
      {before ? '‹' : '›'}
    </UnstyledButton>
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
