/** An e-mail address that, where it must wrap, breaks before its "@" first (not at whatever letter meets the edge). */
export function EmailText({ email }: { email: string }) {
  return <>{email.split("@").map((part, i) => (i ? [<wbr key={i} />, `@${part}`] : part))}</>;
}
