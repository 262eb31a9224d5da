import { buttonClass } from "@/components/ui/button";

/** How a panel's figures are being read again (useConsoleData). */
export type Refreshing = {
  /** They are being read again (the ones shown are the last known). */
  updating: boolean;
  /** Reading them again failed. */
  error: string | null;
  retry: () => void;
};

/** A console panel's figures could not be read again: says so (the last ones stay) and offers Retry. */
export function RefreshError({ what, error, retry }: { what: string } & Partial<Refreshing>) {
  if (!error) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <span>
        <strong className="font-semibold">Could not update {what}:</strong> {error}
      </span>
      {retry && (
        <button type="button" onClick={retry} className={buttonClass("secondary", "sm")}>
          Retry
        </button>
      )}
    </div>
  );
}
