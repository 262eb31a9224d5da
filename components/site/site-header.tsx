"use client";

import { Menu, X } from "lucide-react";
import NextLink from "next/link";
import { useState } from "react";

import { useScrollPast } from "@/components/ui/use-scroll-past";
import { company } from "@/content/company";
import { headerNav, isActive, loginLink } from "@/content/navigation";
import { timing } from "@/content/timing";
import { Link, usePagePath } from "@/i18n/intent-link";

import { CareerDropdown } from "./career-dropdown";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo-mark";
import { MobileMenu } from "./mobile-menu";
import type { ShellLabels } from "./shell-labels";

const itemClass = (active: boolean) =>
  `rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors ${
    active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-brand-700"
  }`;

/** The sticky header. `labels`: its words, formatted on the server (shell-labels.ts). */
export function SiteHeader({ labels }: { labels: ShellLabels }) {
  // The path without the language prefix ("/about" on /hi/about), as the navigation lists it.
  const pathname = usePagePath();
  const scrolled = useScrollPast(timing.headerScrollPx);
  const [menuOpen, setMenuOpen] = useState(false);

  // Any navigation (including back/forward) closes the mobile menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow] duration-300 ${
        scrolled ? "border-slate-200/70 bg-white/80 shadow-sm backdrop-blur-md" : "border-slate-200 bg-white"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:h-[4.5rem] lg:px-8">
        <Link href="/" className="flex min-w-0 shrink items-center gap-2.5 rounded-md">
          <LogoMark className="size-9 lg:size-10" />
          <span className="min-w-0 leading-tight">
            <span className="block text-lg font-bold text-brand-800">{company.name}</span>
            <span className="hidden text-xs text-slate-600 sm:block">{labels.tagline}</span>
          </span>
        </Link>

        <nav aria-label={labels.navLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerNav.map((item) => {
              const active = isActive(pathname, item);
              const label = labels.nav[item.key];
              if (item.children) {
                return (
                  <li key={item.href}>
                    <CareerDropdown
                      item={item}
                      label={label}
                      menuLabel={labels.careerMenu}
                      childLabels={labels.nav}
                      active={active}
                      pathname={pathname}
                      className={itemClass(active)}
                    />
                  </li>
                );
              }
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={pathname === item.href ? "page" : undefined}
                    className={itemClass(active)}
                  >
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {/* The top bar (and its language switch) is desktop-only: phones get the switch here. */}
          <LanguageSwitch
            prefix={labels.switchPrefix}
            className="rounded-md px-2 py-2.5 text-sm font-medium text-brand-800 hover:bg-slate-100 lg:hidden"
          />
          <NextLink
            href={loginLink.href}
            className="hidden rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 lg:inline-block"
          >
            {labels.login}
          </NextLink>
          <button
            type="button"
            className="inline-grid size-11 place-items-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            <span className="sr-only">{menuOpen ? labels.closeMenu : labels.openMenu}</span>
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} labels={labels} pathname={pathname} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
