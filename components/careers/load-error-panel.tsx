// The board's load error panel with its words given. No next-intl here: the segment's error
// boundary uses it with the words its layout formatted (components/careers/careers-hero-band.tsx).

export const panelButton = "mt-5 rounded-md bg-brand-700 px-5 py-2 text-sm font-medium text-white hover:bg-brand-800";

/** The load error with its words given (the segment's error boundary has them from its layout). */
export function LoadErrorPanel({
  title,
  message,
  retry,
  onRetry,
}: {
  title: string;
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-red-800">{title}</h2>
      <p className="mt-2 text-sm text-red-700">{message}</p>
      <button type="button" onClick={onRetry} className={panelButton}>
        {retry}
      </button>
    </div>
  );
}
