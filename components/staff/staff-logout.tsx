"use client";

import { signOut } from "next-auth/react";
import { createContext, use, useCallback, useEffect, useMemo, useState } from "react";

import { Button } from "@/components/ui/button";
import { announceSignedOut, SIGNED_OUT_CHANNEL, signedOutWhileStarting } from "@/lib/auth/signed-out-channel";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/**
 * Ends the session and removes any token an older client kept in storage, tells the browser's other
 * staff tabs (once the server has ended the session), then goes to /login.
 */
export async function signOutToLogin() {
  for (const store of [window.localStorage, window.sessionStorage]) {
    store.removeItem("authToken");
    store.removeItem("userInfo");
  }
  await signOut({ redirect: false });
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

/** The spec's logout confirmation: 'Confirm Logout' with Cancel and Logout, then /login. */
export function ConfirmLogoutDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Confirm Logout"
      message="Are you sure you want to log out?"
      confirmLabel="Logout"
      busyLabel="Signing out..."
      variant="primary"
      onCancel={onCancel}
      onConfirm={signOutToLogin}
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
  const request = useCallback(() => {
    if (confirm) return setAsking(true);
    setBusy(true);
    void signOutToLogin();
  }, [confirm]);
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
