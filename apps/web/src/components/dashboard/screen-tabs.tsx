import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

export interface ScreenTab {
  value: string;
  label: string;
  /** Shown after the label, e.g. a count. */
  extra?: ReactNode;
}

/** Tabs that live in the URL (/{area}/{menu}/{tab}), so a tab can be linked to and survives a reload. */
export function ScreenTabs({
  tabs,
  value,
  hrefFor,
  label,
  variant = 'default',
}: {
  tabs: readonly ScreenTab[];
  value: string;
  hrefFor: (tab: string) => string;
  label: string;
  variant?: 'default' | 'pills';
}) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={value}
      onChange={(next) => next && navigate(hrefFor(next))}
      variant={variant}
      color={variant === 'pills' ? 'navy' : 'coral.8'}
      radius={variant === 'pills' ? 'xl' : 'sm'}
      mb="lg"
    >
      <Tabs.List aria-label={label} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
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
    </Tabs>
  );
}

/** The tab the URL names, or the default when it names none or an unknown one. */
export function resolveTab(tabs: readonly ScreenTab[], value: string | undefined, fallback: string): string {
  return value && tabs.some((t) => t.value === value) ? value : fallback;
}
