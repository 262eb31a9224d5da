// The board's empty and error panels (spec texts verbatim).

export const LOAD_ERROR = "Failed to load job opportunities. Please check if the backend server is running.";

const button = "mt-5 rounded-md bg-brand-700 px-5 py-2 text-sm font-medium text-white hover:bg-brand-800";

export function NoJobs({ searching, onViewAll }: { searching: boolean; onViewAll: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      {searching ? (
        <>
          <h2 className="text-lg font-semibold text-slate-900">No matching jobs found</h2>
          <p className="mt-2 text-sm text-slate-600">Try another title, location or keyword.</p>
          <button type="button" onClick={onViewAll} className={button}>
            View All Jobs
          </button>
        </>
      ) : (
        <>
          <h2 className="text-lg font-semibold text-slate-900">No jobs available</h2>
          <p className="mt-2 text-sm text-slate-600">Check back soon for new opportunities!</p>
        </>
      )}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-red-800">Oops! Something went wrong</h2>
      <p className="mt-2 text-sm text-red-700">{message}</p>
      <button type="button" onClick={onRetry} className={button}>
        Try Again
      </button>
    </div>
  );
}
