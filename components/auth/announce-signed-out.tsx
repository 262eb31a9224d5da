"use client";

import { useEffect } from "react";

import { announceSignedOut } from "@/lib/auth/signed-out-channel";

/** On /login?reason=role: the session this browser shared was ended, so its other staff tabs leave too. */
export function AnnounceSignedOut() {
  useEffect(() => announceSignedOut(), []);
  return null;
}
