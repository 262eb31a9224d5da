// @vitest-environment jsdom
// An event card and its gallery on /hi/events and /events: the words, category and date follow the
// page's language.
import { describe, expect, it } from "vitest";

import { events } from "@/content/events";
import { click, render, until } from "@/lib/testing/render";

import { EventCard } from "./event-card";

const ganesh = events.find((event) => event.slug === "ganesh-chaturthi")!;

describe("EventCard", () => {
  it("shows the event in Hindi, with a Hindi date and a Hindi gallery", async () => {
    const { container } = render(<EventCard event={ganesh} eager={false} />, { locale: "hi" });
    expect(container.querySelector("h2")!.textContent).toBe("गणेश चतुर्थी उत्सव");
    expect(container.querySelector("time")!.textContent).toBe("27 अगस्त 2025");
    expect(container.textContent).toContain("त्योहार");
    const opener = container.querySelector<HTMLButtonElement>("button")!;
    expect(opener.getAttribute("aria-label")).toBe("गैलरी देखें: गणेश चतुर्थी उत्सव");
    expect(opener.textContent).toBe("गैलरी देखें");

    click(opener);
    // The dialog's code loads on the first click.
    const dialog = await until(() => document.querySelector('[role="dialog"]'));
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    expect(dialog.textContent).toContain("साथियों ने दफ़्तर को फूलों और रंगोली से सजाया");
    expect([...dialog.querySelectorAll("img")].map((img) => img.getAttribute("alt"))).toEqual([
      "दफ़्तर में फूलों और दीयों से सजी पूजा की वेदी",
      "रंगोली बनाते साथी",
      "आरती के बाद मिठाई बाँटते टीम के सदस्य",
    ]);
  });

  it("keeps the English page's words and date", () => {
    const { container } = render(<EventCard event={ganesh} eager={false} />);
    expect(container.querySelector("h2")!.textContent).toBe(ganesh.title);
    expect(container.querySelector("time")!.textContent).toBe("27 August 2025");
    expect(container.querySelector("button")!.getAttribute("aria-label")).toBe(`View Gallery: ${ganesh.title}`);
  });
});
