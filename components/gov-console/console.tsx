"use client";

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";

import { onUnauthorized } from "@/lib/api-client";

import { ApplicationsTab } from "./applications-tab";
import { DashboardTab } from "./dashboard-tab";
import { JobsTab } from "./jobs-tab";

// The government-job console: tabs Dashboard, Jobs, Applications. `version` goes up after every
// change (job saved or deleted, decision recorded) so every tab reloads from the server.
const TABS = ["Dashboard", "Jobs", "Applications"] as const;
type Tab = (typeof TABS)[number];

// The session ended (signed out elsewhere, password changed): reloading lets the page guard send to /login.
const reload = () => window.location.reload();

export function GovAdminConsole() {
  const [tab, setTab] = useState<Tab>("Dashboard");
  const [version, setVersion] = useState(0);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => onUnauthorized(reload), []);

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.indexOf(tab);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % TABS.length
        : event.key === "ArrowLeft"
          ? (index + TABS.length - 1) % TABS.length
          : -1;
    if (next < 0) return;
    event.preventDefault();
    setTab(TABS[next]);
    refs.current[TABS[next]]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Console sections"
        className="mb-6 flex gap-1 border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              tab === name
                ? "border-brand-700 text-brand-700"
                : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === "Dashboard" && <DashboardTab version={version} />}
        {tab === "Jobs" && <JobsTab version={version} onChanged={changed} />}
        {tab === "Applications" && <ApplicationsTab version={version} onChanged={changed} />}
      </div>
    </div>
  );
}
