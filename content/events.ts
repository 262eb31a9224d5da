import { formatIstDate, type DisplayLocale } from "@/lib/dates";

// Events page: six events (section 3 of the spec), newest first. The page shows each event's words
// from the catalogue ("events.items.<slug>": title, summary, full description, image alt texts;
// "events.categories.<category>"). The English title, full description and alt texts stay here too
// because the Playwright specs read them from this file; content/events.test.ts keeps them equal
// to the catalogue's.

export type EventCategory = "Corporate" | "Recruitment" | "Festival" | "Milestone";

export type CompanyEvent = {
  slug: string;
  /** English, as "events.items.<slug>.title". */
  title: string;
  /** ISO date (calendar day, IST). */
  date: string;
  /** English, as "events.items.<slug>.fullDescription". */
  fullDescription: string;
  imageUrl: string;
  /** Also the key of its label, "events.categories.<category>". */
  category: EventCategory;
  /** Alt texts in English, as "events.items.<slug>.gallery". */
  galleryImages: { src: string; alt: string }[];
};

/** An event's words in the page's language (t.raw of "events.items.<slug>"). */
export type EventText = { title: string; description: string; fullDescription: string; gallery: string[] };

/** Badge colours per category (text and background meet WCAG AA contrast). */
export const categoryColor: Record<EventCategory, string> = {
  Corporate: "bg-sky-100 text-sky-900",
  Recruitment: "bg-emerald-100 text-emerald-900",
  Festival: "bg-amber-100 text-amber-900",
  Milestone: "bg-violet-100 text-violet-900",
};

const gallery = (slug: string, alts: [string, string, string]) =>
  alts.map((alt, i) => ({ src: `/images/events/${slug}-${i + 1}.svg`, alt }));

export const events: CompanyEvent[] = [
  {
    slug: "induction-program",
    title: "New Joiners Induction Program",
    date: "2025-09-10",
    fullDescription:
      "Our September induction brought together new joiners from HR operations, payroll and technology. The day covered our history and values, code of conduct, data-protection practices and the tools each team uses, followed by sessions with department heads and a campus tour. Every participant left with a buddy, a 30-day plan and a clear picture of how their work helps clients and job seekers.",
    imageUrl: "/images/events/induction-program-1.svg",
    category: "Corporate",
    galleryImages: gallery("induction-program", [
      "New joiners seated in the training hall during the welcome session",
      "Department heads presenting the company's services",
      "Group photo of the new joiners with their buddies",
    ]),
  },
  {
    slug: "campus-drive-engineering",
    title: "Campus Drive at an Engineering College, Patna",
    date: "2025-09-08",
    fullDescription:
      "We hosted a recruitment drive for final-year B.Tech and diploma students. After a pre-placement talk about our company and clients, candidates took an aptitude and technical test, followed by group discussions and interviews with our technology team. Selected students received offer letters on the spot, free of any charge, for software development and IT support roles.",
    imageUrl: "/images/events/campus-drive-engineering-1.svg",
    category: "Recruitment",
    galleryImages: gallery("campus-drive-engineering", [
      "Students listening to the pre-placement talk",
      "Candidates taking the written aptitude test",
      "Interview panel speaking with a shortlisted student",
    ]),
  },
  {
    slug: "campus-drive-management",
    title: "Campus Drive at a Management Institute, Muzaffarpur",
    date: "2025-08-28",
    fullDescription:
      "At this drive we met graduating MBA and BBA students interested in HR and operations careers. Our HR leaders spoke about workforce management, payroll and compliance, then ran case-study rounds and personal interviews. Shortlisted candidates joined our HR operations and payroll teams after a short training programme.",
    imageUrl: "/images/events/campus-drive-management-1.svg",
    category: "Recruitment",
    galleryImages: gallery("campus-drive-management", [
      "HR leaders presenting career paths in HR operations",
      "Students working on a case study in small groups",
      "Offer letters being handed to selected candidates",
    ]),
  },
  {
    slug: "ganesh-chaturthi",
    title: "Ganesh Chaturthi Celebration",
    date: "2025-08-27",
    fullDescription:
      "Colleagues decorated the office with flowers and rangoli, joined the morning aarti and shared modaks and other sweets. The afternoon brought a cultural programme with music and a rangoli competition judged by our leadership team. Festivals like this are part of how we build a team that enjoys working together.",
    imageUrl: "/images/events/ganesh-chaturthi-1.svg",
    category: "Festival",
    galleryImages: gallery("ganesh-chaturthi", [
      "Decorated altar with flowers and lamps in the office",
      "Colleagues creating a rangoli design",
      "Team members sharing sweets after the aarti",
    ]),
  },
  {
    slug: "government-project-inauguration",
    title: "Government Project Inauguration",
    date: "2025-08-08",
    fullDescription:
      "We marked the start of a major government deployment with an inauguration attended by department officials, our leadership and the newly trained personnel. The programme covered the project's goals, code of conduct and reporting lines, followed by the issue of identity cards and deployment letters. It is a milestone in our work with the public sector.",
    imageUrl: "/images/events/government-project-inauguration-1.svg",
    category: "Milestone",
    galleryImages: gallery("government-project-inauguration", [
      "Officials and company leaders lighting the inauguration lamp",
      "Newly trained personnel attending the briefing",
      "Identity cards being issued to deployed staff",
    ]),
  },
  {
    slug: "campus-drive-polytechnic",
    title: "Campus Drive at a Polytechnic Institute, Gaya",
    date: "2025-06-28",
    fullDescription:
      "Our June drive focused on diploma holders in electronics, electrical and computer engineering. Candidates completed a practical skills test on networking and hardware, followed by interviews with our IT services team. Selected candidates joined as field technicians for network installation and computer repair after hands-on training.",
    imageUrl: "/images/events/campus-drive-polytechnic-1.svg",
    category: "Recruitment",
    galleryImages: gallery("campus-drive-polytechnic", [
      "Diploma students at the registration desk",
      "A candidate crimping a network cable in the practical test",
      "Our IT services team interviewing candidates",
    ]),
  },
];

/**
 * "2025-09-10" -> "10 September 2025" ("10 सितंबर 2025" in Hindi): the calendar date, whatever the
 * visitor's time zone.
 */
export function formatEventDate(iso: string, locale: DisplayLocale = "en"): string {
  if (locale === "hi") return formatIstDate(iso, "hi");
  const [y, m, d] = iso.split("-").map(Number);
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
