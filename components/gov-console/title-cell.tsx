/** A table cell naming its row: the title, and under it a detail (an applicant's mobile, a job's company). */
export function TitleCell({ title, detail }: { title: string; detail: string }) {
  return (
    <div>
      <p className="font-medium text-slate-900">{title}</p>
      <p className="text-xs text-slate-500">{detail}</p>
    </div>
  );
}
