import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { aboutPage, storyPage } from "./about";
import { applicationFee } from "./application-fee";
import { company } from "./company";
import { teamContacts, telHref } from "./contact";
import { events, formatEventDate } from "./events";
import { helpTopics } from "./help-topics";
import { aboutCounters, clientLogos, heroSlides } from "./home";
import { governmentDeployments } from "./industries";
import { careerMenu, headerNav, isActive } from "./navigation";
import { initials, leaders, team } from "./people";
import { cancellationPolicy, formatPolicyDate, privacyPolicy, refundPolicy, termsAndConditions } from "./policies";
import { featureRoutes, marketingRoutes } from "./routes";
import { HOME_SERVICE_COUNT, services, serviceSlugs } from "./services";
import enCatalogue from "../messages/en.json";
import hiCatalogue from "../messages/hi.json";
import { timing } from "./timing";

// The ticker's and the FAQ's words are in the catalogue: English and Hindi, in the same order.
const scamWarnings = enCatalogue.site.ticker.warnings.map((en, i) => ({ en, hi: hiCatalogue.site.ticker.warnings[i] }));
const faqs = enCatalogue.home.faq.items;

// The spec's counts and figures (sections 2, 3 and 9) are content: these checks keep them true.

const publicDir = path.join(import.meta.dirname, "..", "public");
const exists = (url: string) => fs.existsSync(path.join(publicDir, url));

describe("content matches the spec's counts", () => {
  it("has 10 services (4 on home), 4 hero slides, 4 FAQs, 2 leaders, 4 team members, 10 logos", () => {
    expect(services.map((s) => s.slug)).toEqual([...serviceSlugs]);
    expect(HOME_SERVICE_COUNT).toBe(4);
    expect(heroSlides).toHaveLength(4);
    expect(faqs).toHaveLength(4);
    expect(leaders).toHaveLength(2);
    expect(team).toHaveLength(4);
    expect(clientLogos).toHaveLength(10);
    expect(governmentDeployments).toHaveLength(5);
    expect(teamContacts).toHaveLength(5);
    expect(scamWarnings).toHaveLength(4);
    for (const warning of scamWarnings) expect(warning.hi).toMatch(/[\u0900-\u097F]/);
  });

  it("gives every service four highlights and the spec's hero button", () => {
    const buttons = Object.fromEntries(services.map((s) => [s.slug, s.hero.button]));
    expect(buttons).toEqual({
      "employment-verification": "Talk to Verification Expert",
      "manpower-supply": "Book a staffing consulation →",
      "payroll-management": "Get a free payroll consultation →",
      "software-development": "Let's Develop Together →",
      "staffing-consultancy": "Request Staffing Support →",
      "network-installation-support": "Request Network Setup →",
      "domain-registration": "Talk to a Domain Expert →",
      "computer-repair": "Get Help Now →",
      "hardware-software-supply": "Talk to a Solutions Expert →",
      "training-services": "Talk to a Training Advisor →",
    });
    for (const service of services) expect(service.highlights).toHaveLength(4);
    expect(services[0].highlights.map((h) => h.title)).toEqual([
      "Verified Identity",
      "Address Confirmation",
      "Work History Check",
      "Reference Feedback",
    ]);
  });

  it("has the six events of section 3 with three gallery images each", () => {
    expect(events.map((e) => [e.date, e.category])).toEqual([
      ["2025-09-10", "Corporate"],
      ["2025-09-08", "Recruitment"],
      ["2025-08-28", "Recruitment"],
      ["2025-08-27", "Festival"],
      ["2025-08-08", "Milestone"],
      ["2025-06-28", "Recruitment"],
    ]);
    for (const event of events) expect(event.galleryImages).toHaveLength(3);
    expect(formatEventDate("2025-09-10")).toBe("10 September 2025");
  });

  it("states the figures of section 9", () => {
    expect(aboutCounters.map((c) => `${c.target}${c.suffix ?? ""}`)).toEqual(["2356", "1276", "1276", "78+"]);
    expect(aboutPage.stats.map((s) => s.value)).toEqual(["500+", "50+", "99%", "24/7"]);
    expect(
      Object.values(enCatalogue.industries.governmentDeployments).filter(
        (d) => /106 personnel/.test(d.description) && /revenue/i.test(d.title),
      ),
    ).toHaveLength(1);
    expect(timing).toMatchObject({
      heroAutoplayMs: 5000,
      headlineRotationMs: 3000,
      counter: { durationMs: 2000, steps: 60, visibleThreshold: 0.3 },
      contactSuccessMs: 4000,
      newsletterSuccessMs: 3000,
      headerScrollPx: 20,
      backToTopPx: 300,
      fadeInDelayMs: 200,
      tickerLoopSeconds: 40,
      logoStripLoopSeconds: 40,
    });
  });

  it("dates the policies as the spec does", () => {
    expect([privacyPolicy, refundPolicy, cancellationPolicy].map((p) => formatPolicyDate(p.date))).toEqual([
      "July 14, 2025",
      "July 14, 2025",
      "July 14, 2025",
    ]);
    expect(termsAndConditions.dateLabel).toBe("Last updated");
    expect(formatPolicyDate(termsAndConditions.date)).toBe("July 19, 2025");
  });

  it("keeps the company facts in one place", () => {
    expect(company.foundedYear).toBe(2022);
    expect(company.headquarters.state).toBe("Bihar");
    expect(company.socials.map((s) => s.name)).toEqual(["Facebook", "X", "Instagram", "LinkedIn"]);
    expect(enCatalogue.people.coFounder.expertise.length).toBeGreaterThan(0);
    expect("expertise" in enCatalogue.people.founder).toBe(false);
  });
});

