"use client";

import { BarChart } from "@/components/ui/bar-chart";
import { formatIstDate } from "@/lib/dates";
import { APPLICATION_STATUSES, type ApplicationStatus, statusLabels } from "@/lib/validation/application-review";

import type { DashboardStats } from "./types";
import { formatCount, plural } from "./format";
import { UpcomingInterviews } from "./upcoming-interviews";

// The Dashboard tab: the spec's stats, applications per day, upcoming interviews, the hiring
// pipeline and top jobs.

const barColour: Record<ApplicationStatus, string> = {
  pending: "bg-yellow-400",
  reviewed: "bg-blue-500",
  shortlisted: "bg-green-500",
  rejected: "bg-red-500",
  hired: "bg-purple-500",
  withdrawn: "bg-slate-400",
};

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={testId}>
        {formatCount(value)}
      </dd>
    </div>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="mb-4 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function DashboardTab({
  stats,
  onStatus,
}: {
  stats: DashboardStats;
  /** Opens the Applications tab filtered by a status. */
  onStatus: (status: ApplicationStatus) => void;
}) {
  const total = Math.max(1, stats.totalApplications);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        <Stat label="Total Jobs" value={stats.totalJobs} testId="stat-total-jobs" />
        <Stat label="Active Jobs" value={stats.activeJobs} testId="stat-active-jobs" />
        <Stat label="Total Applications" value={stats.totalApplications} testId="stat-total-applications" />
        <Stat label="Pending Applications" value={stats.pendingApplications} testId="stat-pending-applications" />
        <Stat label="This Week" value={stats.recentApplications} testId="stat-recent-applications" />
      </dl>

      <Card title="Applications in the last 30 days">
        <BarChart
          title="Applications per day"
          bars={stats.applicationsPerDay.map((d) => ({
            key: d.date,
            label: formatIstDate(d.date),
            value: d.count,
          }))}
        />
      </Card>

      <Card title="Upcoming interviews">
        <UpcomingInterviews />
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Hiring pipeline">
          <ul className="space-y-3">
            {APPLICATION_STATUSES.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  onClick={() => onStatus(s)}
                  className="group w-full text-left"
                  aria-label={`${statusLabels[s]}: ${plural(stats.pipeline[s], "application")}. Show them`}
                >
                  <span className="flex justify-between text-sm">
                    <span className="font-medium text-slate-700 group-hover:underline">{statusLabels[s]}</span>
                    <span className="text-slate-900" data-testid={`pipeline-${s}`}>
                      {formatCount(stats.pipeline[s])}
                    </span>
                  </span>
                  <span className="mt-1 block h-2 rounded-full bg-slate-100">
                    <span
                      className={`block h-2 rounded-full ${barColour[s]}`}
                      style={{ width: `${(stats.pipeline[s] / total) * 100}%` }}
                    />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Card>

        <Card title="Top jobs">
          {stats.topJobs.length === 0 ? (
            <p className="text-sm text-slate-500">No applications yet.</p>
          ) : (
            <ol className="divide-y divide-slate-100" data-testid="top-jobs">
              {stats.topJobs.map((job) => (
                <li key={job.id} className="flex items-center justify-between gap-4 py-2.5">
                  <span>
                    <span className="block text-sm font-medium text-slate-900">{job.title}</span>
                    <span className="block text-xs text-slate-500">{job.company}</span>
                  </span>
                  <span className="shrink-0 text-sm text-slate-700">{plural(job.applicationCount, "application")}</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </div>
  );
}
