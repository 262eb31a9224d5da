import { describe, expect, it } from "vitest";

import { verhoeffCheckDigit } from "@/lib/validation/ids";

import { scanLog, verdict } from "./log-scan";

const aadhaar = (body: string) => body + verhoeffCheckDigit(body);

// Lines as the server prints them (lib/server/platform/log.ts: one JSON object a line).
const clean = [
  '{"time":"2026-11-26T07:41:43.123Z","level":"info","event":"mail.queued","id":"cmig3k2v10000abcd1234efgh"}',
  '{"time":"2026-11-26T07:41:44.001Z","level":"warn","event":"applications.honeypot","ip":"203.0.113.7"}',
  '{"level":"info","event":"jobs.done","job":"1f0e2d3c-4b5a-6978-8a9b-012345678901","ms":1764143000123}',
  "▲ Next.js 16.4.6 - Local: http://127.0.0.1:3100",
].join("\n");

describe("scanLog", () => {
  it("passes a clean log: timestamps, ids, UUIDs and IPs are not personal values from the specs", () => {
    expect(scanLog(clean)).toEqual([]);
    expect(verdict("server.log", clean)).toEqual({
      ok: true,
      message: "server log check: passed (4 lines, no personal values the specs submitted)",
    });
  });

  it.each([
    ["a seeded Aadhaar", `{"event":"gov.submit","aadharNo":"${aadhaar("23456789012")}"}`, "Aadhaar-like number"],
    ["an Aadhaar in groups of four", 'error: duplicate "2345 6789 0124"', "Aadhaar-like number"],
    ["the PAN", '{"event":"x","panNo":"ABCDE1234F"}', "PAN"],
    ["a mobile as typed", '{"event":"x","phone":"+91 98765 43210"}', "mobile number"],
    ["a spec's e-mail", '{"event":"x","to":"e2e-ok-1764143000-abc123@example.in"}', "e-mail address"],
  ])("flags %s, naming the line and the kind", (_, line, kind) => {
    const findings = scanLog(`${clean}\n${line}`);
    expect(findings).toContainEqual({ line: 5, kind });
    const result = verdict("server.log", `${clean}\n${line}`);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^server log check: FAILED: \d+ personal values in server\.log: line 5/);
    // The message names where, never what: the value itself is not printed again.
    expect(result.message).not.toContain("ABCDE1234F");
    expect(result.message).not.toContain("@example.in");
  });

  it("fails when there is no log to read", () => {
    expect(verdict("missing.log", null)).toEqual({
      ok: false,
      message: "server log check: FAILED: no server log at missing.log",
    });
  });
});
