import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { CHECK_UNAVAILABLE, CHECK_UNAVAILABLE_MESSAGE, checkUnavailable, lazyZodResolver } from "./lazy-resolver";

const schema = z.object({ email: z.string().email("Please enter a valid email address") });
type Input = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyZodResolver", () => {
  it("checks with the schema once it has loaded, loading it once", async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<Input, z.output<typeof schema>>(load);
    const bad = await resolver({ email: "nope" }, undefined, options);
    expect((bad.errors as Record<string, { message?: string }>).email?.message).toBe(
      "Please enter a valid email address",
    );
    const good = await resolver({ email: "a@b.in" }, undefined, options);
    expect(good).toEqual({ values: { email: "a@b.in" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers 'could not be checked' rather than throwing when its code does not load, and loads it anew next time", async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(schema);
    const resolver = lazyZodResolver<Input, z.output<typeof schema>>(load);

    const failed = await resolver({ email: "a@b.in" }, undefined, options);
    // No values: react-hook-form must not send the form.
    expect(failed.values).toEqual({});
    expect(checkUnavailable(failed.errors)).toBe(CHECK_UNAVAILABLE_MESSAGE);
    expect(Object.keys(failed.errors)).toEqual([CHECK_UNAVAILABLE]);

    const again = await resolver({ email: "a@b.in" }, undefined, options);
    expect(again).toEqual({ values: { email: "a@b.in" }, errors: {} });
    expect(checkUnavailable(again.errors)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("lets a fault of the loaded checks through (a bug, not the connection)", async () => {
    const resolver = lazyZodResolver<Input, z.output<typeof schema>>(
      async () =>
        z.object({
          email: z.string().transform(() => {
            throw new Error("bug");
          }),
        }) as unknown as typeof schema,
    );
    await expect(resolver({ email: "a@b.in" }, undefined, options)).rejects.toThrow("bug");
  });
});
