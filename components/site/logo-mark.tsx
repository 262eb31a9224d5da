/**
 * The brand mark beside the company's name in the header and the footer, drawn inline. As an
 * <img> of /images/brand/logo-mark.svg it was one more request at the start of every page, and the
 * browser built a document of its own for it on the main thread ahead of the first paint.
 * The same drawing as that file, which stays for the organisation's JSON-LD logo.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={40} height={40} aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#800020" />
      <path d="M14 20h36v8H36v22h-8V28H14z" fill="#fff" />
      <path d="M44 34a8 8 0 1 1-4 14" fill="none" stroke="#e0a526" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
