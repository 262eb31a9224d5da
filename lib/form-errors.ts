// Field errors in the browser's forms (react-hook-form): a 400 answer's `errors` (field -> message,
// nested fields as "education.0.marks") shown on the fields, and the first error in form order.
import type { FieldErrors, FieldPath, FieldValues, UseFormSetError } from "react-hook-form";

/** The position of `key` in `order`, where "education" also covers "education.0.marks". */
function rank(order: readonly string[], key: string): number {
  const index = order.findIndex((name) => key === name || key.startsWith(`${name}.`));
  return index === -1 ? Number.POSITIVE_INFINITY : index;
}

/**
 * Puts the server's field errors on the form and focuses the first one in `order` (the form's
 * field names as they appear on screen). Keys the form does not know are left out. Returns the
 * keys that were shown, first first.
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string> | null | undefined,
  order: readonly string[],
): string[] {
  const keys = Object.keys(errors ?? {})
    .filter((key) => typeof errors![key] === "string" && rank(order, key) !== Number.POSITIVE_INFINITY)
    .sort((a, b) => rank(order, a) - rank(order, b));
  keys.forEach((key, i) =>
    setError(key as FieldPath<T>, { type: "server", message: errors![key] }, { shouldFocus: i === 0 }),
  );
  return keys;
}

/** The first message of react-hook-form's (nested) errors, in `order`, with its path. */
export function firstError(errors: FieldErrors, order: readonly string[]): { path: string; message: string } | null {
  const found: { path: string; message: string }[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== "object") return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === "string" && message) return void found.push({ path, message });
    for (const [key, child] of Object.entries(node)) {
      if (key !== "ref" && key !== "root") walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, "");
  found.sort((a, b) => rank(order, a.path) - rank(order, b.path));
  return found[0] ?? null;
}
