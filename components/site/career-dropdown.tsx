"use client";

import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

import type { CareerKey, NavLink } from "@/content/navigation";
import { Link } from "@/i18n/intent-link";

/**
 * Desktop Career item: the link goes to /career, the chevron button opens the sub-menu. It opens
 * on hover, on click and from the keyboard (Enter, Space, Arrow Down); Escape closes it and
 * returns focus to the button; Arrow keys move between its links; leaving it closes it.
 */
export function CareerDropdown({
  item,
  label,
  menuLabel,
  childLabels,
  active,
  pathname,
  className,
}: {
  item: NavLink & { children?: NavLink<CareerKey>[] };
  /** The item's label in the page's language. */
  label: string;
  /** The sub-menu button's name ("Career menu"), formatted on the server (shell-labels.ts). */
  menuLabel: string;
  /** The sub-menu's link names, by key. */
  childLabels: Record<CareerKey, string>;
  active: boolean;
  pathname: string;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // Opened by hovering closes when the pointer leaves; opened by a click or key stays until
  // Escape, a click elsewhere or focus leaving, so hover and click never fight each other.
  const pinned = useRef(false);
  const children = item.children ?? [];

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const links = () => Array.from(wrapper.current?.querySelectorAll<HTMLAnchorElement>("[data-submenu-link]") ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  const hoverOpen = () => {
    window.clearTimeout(closeTimer.current);
    if (!open) pinned.current = false;
    setOpen(true);
  };
  const hoverClose = () => {
    if (pinned.current) return;
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };
  const onToggle = () => {
    // A click on a menu the pointer already opened pins it instead of closing it.
    if (open && !pinned.current) {
      pinned.current = true;
      return;
    }
    pinned.current = !open;
    setOpen(!open);
  };

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      pinned.current = true;
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape") {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "ArrowDown" && index >= 0) {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === "ArrowUp" && index >= 0) {
      event.preventDefault();
      focusLink(index - 1);
    }
  }

  return (
    <div
      ref={wrapper}
      className="relative flex items-center"
      onMouseEnter={hoverOpen}
      onMouseLeave={hoverClose}
      onKeyDown={onMenuKey}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Link href={item.href} aria-current={pathname === item.href ? "page" : undefined} className={`${className} pr-1`}>
        {label}
      </Link>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="career-submenu"
        onClick={onToggle}
        onKeyDown={onButtonKey}
        className={`grid size-8 place-items-center rounded-md ${active ? "text-brand-700" : "text-slate-600"} hover:bg-slate-100`}
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        <span className="sr-only">{menuLabel}</span>
      </button>
      <ul
        id="career-submenu"
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {children.map((child) => (
          <li key={child.href}>
            <Link
              href={child.href}
              data-submenu-link
              aria-current={pathname === child.href ? "page" : undefined}
              onClick={() => setOpen(false)}
              className={`block rounded-lg px-3 py-2.5 text-sm font-medium ${
                pathname === child.href
                  ? "bg-brand-50 text-brand-700"
                  : "text-slate-700 hover:bg-slate-100 hover:text-brand-700"
              }`}
            >
              {childLabels[child.key]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
