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
  // Whole namespaces first, so a part of one also named whole adds nothing.
  const sorted = [...parts].sort((a, b) => a.split(".").length - b.split(".").length);
  for (const part of sorted) {
    const keys = part.split(".");
    const value = valueAt(all, keys);
    if (value === undefined) continue;
    let to = picked;
    for (const [i, key] of keys.entries()) {
      if (to[key] === valueAt(all, keys.slice(0, i + 1))) break; // the whole of it is there already
      if (i === keys.length - 1) to[key] = value;
      else {
        if (!isTree(to[key])) to[key] = {};
        to = to[key] as Tree;
      }
    }
  }
  return picked;
}
