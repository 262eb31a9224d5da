// A zodResolver whose schema (and the resolver itself) loads on first use, so a public page does
// not ship them up front: the footer's newsletter box is on every page.
import type { FieldValues, Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";

export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<$ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), load()]).then(([{ zodResolver }, schema]) =>
      zodResolver(schema),
    );
    try {
      return await (
        await ready
      )(values, context, options);
    } catch (error) {
      ready = null; // a chunk that failed to load (offline) is tried again on the next submit
      throw error;
    }
  };
}
