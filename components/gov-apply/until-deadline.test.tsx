// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { render } from "@/lib/testing/render";

import { UntilDeadline } from "./until-deadline";

afterEach(() => vi.useRealTimers());

const page = (
  <UntilDeadline
    deadline="2026-03-10"
    open={<button type="button">Apply Now</button>}
    closed={<p>Applications Closed</p>}
  />
);

describe("a cached job page's Apply, against the browser's clock", () => {
  it("stays until 23:59:59 IST on the last date", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-10T18:29:59Z")); // 23:59:59 IST
    const { container } = render(page);
    expect(container.textContent).toBe("Apply Now");
  });

  it("gives way to 'closed' once the last date is over, though the page was made before", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-11T03:30:00Z")); // 09:00 IST the next morning
    const { container } = render(page);
    expect(container.textContent).toBe("Applications Closed");
    expect(container.querySelector("button")).toBeNull();
    // The server's HTML (and the hydration that follows it) is the page as it was made.
    expect(renderToString(page)).toContain("Apply Now");
  });
});
