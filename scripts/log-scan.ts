// The e2e run's "no personal data in the logs" check: scripts/e2e.mjs runs it after Playwright on
// the server's log (E2E_SERVER_LOG, written by scripts/standalone.mjs). It fails when any line holds
// a value the specs submitted (e2e/personal-values.ts), naming the line and the kind of value but
// never the value itself.
//   npx tsx scripts/log-scan.ts test-results/server.log
import fs from "node:fs";
import { pathToFileURL } from "node:url";

import { PERSONAL_VALUE_PATTERNS, type PersonalPattern } from "../e2e/personal-values";

export type Finding = { line: number; kind: string };

/** Every (line, kind) where a personal value appears; [] for a clean log. */
export function scanLog(text: string, patterns: PersonalPattern[] = PERSONAL_VALUE_PATTERNS): Finding[] {
  const findings: Finding[] = [];
  text.split("\n").forEach((line, index) => {
    for (const { kind, pattern } of patterns) {
      if (pattern.test(line)) findings.push({ line: index + 1, kind });
    }
  });
  return findings;
}

/** The one plain line the check prints, and whether it passed. */
export function verdict(file: string, text: string | null): { ok: boolean; message: string } {
  if (text === null) return { ok: false, message: `server log check: FAILED: no server log at ${file}` };
  const lines = text.split("\n").filter(Boolean).length;
  const findings = scanLog(text);
  if (!findings.length) {
    return { ok: true, message: `server log check: passed (${lines} lines, no personal values the specs submitted)` };
  }
  const shown = findings.slice(0, 20).map((f) => `line ${f.line} (${f.kind})`);
  const more = findings.length > shown.length ? `, and ${findings.length - shown.length} more` : "";
  return {
    ok: false,
    message: `server log check: FAILED: ${findings.length} personal values in ${file}: ${shown.join(", ")}${more}`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] ?? "test-results/server.log";
  const { ok, message } = verdict(file, fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null);
  console.log(message);
  process.exit(ok ? 0 : 1);
}
