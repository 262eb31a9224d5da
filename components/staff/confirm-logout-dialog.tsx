"use client";

import { signOut } from "next-auth/react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

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
      onConfirm={async () => {
        // Clears the session cookie and any token an older client kept in storage.
        for (const store of [window.localStorage, window.sessionStorage]) {
          store.removeItem("authToken");
          store.removeItem("userInfo");
        }
        await signOut({ callbackUrl: "/login" });
      }}
    />
  );
}
