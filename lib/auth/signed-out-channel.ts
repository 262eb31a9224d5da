// The staff pages of one browser tell each other of a sign-out on this BroadcastChannel: a Logout
// (components/staff/staff-logout.tsx) and the government console's sign-out of another role (the
// /login page it leads to). Every staff page listening goes to /login.
export const SIGNED_OUT_CHANNEL = "hr-staff-signed-out";

/** Tells the browser's other tabs that its session has ended (nothing where the API is missing). */
export function announceSignedOut(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(SIGNED_OUT_CHANNEL);
  channel.postMessage("signed-out");
  channel.close();
}
