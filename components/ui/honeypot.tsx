/** A public form's hidden field (`HONEYPOT_FIELD`): out of sight, skipped by keyboard and assistive technology. */
export function Honeypot({ id, label, ...input }: { id: string; label: string } & React.ComponentProps<"input">) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
