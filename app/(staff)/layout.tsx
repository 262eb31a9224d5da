import { NuqsAdapter } from "nuqs/adapters/next/app";

import { ToastProvider } from "@/components/ui/toast";

// Staff pages sit outside the public layout and are always rendered per request (they read the session).
export const dynamic = "force-dynamic";

/** Every staff console shares one toast region, and keeps its tab, filters and page in the URL (nuqs). */
export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return (
    <NuqsAdapter>
      <ToastProvider>{children}</ToastProvider>
    </NuqsAdapter>
  );
}
