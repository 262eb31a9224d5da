import { z } from "zod";

import "@/lib/validation/zod-config";

/** Required, trimmed text: "<Label> is required", "<Label> must be at most <max> characters". */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
