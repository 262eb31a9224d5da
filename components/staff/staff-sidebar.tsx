"use client";

import { useEffect, useRef } from "react";

export type StaffSection<T extends string> = {
  id: T;
  label: string;
  /** An SVG path, 24x24, stroked. */ icon?: string;
};

/** A console's sections, chosen from the shell's sidebar. */
export type StaffNav<T extends string> = {
  /** Names the navigation landmark, e.g. "Admin sections". */
  label: string;
  sections: readonly StaffSection<T>[];
  value: T;
  onSelect: (id: T) => void;
};

export const STAFF_NAV_ID = "staff-nav";

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/**
 * The sections as a sidebar beside the page on large screens; on small ones a drawer that the
 * header's menu button opens. The open drawer takes focus, and Escape, the backdrop, its close
 * button, choosing a section or tabbing out of it closes it.
 */
export function StaffSidebar<T extends string>({
  nav,
  title,
  open,
  onClose,
}: {
  nav: StaffNav<T>;
  title: string;
  open: boolean;
  /** `returnFocus`: put focus back on the menu button (not when focus already moved on). */
  onClose: (returnFocus: boolean) => void;
}) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    // The section on screen, else the first: one selector list would take whichever comes first.
    const nav = panel.current?.querySelector("nav");
    (nav?.querySelector<HTMLElement>("[aria-current=page]") ?? nav?.querySelector<HTMLElement>("button"))?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose(true);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <>
      {open && (
        <div
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
          aria-hidden="true"
          onClick={() => onClose(true)}
        />
      )}
      <aside
        id={STAFF_NAV_ID}
        ref={panel}
        onBlur={(e) => {
          const to = e.relatedTarget as Node | null;
          if (open && to && !e.currentTarget.contains(to)) onClose(false);
        }}
        className={`fixed inset-y-0 left-0 z-40 w-72 max-w-[85vw] overflow-y-auto border-r border-slate-200 bg-white shadow-xl transition-transform motion-reduce:transition-none lg:sticky lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)] lg:w-64 lg:max-w-none lg:shrink-0 lg:translate-x-0 lg:shadow-none ${
          open ? "translate-x-0" : "-translate-x-full max-lg:invisible"
        }`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 lg:hidden">
          <p className="font-semibold text-slate-900">{title}</p>
          <button
            type="button"
            onClick={() => onClose(true)}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
            aria-label="Close menu"
          >
            <Icon path="M6 6l12 12M18 6L6 18" />
          </button>
        </div>
        <nav aria-label={nav.label} className="space-y-1 p-3">
          {nav.sections.map((section) => {
            const current = section.id === nav.value;
            return (
              <button
                key={section.id}
                type="button"
                aria-current={current ? "page" : undefined}
                onClick={() => nav.onSelect(section.id)}
                className={`flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium ${
                  current ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                {section.icon && <Icon path={section.icon} />}
                {section.label}
              </button>
            );
          })}
        </nav>
      </aside>
    </>
  );
}
