// The catalogue as the build hands it over. next.config.ts has next-intl precompile the messages
// (messages/*.json through its catalogue loader): each message becomes icu-minify's compiled form,
// formatted in the browser without an ICU parser. Two things change shape on the way:
// - a list in the catalogue (a page's paragraphs, a service's highlights) arrives as an object keyed
//   "0", "1", ...; `restoreLists` turns those back into arrays;
// - a message with a value in it arrives compiled (`[["label"], " is required"]`); `messageText`
//   gives back its source text where it holds only text and plain values, for code that matches
//   messages as text (lib/i18n/errors.ts).
// Both take the JSON as written as well (tests and scripts read the files directly): it comes back
// unchanged.

type Node = unknown;

const isIndexKeyed = (keys: string[]) => keys.length > 0 && keys.every((key, i) => key === String(i));

/** `node` with every object keyed "0".."n-1" made an array again, deeply; messages stay as they are. */
export function restoreLists<T>(node: T): T {
  return restore(node) as T;
}

function restore(node: Node): Node {
  if (Array.isArray(node) || typeof node !== "object" || node === null) return node;
  const entries = Object.entries(node);
  const restored = entries.map(([key, value]) => [key, restore(value)] as const);
  if (isIndexKeyed(entries.map(([key]) => key))) return restored.map(([, value]) => value);
  return Object.fromEntries(restored);
}

/**
 * A message's source text: a string as it is; a compiled message made of text and plain values
 * (`["Hello ", ["name"]]`) as "Hello {name}"; anything else (a plural, a select, a tag) undefined.
 */
export function messageText(message: unknown): string | undefined {
  if (typeof message === "string") return message;
  if (!Array.isArray(message)) return undefined;
  let text = "";
  for (const part of message) {
    if (typeof part === "string") text += part;
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === "string") text += `{${part[0]}}`;
    else return undefined;
  }
  return text;
}
