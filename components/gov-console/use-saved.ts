"use client";

import { useToast } from "@/components/ui/toast";

/** What the tabs do when a dialog has saved: close it, show the server's message, reload the lists. */
export function useSaved(onChanged: () => void) {
  const toast = useToast();
  return (close: () => void) => (message: string) => {
    close();
    toast.success(message);
    onChanged();
  };
}
