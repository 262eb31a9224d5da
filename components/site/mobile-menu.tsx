"use client";

import { ChevronDown } from "lucide-react";
import NextLink from "next/link";
import { useState } from "react";

import { headerNav, isActive, loginLink } from "@/content/navigation";
import { Link } from "@/i18n/intent-link";

import type { ShellLabels } from "./shell-labels";

/** The menu panel below the header on small screens; picking any item closes it. */
export function MobileMenu({
  open,
  labels,
  pathname,
  onClose,
}: {
  open: boolean;
  /** Its words, formatted on the server (shell-labels.ts). */
  labels: ShellLabels;
  pathname: string;
  onClose: () => void;
}) {
  const [careerOpen, setCareerOpen] = useState(false);
  const linkClass = (active: boolean) =>
    `block rounded-lg px-3 py-3 text-base font-medium ${active ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100"}`;

  return (
    <nav
      id="mobile-menu"
      aria-label={labels.navLabel}
      hidden={!open}
      onKeyDown={(event) => event.key === "Escape" && onClose()}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-5 lg:hidden"
    >
      <ul className="space-y-1">
        {headerNav.map((item) => {
          const label = labels.nav[item.key];
          return (
            <li key={item.href}>
              {item.children ? (
                <>
                  <div className="flex items-center gap-1">
                    <Link
                      href={item.href}
                      onClick={onClose}
                      aria-current={pathname === item.href ? "page" : undefined}
                      className={`${linkClass(isActive(pathname, item))} flex-1`}
                    >
                      {label}
                    </Link>
                    <button
                      type="button"
                      aria-expanded={careerOpen}
                      aria-controls="mobile-career-submenu"
                      onClick={() => setCareerOpen((value) => !value)}
                      className="grid size-12 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
                    >
                      <ChevronDown
                        aria-hidden="true"
                        className={`size-5 transition-transform ${careerOpen ? "rotate-180" : ""}`}
                      />
                      <span className="sr-only">{labels.careerMenu}</span>
                    </button>
                  </div>
                  <ul
                    id="mobile-career-submenu"
                    hidden={!careerOpen}
                    className="mt-1 ml-4 space-y-1 border-l-2 border-brand-100 pl-3"
                  >
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <Link
                          href={child.href}
                          onClick={onClose}
                          aria-current={pathname === child.href ? "page" : undefined}
                          className={linkClass(pathname === child.href)}
                        >
                          {labels.nav[child.key]}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <Link
                  href={item.href}
                  onClick={onClose}
                  aria-current={pathname === item.href ? "page" : undefined}
                  className={linkClass(isActive(pathname, item))}
                >
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <NextLink
        href={loginLink.href}
        onClick={onClose}
        className="mt-4 block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
      >
        {labels.loginMobile}
      </NextLink>
    </nav>
  );
}
