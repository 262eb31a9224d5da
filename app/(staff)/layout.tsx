import { ToastProvider } from "@/components/ui/toast";

// Staff pages sit outside the public layout and are always rendered per request (they read the session).
export const dynamic = "force-dynamic";

/** Every staff console shares one toast region. */
export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
