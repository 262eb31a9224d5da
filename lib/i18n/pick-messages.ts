// Parts of a message catalogue, for the browser: a page sends its islands the namespaces they use,
// or only the parts of one they use ("govForm.feeNotice"), not the whole catalogue.

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);

/** The value at `keys` inside `tree`, if every step but the last is a group of messages. */
function valueAt(tree: Tree, keys: readonly string[]): unknown {
  let at: unknown = tree;
  for (const key of keys) {
    if (!isTree(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

/** The catalogue's `parts`: whole namespaces, or the named parts of one ("govForm.feeNotice"). */
export function pickMessages(all: Tree, parts: readonly string[]): Tree {
  const picked: Tree = {};
  // A part inside another part named too ("govForm.feeNotice" beside "govForm") adds nothing.
  const outermost = parts.filter((part) => !parts.some((other) => part.startsWith(`${other}.`)));
  for (const part of outermost) {
    const keys = part.split(".");
    const value = valueAt(all, keys);
    if (value === undefined) continue;
    let to = picked;
    for (const key of keys.slice(0, -1)) to = (to[key] ??= {}) as Tree;
    to[keys.at(-1)!] = value;
  }
  return picked;
}
