"use client";

import { AlertDialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";

import { buttonClass } from "@/components/ui/button";
import { onSignedInAsOther, onUnauthorized } from "@/lib/api-client";

export const SESSION_ENDED = {
  title: "Your session has ended",
  message:
    "Your sign-in has ended (it expired, or it was ended on another device or by a password change). What you typed is still on this page: sign in again in a new tab, then come back to this tab and save again.",
  signInNewTab: "Sign in in a new tab",
  leave: "Leave this page and sign in",
  otherTitle: "Signed in as someone else",
  otherMessage:
    "This browser is now signed in with another account (in another tab), which cannot use this console. What you typed is still on this page: sign in again with your own account in a new tab, then come back to this tab and save again.",
} as const;

/**
 * /login saying why (the session ended, or another account is signed in), and coming back to this
 * console page (its tab and filters) after.
 */
export function signInAgainUrl(reason: "expired" | "other" = "expired"): string {
  const here = window.location.pathname + window.location.search;
  return `/login?${new URLSearchParams({ reason, next: here })}`;
}

/**
 * A console's answer to a 401 from its API (signed out in another tab, the session ended). With a
 * dialog open, a form may hold typed work that leaving would throw away (a job, an employee's
 * record, a document's description): the page stays, and an alert offers to sign in in a new tab
 * (the new session's cookie is this tab's too, so Save then works here) or to leave anyway. With no
 * dialog open there is nothing to lose, and `leave` runs at once, as the spec says.
 * A 403 for the role (another account signed in meanwhile, in another tab of this browser) says
 * so, dialog or not: a console whose every request is now refused ("Failed to save job") needs the
 * reason, which leaving would not give.
 */
export function SessionEnded({ leave }: { leave: () => void }) {
  const [ended, setEnded] = useState<"expired" | "other" | null>(null);
  const leaveRef = useRef(leave);
  useEffect(() => {
    leaveRef.current = leave;
  }, [leave]);

  useEffect(() => {
    const stopExpired = onUnauthorized(() => {
      if (document.querySelector('[role="dialog"]')) setEnded("expired");
      else leaveRef.current();
    });
    const stopOther = onSignedInAsOther(() => setEnded("other"));
    return () => {
      stopExpired();
      stopOther();
    };
  }, []);

  return (
    <AlertDialog.Root open={ended !== null} onOpenChange={(open) => !open && setEnded(null)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-slate-900 shadow-2xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {ended === "other" ? SESSION_ENDED.otherTitle : SESSION_ENDED.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {ended === "other" ? SESSION_ENDED.otherMessage : SESSION_ENDED.message}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className={buttonClass("secondary")}
              // Another account is signed in: to /login as it is (the console's own way out, which
              // may sign out, would end the colleague's session).
              onClick={() => (ended === "other" ? window.location.assign(signInAgainUrl("other")) : leaveRef.current())}
            >
              {SESSION_ENDED.leave}
            </button>
            <AlertDialog.Action asChild>
              <a
                href="/login?reason=expired"
                target="_blank"
                rel="noopener"
                className={buttonClass("primary")}
                // Opened beside this one: the alert closes, and this tab keeps what was typed.
                onClick={() => setEnded(null)}
              >
                {SESSION_ENDED.signInNewTab}
              </a>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
