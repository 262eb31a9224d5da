"use client";

import { useCallback, useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import type { UpcomingInterview } from "@/lib/server/recruiting/interviews";
import { modeLabels } from "@/lib/validation/recruiting";

import { formatIstDateTime } from "./format";

// The dashboard's "Upcoming interviews": the scheduled rounds of the next 14 days (at most 10),
// soonest first, on the Indian clock.

export function UpcomingInterviews() {
  const [interviews, setInterviews] = useState<UpcomingInterview[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setInterviews((await apiFetch<{ interviews: UpcomingInterview[] }>("/api/interviews/upcoming")).interviews);
    } catch (error) {
      console.error("Failed to load upcoming interviews", error);
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  if (failed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        The interviews could not be loaded.
        <Button size="xs" onClick={() => void load()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!interviews) return <p className="text-sm text-slate-500">Loading...</p>;
  if (interviews.length === 0) return <p className="text-sm text-slate-500">No interviews in the next 14 days.</p>;
  return (
    <ol className="divide-y divide-slate-100" data-testid="upcoming-interviews">
      {interviews.map((i) => (
        <li key={i.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2.5">
          <span className="min-w-0">
            <span className="block text-sm font-medium break-words text-slate-900">{i.candidate}</span>
            <span className="block text-xs break-words text-slate-500">
              {i.jobTitle} · {i.round}
            </span>
          </span>
          <span className="shrink-0 text-sm text-slate-700 sm:text-right">
            <span className="block">{formatIstDateTime(i.startsAt)} IST</span>
            <span className="block text-xs text-slate-500">
              {modeLabels[i.mode]} · {i.durationMinutes} min
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
