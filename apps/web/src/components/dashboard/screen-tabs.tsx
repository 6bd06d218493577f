import { useEffect, useRef, type ReactNode } from 'react';
import { Scroller, Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

export interface ScreenTab {
  value: string;
  label: string;
  /** Shown after the label, e.g. a count. */
  extra?: ReactNode;
}

/**
 * Keeps the selected tab in view inside its own row (never by scrolling the page), centred when the row
 * scrolls so the tabs on either side of it show too; again whenever the row's width changes (the counts
 * arrive after the tabs). The row is told it may have changed, so its faded edges follow (Mantine's Scroller
 * watches its own box, not its content).
 */
function useSelectedTabInView(value: string) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const row = list?.closest<HTMLElement>('.mantine-Scroller-container');
    if (!list || !row) return;
    const reveal = () => {
      const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (tab && row.scrollWidth > row.clientWidth) {
        const t = tab.getBoundingClientRect();
        const r = row.getBoundingClientRect();
        row.scrollLeft += t.left - r.left - (r.width - t.width) / 2;
      }
      row.dispatchEvent(new Event('scroll'));
    };
    reveal();
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    return () => observer.disconnect();
  }, [value]);
  return listRef;
}

/**
 * Tabs that live in the URL (/{area}/{menu}/{tab}), so a tab can be linked to and survives a reload.
 * A row wider than the screen (a phone) scrolls inside itself, never the page: its edge fades, with an arrow
 * that scrolls it, on each side where more tabs are hidden, and the selected tab is brought into view.
 */
export function ScreenTabs({
  tabs,
  value,
  hrefFor,
  label,
  variant = 'default',
  background = 'var(--mantine-color-gray-0)',
}: {
  tabs: readonly ScreenTab[];
  value: string;
  hrefFor: (tab: string) => string;
  label: string;
  variant?: 'default' | 'pills';
  /** The colour behind the row, which its faded edges blend into (the dashboards' grey by default). */
  background?: string;
}) {
  const navigate = useNavigate();
  const listRef = useSelectedTabInView(value);
  return (
    <Tabs
      value={value}
      onChange={(next) => next && navigate(hrefFor(next))}
      variant={variant}
      color={variant === 'pills' ? 'navy' : 'coral.8'}
      radius={variant === 'pills' ? 'xl' : 'sm'}
      mb="lg"
      // In a row of other items (the offers' sub-tabs beside the search) the tabs may shrink to the space
      // left, instead of widening the page to their own length.
      miw={0}
      maw="100%"
    >
      <Scroller
        edgeGradientColor={background}
        controlSize={32}
        styles={{ content: { minWidth: '100%' } }}
        // Pills have room above and below for their focus ring, which the row would otherwise clip.
        py={variant === 'pills' ? 2 : 0}
      >
        <Tabs.List ref={listRef} aria-label={label} style={{ flexWrap: 'nowrap', flex: 1 }}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              fw={500}
              style={{ whiteSpace: 'nowrap' }}
              rightSection={tab.extra}
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Scroller>
    </Tabs>
  );
}

/** The tab the URL names, or the default when it names none or an unknown one. */
export function resolveTab(tabs: readonly ScreenTab[], value: string | undefined, fallback: string): string {
  return value && tabs.some((t) => t.value === value) ? value : fallback;
}
