/** A small rounded label (a status); `className` gives its colours. */
export function Badge({ className = "bg-slate-100 text-slate-700", ...props }: React.ComponentProps<"span">) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
      {...props}
    />
  );
}
