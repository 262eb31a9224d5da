// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { formatIstDateTime } from "@/lib/dates";
import { render } from "@/lib/testing/render";

import { StatusTimeline } from "./status-timeline";

const first = "2026-10-01T05:30:00.000Z";
const withdrawn = "2026-10-05T06:00:00.000Z";
const again = "2026-11-10T07:00:00.000Z";

describe("StatusTimeline", () => {
  it("starts an application made again after a withdrawal on the day it was first made, then the return", () => {
    render(
      <StatusTimeline
        appliedDate={again}
        firstAppliedDate={first}
        entries={[
          { at: withdrawn, from: "pending", to: "withdrawn", actor: "The applicant", actorRole: null, reason: null },
          { at: again, from: "withdrawn", to: "pending", actor: "The applicant", actorRole: null, reason: null },
        ]}
      />,
    );
    const rows = [...document.querySelectorAll('[data-testid="status-timeline"] > li')].map((li) => li.textContent);
    expect(rows[0]).toBe(`Application received${formatIstDateTime(first)}`);
    expect(rows[1]).toContain(formatIstDateTime(withdrawn));
    expect(rows[2]).toContain(formatIstDateTime(again));
  });

  it("starts an application made once on the day it was made", () => {
    render(<StatusTimeline appliedDate={again} entries={[]} />);
    expect(document.querySelector('[data-testid="status-timeline"] > li')?.textContent).toBe(
      `Application received${formatIstDateTime(again)}`,
    );
  });
});
