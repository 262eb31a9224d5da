// Staff pages sit outside the public layout and are always rendered per request (they read the session).
export const dynamic = "force-dynamic";

export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return children;
}
