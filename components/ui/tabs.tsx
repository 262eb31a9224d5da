"use client";

import { Tabs as RadixTabs } from "radix-ui";

// Tabs on radix Tabs (WAI-ARIA): arrow keys, Home and End move between tabs and select them; only
// the selected tab is in the Tab order; the panel is labelled by its tab. The caller renders the
// selected tab's content as children (other panels are not mounted).

export function Tabs<T extends string>({
  tabs,
  value,
  onValueChange,
  label,
  names,
  children,
}: {
  tabs: readonly T[];
  value: T;
  onValueChange: (tab: T) => void;
  /** Names the tab list, e.g. "Console sections". */
  label: string;
  /** What each tab shows when it differs from its value (the value is what the URL keeps). */
  names?: Partial<Record<T, string>>;
  children: React.ReactNode;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={(v) => onValueChange(v as T)} className="space-y-6">
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab}
            value={tab}
            className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 transition-colors hover:border-slate-300 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700"
          >
            {names?.[tab] ?? tab}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} className="focus:outline-none focus-visible:outline-2">
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
