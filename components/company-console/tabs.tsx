"use client";

import { useRef, type KeyboardEvent } from "react";

// WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the Tab order.

export const TABS = ["Dashboard", "Jobs", "Applications"] as const;
export type TabName = (typeof TABS)[number];

export const tabId = (tab: TabName) => `company-admin-tab-${tab.toLowerCase()}`;
export const panelId = (tab: TabName) => `company-admin-panel-${tab.toLowerCase()}`;

export function Tabs({ active, onChange }: { active: TabName; onChange: (tab: TabName) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onChange(TABS[target]);
    refs.current[target]?.focus();
  }

  return (
    <div role="tablist" aria-label="Company admin sections" className="flex gap-1 border-b border-slate-200">
      {TABS.map((tab, i) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-medium transition-colors ${
              selected
                ? "border-brand-700 text-brand-700"
                : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
            }`}
          >
            {tab}
          </button>
        );
      })}
    </div>
  );
}
