import type { ActivityItem, EmployeeStats } from "@/lib/server/employees/dashboard";
import { SectionCard } from "@/components/ui/section-card";
import { formatDateTime } from "@/lib/format";

import { RefreshError, type Refreshing } from "./refresh-error";
import { StatusBadge } from "./status-badge";

/** "↑3 from last month", "↓1 from last month" or "No change from last month". */
export function trendText(delta: number, period = "from last month"): string {
  if (delta === 0) return `No change ${period}`;
  return `${delta > 0 ? "↑" : "↓"}${Math.abs(delta)} ${period}`;
}

function StatCard({ label, value, trend, testId }: { label: string; value: number; trend: string; testId: string }) {
  const tone = trend.startsWith("↑") ? "text-green-700" : trend.startsWith("↓") ? "text-red-700" : "text-slate-500";
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value.toLocaleString("en-IN")}</p>
      <p className={`mt-1 text-xs font-medium ${tone}`}>{trend}</p>
    </div>
  );
}

export function DashboardPanel({
  stats,
  activity,
  refreshing,
}: {
  stats: EmployeeStats;
  activity: ActivityItem[];
  refreshing?: Refreshing;
}) {
  const maxDepartment = Math.max(1, ...stats.byDepartment.map((d) => d.count));
  const active = stats.totalEmployees ? Math.round((stats.byStatus.Active / stats.totalEmployees) * 100) : 0;
  return (
    <div className="space-y-6" aria-busy={refreshing?.updating}>
      <RefreshError what="the figures" {...refreshing} />
      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          testId="stat-total-employees"
          label="Total Employees"
          value={stats.totalEmployees}
          trend={trendText(stats.employeesTrend)}
        />
        <StatCard
          testId="stat-active-employees"
          label="Active Employees"
          value={stats.byStatus.Active}
          trend={`${active}% of all employees`}
        />
        <StatCard
          testId="stat-documents"
          label="Documents (last 30 days)"
          value={stats.documentsLast30Days}
          trend={trendText(stats.documentsLast30Days - stats.documentsPrevious30Days, "from the previous 30 days")}
        />
        <StatCard
          testId="stat-total-users"
          label="Total Users"
          value={stats.totalUsers}
          trend={trendText(stats.usersTrend)}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard id="by-status" title="Employees by status">
          <ul className="space-y-3">
            {(["Active", "Inactive", "Pending"] as const).map((s) => (
              <li key={s} className="flex items-center justify-between">
                <StatusBadge status={s} />
                <span className="text-sm font-semibold text-slate-900">{stats.byStatus[s]}</span>
              </li>
            ))}
          </ul>
        </SectionCard>

        <SectionCard id="by-department" title="Employees by department">
          {stats.byDepartment.length === 0 ? (
            <p className="text-sm text-slate-500">No employees yet.</p>
          ) : (
            <ul className="space-y-3">
              {stats.byDepartment.slice(0, 8).map((d) => (
                <li key={d.department}>
                  <div className="flex justify-between text-sm">
                    <span className="text-slate-700">{d.department}</span>
                    <span className="font-semibold text-slate-900">{d.count}</span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                    <div
                      className="h-2 rounded-full bg-brand-600"
                      style={{ width: `${(d.count / maxDepartment) * 100}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>

      <SectionCard id="recent-activity" title="Recent activity">
        {activity.length === 0 ? (
          <p className="text-sm text-slate-500">Nothing has been changed yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {activity.map((a) => (
              <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2.5 text-sm">
                <span className="text-slate-800">
                  <span className="font-medium">{a.actor}</span> {a.text}
                </span>
                <time dateTime={a.at} className="text-xs text-slate-500" suppressHydrationWarning>
                  {formatDateTime(a.at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
