/**
 * The inbox an address reaches, as one string for every spelling of it: any letter case, a "+tag"
 * after the name (most providers deliver "name+1@" to "name@"), Gmail's dots, which it ignores, a
 * quoted name and a trailing dot after the domain. Limits on mail sent to an address are counted on
 * it, so that spelling the address another way does not buy another allowance of mail to one inbox.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  // A quoted name and a domain's trailing dot are other spellings of the same mailbox too.
  let name = address.slice(0, at).replace(/^"(.*)"$/, "$1");
  let domain = address.slice(at + 1).replace(/\.+$/, "");
  name = name.replace(/^(.+?)\+.*$/, "$1"); // a tag after a name (a name that starts with "+" stays)
  if (domain === "gmail.com" || domain === "googlemail.com") {
    name = name.replaceAll(".", "") || name;
    domain = "gmail.com";
  }
  return `${name}@${domain}`;
}
