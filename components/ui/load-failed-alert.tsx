/**
 * A part of the page whose code did not arrive (retryable-lazy.tsx), said over the page: the
 * message, Try again and, where the part can be dismissed, Close. `className` places it.
 */
export function LoadFailedAlert({
  message,
  retryLabel,
  onRetry,
  close,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry(): void;
  close?: { label: string; onClose(): void };
  className: string;
}) {
  return (
    <div
      role="alert"
      className={`${className} rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 shadow-lg`}
    >
      <p>{message}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800"
        >
          {retryLabel}
        </button>
        {close ? (
          <button
            type="button"
            onClick={close.onClose}
            className="rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 hover:bg-red-100"
          >
            {close.label}
          </button>
        ) : null}
      </div>
    </div>
  );
}
