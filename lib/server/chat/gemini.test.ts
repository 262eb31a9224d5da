import { describe, expect, it } from "vitest";

import { CHAT_MAX_OUTPUT_TOKENS, thinkingFor } from "./gemini";

// Thinking tokens count against maxOutputTokens: each family is asked for as little thinking as
// it accepts (a level from Gemini 3 on, a budget on 2.5, where Pro refuses 0), never a config it
// would refuse with a 400.
describe("how much the help desk's model may think", () => {
  it.each([
    ["gemini-3.5-flash", { thinkingLevel: "MINIMAL" }],
    ["gemini-3-flash-preview", { thinkingLevel: "MINIMAL" }],
    ["gemini-3.1-flash-lite", { thinkingLevel: "MINIMAL" }],
    ["gemini-3-pro-preview", { thinkingLevel: "LOW" }],
    ["gemini-3.1-pro-preview", { thinkingLevel: "LOW" }],
    ["gemini-2.5-flash", { thinkingBudget: 0 }],
    ["models/gemini-2.5-flash-lite", { thinkingBudget: 0 }],
    ["gemini-2.5-pro", { thinkingBudget: 128 }],
    ["gemini-2.0-flash", undefined],
    ["gemini-flash-latest", undefined],
    ["gemini-test-flash", undefined],
  ])("%s: %j", (model, config) => {
    const thinking = thinkingFor(model);
    expect(thinking.config).toEqual(config);
    // The answer keeps its own share; a fixed budget is all the room thinking gets.
    expect(thinking.allowance).toBeGreaterThanOrEqual(thinking.config?.thinkingBudget ?? 0);
    expect(CHAT_MAX_OUTPUT_TOKENS + thinking.allowance).toBeLessThanOrEqual(1000);
  });
});
