"use client";

import { signOut } from "next-auth/react";
import { createContext, use, useCallback, useEffect, useMemo, useState } from "react";

import { Button } from "@/components/ui/button";
import { announceSignedOut, SIGNED_OUT_CHANNEL, signedOutWhileStarting } from "@/lib/auth/signed-out-channel";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";

/** What a Logout says when the server did not confirm that this browser's session ended. */
export const SIGN_OUT_FAILED = "Could not log out. Check your internet connection and try again.";

/** next-auth's answer for a browser without a session is an empty object. */
const noSession = (session: unknown) => typeof session === "object" && session !== null && !("user" in session);

/**
 * Ends this browser's session on the server and checks that it ended. next-auth's signOut does not
 * check its answers: when its CSRF token fails to load, the server refuses the sign-out with a 200
 * naming its sign-out page, and the cookie lives on; a dropped connection rejects with a bare
 * TypeError. So the server is asked afterwards, and only its "no session" counts: on a shared
 * computer, "logged out" must not be said while the cookie still opens the console.
 */
async function endSession(): Promise<void> {
  try {
    await signOut({ redirect: false });
    const answer = await fetch("/api/auth/session", { cache: "no-store" });
    if (answer.ok && noSession(await answer.json())) return;
  } catch {
    // Said below, whatever failed.
  }
  throw new Error(SIGN_OUT_FAILED);
}

/**
 * Ends the session and removes any token an older client kept in storage, tells the browser's other
 * staff tabs (once the server has ended the session), then goes to /login. Rejects with
 * SIGN_OUT_FAILED, and stays on the page, when the server did not confirm it.
 */
export async function signOutToLogin() {
  for (const store of [window.localStorage, window.sessionStorage]) {
    store.removeItem("authToken");
    store.removeItem("userInfo");
  }
  await endSession();
  announceSignedOut();
  window.location.replace("/login");
}

/**
 * A Logout in another tab of this browser takes this staff page to /login too: on a shared computer
 * it showed the employee's details (or an Aadhaar number revealed a moment before) to whoever sat
 * down next, until something was clicked. So does one announced while this page was still loading.
 */
function useSignedOutElsewhere() {
  useEffect(() => {
    // Signed out while this page was loading, before it listened (a tab opened just then).
    if (signedOutWhileStarting()) return window.location.replace("/login");
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(SIGNED_OUT_CHANNEL);
    channel.onmessage = () => window.location.replace("/login");
    return () => channel.close();
  }, []);
}

/**
 * The spec's logout confirmation: 'Confirm Logout' with Cancel and Logout, then /login. A sign-out
 * the server did not confirm is said in the dialog, which stays open to try again.
 */
export function ConfirmLogoutDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const logout = async () => {
    setError(null);
    try {
      await signOutToLogin();
    } catch {
      setError(SIGN_OUT_FAILED);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title="Confirm Logout"
      message={
        <>
          <p>Are you sure you want to log out?</p>
          {error && (
            <p role="alert" className="mt-3 font-medium text-red-700">
              {error}
            </p>
          )}
        </>
      }
      confirmLabel="Logout"
      busyLabel="Signing out..."
      variant="primary"
      onCancel={() => {
        setError(null);
        onCancel();
      }}
      onConfirm={logout}
    />
  );
}

type Logout = { request: () => void; busy: boolean };
const LogoutContext = createContext<Logout | null>(null);

/**
 * How a staff page logs out: at once, or (`confirm`) after the spec's 'Confirm Logout' dialog.
 * Any Logout button on the page asks through useStaffLogout(), so there is one dialog.
 */
export function StaffLogoutProvider({ confirm, children }: { confirm: boolean; children: React.ReactNode }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const request = useCallback(() => {
    if (confirm) return setAsking(true);
    setBusy(true);
    // Left on the page: the button comes back, and the toast says why.
    signOutToLogin().catch(() => {
      setBusy(false);
      toast.error("Logout failed", SIGN_OUT_FAILED);
    });
  }, [confirm, toast]);
  const value = useMemo(() => ({ request, busy }), [request, busy]);
  useSignedOutElsewhere();
  return (
    <LogoutContext value={value}>
      {children}
      {confirm && <ConfirmLogoutDialog open={asking} onCancel={() => setAsking(false)} />}
    </LogoutContext>
  );
}

export function useStaffLogout(): Logout {
  const logout = use(LogoutContext);
  if (!logout) throw new Error("useStaffLogout() needs a StaffLogoutProvider (StaffShell has one)");
  return logout;
}

export function LogoutButton() {
  const { request, busy } = useStaffLogout();
  return (
    <Button size="sm" onClick={request} busy={busy} busyLabel="Signing out...">
      Logout
    </Button>
  );
}
