// A zodResolver whose schema (and the resolver itself) loads on first use, so a public page does
// not ship them up front: the footer's newsletter box is on every page.
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";

/**
 * Where a form's errors say that its checks could not be loaded (the connection dropped after the
 * page had loaded). Not a field: a form shows it with `checkUnavailable` (components/ui/form-check-failed).
 */
export const CHECK_UNAVAILABLE = "checkUnavailable";
export const CHECK_UNAVAILABLE_MESSAGE = "The form could not be checked. Please check your connection and try again.";

/** The message to show when the form's checks could not be loaded at its last send, else null. */
export function checkUnavailable(errors: FieldErrors): string | null {
  return (errors as Record<string, { message?: string } | undefined>)[CHECK_UNAVAILABLE]?.message ?? null;
}

/**
 * The resolver. When its code cannot be loaded it answers with the CHECK_UNAVAILABLE error rather
 * than throwing: react-hook-form leaves a form "submitting" for good after a resolver throws (its
 * busy button disabled, nothing said), while an error leaves the form as after any failed check,
 * with the values kept. The next send (or a field checked again) loads the code anew.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<$ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), load()]).then(([{ zodResolver }, schema]) =>
      zodResolver(schema),
    );
    let resolve: Resolver<Input, unknown, Output>;
    try {
      resolve = await ready;
    } catch {
      ready = null;
      const errors = { [CHECK_UNAVAILABLE]: { type: "unavailable", message: CHECK_UNAVAILABLE_MESSAGE } };
      return { values: {}, errors: errors as unknown as FieldErrors<Input> };
    }
    return resolve(values, context, options);
  };
}
