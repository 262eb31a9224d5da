// The about area's English copies kept in content/ for the Playwright specs (headings, event texts,
// team names) must say what the catalogue says; and the Hindi catalogue keeps the lists' shapes.
import { describe, expect, it } from "vitest";

import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { aboutPage, storyPage } from "./about";
import { company } from "./company";
import { contactPage, teamContacts } from "./contact";
import { events } from "./events";
import { governmentDeployments, industries } from "./industries";

describe("the about area's content and catalogue", () => {
  it("keeps the English copies equal to the English catalogue", () => {
    expect(aboutPage.heading).toBe(en.about.hero.heading.replace("{company}", company.name));
    expect(storyPage.heading).toBe(en.about.story.hero.heading);
    expect(contactPage.heading).toBe(en.contact.hero.heading);
    for (const contact of teamContacts) expect(contact.name).toBe(en.contact.teams[contact.key].name);
    for (const event of events) {
      const text = en.events.items[event.slug as keyof typeof en.events.items];
      expect(event.title).toBe(text.title);
      expect(event.fullDescription).toBe(text.fullDescription);
      expect(event.galleryImages.map((image) => image.alt)).toEqual(text.gallery);
      expect(Object.keys(en.events.categories)).toContain(event.category);
    }
  });

  it("has every item in Hindi, with the same list lengths", () => {
    for (const event of events) {
      const text = hi.events.items[event.slug as keyof typeof hi.events.items];
      expect(text.gallery).toHaveLength(event.galleryImages.length);
      expect(text.title).toMatch(/[\u0900-\u097F]/);
    }
    for (const { key } of industries) {
      const sector = key as keyof typeof hi.industries.sectors;
      expect(hi.industries.sectors[sector].services).toHaveLength(en.industries.sectors[sector].services.length);
    }
    for (const { key } of governmentDeployments) expect(key in hi.industries.governmentDeployments).toBe(true);
    expect(hi.people.founder.positions).toHaveLength(en.people.founder.positions.length);
    expect(hi.people.coFounder.expertise).toHaveLength(en.people.coFounder.expertise.length);
    expect(Object.keys(hi.about.story.milestones)).toEqual(Object.keys(en.about.story.milestones));
    expect(hi.about.hero.heading).toBe("{company} के बारे में");
  });
});
