import type { SocialName } from "@/content/company";

// Brand glyphs drawn for this site (simple shapes, 24x24), so no icon font or remote asset is needed.
const glyphs: Record<SocialName, React.ReactNode> = {
  Facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" />
  ),
  X: <path d="M4 4h4.6l4 5.6L17.4 4h2.3l-6 7 6.5 9h-4.6l-4.3-6-5.2 6H3.8l6.5-7.5z" />,
  Instagram: (
    <>
      <path d="M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3Zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5z" />
      <path d="M12 7.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" />
      <circle cx="17.2" cy="6.8" r="1.1" />
    </>
  ),
  LinkedIn: (
    <>
      <path d="M4 9h3.5v11H4z" />
      <circle cx="5.75" cy="5.5" r="2" />
      <path d="M10 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.3 0 3.7 2.1 3.7 4.9V20H17v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20H10z" />
    </>
  ),
};

export function SocialIcon({ name, className = "size-4" }: { name: SocialName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      {glyphs[name]}
    </svg>
  );
}