describe("what the site says about fees", () => {
  it("keeps our own recruitment free apart from the government board's fee, in both languages of the ticker", () => {
    const [, free, govFee, scam] = scamWarnings;
    expect(free.en).toMatch(/never charge job seekers for our own recruitment or placement/);
    expect(free.hi).toMatch(/अपनी भर्ती या प्लेसमेंट के लिए .* कोई शुल्क नहीं लेते/);
    expect(govFee.en).toMatch(/government job is the recruiting body's application fee/);
    expect(govFee.hi).toMatch(/भर्ती संस्था का आवेदन शुल्क/);
    expect(scam.en).toBe(applicationFee.scamWarning);
  });

  it("no longer tells a visitor that no fee is ever charged, anywhere the fee question comes up", () => {
    const texts = [
      ...scamWarnings.map((w) => w.en),
      ...faqs.map((f) => f.answer),
      ...helpTopics.map((t) => t.answer),
      ...enCatalogue.about.paragraphs,
      enCatalogue.about.story.founded,
      ...enCatalogue.about.story.paragraphs,
      ...enCatalogue.people.founder.biography,
    ];
    expect(texts.filter((text) => /any fee|no fee is ever|money for a job is a scammer/i.test(text))).toEqual([]);
    expect(faqs[0].answer).toMatch(/the fee shown is the recruiting body's application fee/);
  });
});

describe("assets", () => {
  it("every image, poster and video the content names exists under public/", () => {
    const urls = [
      ...services.map((s) => s.image),
      ...heroSlides.map((s) => s.image),
      ...clientLogos.map((l) => l.image),
      ...governmentDeployments.map((d) => d.logoUrl),
      ...leaders.map((l) => l.image),
      ...team.map((m) => m.image),
      ...events.flatMap((e) => [e.imageUrl, ...e.galleryImages.map((g) => g.src)]),
      storyPage.video.src,
      storyPage.video.poster,
      storyPage.video.captions,
      "/og/og-default.png",
    ];
    expect(urls.filter((url) => !exists(url))).toEqual([]);
    expect(urls.every((url) => url.startsWith("/"))).toBe(true);
  });
});

describe("navigation helpers", () => {
  it("marks the current item, and Career for its sub-pages", () => {
    const item = (key: string) => headerNav.find((i) => i.key === key)!;
    expect(isActive("/", item("home"))).toBe(true);
    expect(isActive("/about", item("home"))).toBe(false);
    expect(isActive("/about", item("about"))).toBe(true);
    expect(isActive("/gov-career", item("career"))).toBe(true);
    expect(isActive("/career", item("career"))).toBe(true);
    expect(isActive("/services", item("career"))).toBe(false);
    expect(careerMenu.map((c) => c.href)).toEqual(["/company-career", "/gov-career"]);
  });

  it("lists every public route once, with the careers boards and chatbot", () => {
    const all = [...marketingRoutes, ...featureRoutes];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(28 - 1); // the spec's route table, without /login
  });

  it("builds tap-to-call links and initials", () => {
    expect(telHref("+91 94310 20001")).toBe("tel:+919431020001");
    expect(initials("Priyanka Sinha")).toBe("PS");
  });
});
