import { LoadingView } from "@/components/employee/dashboard-states";

export default function Loading() {
  return (
    <div className="min-h-screen bg-slate-50 px-4">
      <LoadingView />
    </div>
  );
}
