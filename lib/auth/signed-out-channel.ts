// The staff pages of one browser tell each other of a sign-out on this BroadcastChannel: a Logout
// (components/staff/staff-logout.tsx) and the government console's sign-out of another role (the
// /login page it leads to). Every staff page listening goes to /login.
export const SIGNED_OUT_CHANNEL = "hr-staff-signed-out";

// The moment of the browser's last sign-out (ms since the epoch), kept for a staff page that was
// still starting when it was announced: it listens only once it has hydrated, and a message sent
// before then never reaches it.
const SIGNED_OUT_AT = "hr-staff-signed-out-at";

/** Tells the browser's other tabs that its session has ended (nothing where the API is missing). */
export function announceSignedOut(): void {
  try {
    window.localStorage.setItem(SIGNED_OUT_AT, String(Date.now()));
  } catch {
    // Storage refused (private mode, quota): the channel below still tells the tabs listening.
  }
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(SIGNED_OUT_CHANNEL);
  channel.postMessage("signed-out");
  channel.close();
}

/**
 * Whether this browser signed out after this page's own document began to load: the page was
 * rendered with the session, and the announcement came before it listened. Only for a page the
 * tab loaded itself: one reached in-app from /login (whose own announcement came before the new
 * sign-in) is not measured by that document's load.
 */
export function signedOutWhileStarting(): boolean {
  const [load] = performance.getEntriesByType("navigation");
  if (!load || new URL(load.name).pathname !== window.location.pathname) return false;
  let at = 0;
  try {
    at = Number(window.localStorage.getItem(SIGNED_OUT_AT)) || 0;
  } catch {
    return false;
  }
  return at > performance.timeOrigin;
}
