import type { IconName } from "@/content/icons";

// Home page copy: hero slides, values, counters, FAQ and client logos.
// Leaders and team members live in content/people.ts.

export type HeroSlide = {
  title: string;
  subtitle: string;
  description: string;
  icon: IconName;
  /** Local SVG illustration. */
  image: string;
  /** Accent gradient of the slide (Tailwind classes). */
  color: string;
  features: string[];
  cta: { label: string; href: string };
};

export const heroHeadline = {
  before: "Your trusted partner for",
  /** Rotated every 3 seconds. */
  words: ["Recruitment", "Payroll", "Verification", "IT Solutions"],
  text: "HR outsourcing, manpower, payroll, background verification and software services for businesses and government projects, from Bihar to the rest of India.",
};

export const heroSlides: HeroSlide[] = [
  {
    title: "Workforce Solutions",
    subtitle: "Manpower supply and staffing",
    description:
      "Screened, skilled teams deployed on short notice, with attendance, payroll and compliance handled by us.",
    icon: "users",
    image: "/images/hero/workforce.svg",
    color: "from-brand-800 to-brand-600",
    features: ["Rapid deployment", "Verified workforce", "PF and ESI compliance"],
    cta: { label: "Explore our services", href: "/services" },
  },
  {
    title: "Background Verification",
    subtitle: "Hire with confidence",
    description: "Identity, address, education and employment checks with documented evidence for every candidate.",
    icon: "shield-check",
    image: "/images/hero/verification.svg",
    color: "from-slate-900 to-brand-800",
    features: ["Government ID checks", "Address confirmation", "Work history"],
    cta: { label: "See verification services", href: "/employment-verification" },
  },
  {
    title: "Technology Careers",
    subtitle: "Join growing teams",
    description: "Find openings in software, IT support and operations with our company and our clients.",
    icon: "code",
    image: "/images/hero/tech-careers.svg",
    color: "from-brand-900 to-rose-700",
    features: ["Software and IT roles", "Fair, transparent hiring", "Growth and training"],
    cta: { label: "View tech opportunities", href: "/company-career" },
  },
  {
    title: "Government & Other Jobs",
    subtitle: "Apply online, securely",
    description: "Browse government and other openings and apply online with a secure application and payment.",
    icon: "landmark",
    image: "/images/hero/gov-jobs.svg",
    color: "from-brand-700 to-amber-700",
    features: ["Verified openings", "Secure online payment", "Status updates"],
    cta: { label: "View government or other jobs", href: "/gov-career" },
  },
];

export const whyChooseUs: { title: string; text: string; icon: IconName }[] = [
  {
    title: "Trusted and Transparent",
    text: "Clear contracts, honest pricing and every fee stated upfront, in writing, before any work begins.",
    icon: "handshake",
  },
  {
    title: "Compliance First",
    text: "Labour law, PF, ESI and data-protection obligations handled correctly and documented.",
    icon: "scale",
  },
  {
    title: "Fast Turnaround",
    text: "Shortlists in days, verifications in a week and support tickets answered the same business day.",
    icon: "zap",
  },
  {
    title: "People and Technology",
    text: "One partner for your workforce and your IT: fewer vendors, fewer gaps.",
    icon: "layers",
  },
];

/** Headings of the home page's sections, in page order. */
export const homeSections = {
  whyUs: {
    id: "why-us",
    eyebrow: "Why choose us",
    title: "A partner you can rely on",
    intro: "Four reasons businesses and government departments work with us.",
  },
  services: {
    id: "services",
    eyebrow: "What we do",
    title: "Our services",
    intro: "Four of our ten services. Every one is delivered by our own team.",
  },
  careers: {
    id: "careers",
    eyebrow: "Careers",
    title: "Looking for a job?",
    intro: "Applying for a job with our company is always free.",
  },
  faq: { id: "faq", eyebrow: "FAQ", title: "Frequently asked questions" },
  leaders: { id: "leaders", eyebrow: "Leadership", title: "Meet our founders" },
  team: { id: "team", eyebrow: "Our team", title: "The people behind the work" },
  clients: { id: "clients", eyebrow: "Our clients", title: "Trusted by growing organisations" },
};

export type Counter = { label: string; target: number; suffix?: string };

/** Animated from 0 over 2 seconds in 60 steps once the section is 30% visible. */
export const aboutCounters: Counter[] = [
  { label: "Verifications completed", target: 2356 },
  { label: "Workforce deployed", target: 1276 },
  { label: "Employees on payroll", target: 1276 },
  { label: "IT solutions delivered", target: 78, suffix: "+" },
];

export const homeAbout = {
  heading: "A people-first HR and IT partner from Bihar",
  paragraphs: [
    "Founded in 2022 in Patna, we started with a simple promise: give businesses reliable people and give people fair, verified jobs. Today we verify candidates, deploy and pay workforces and build software for companies and government departments.",
    "Every engagement is run by a named coordinator, backed by documented processes and measured by results our clients can see.",
  ],
};

export const faqs: { question: string; answer: string }[] = [
  {
    question: "Do you charge job seekers a fee for recruitment?",
    answer:
      "No. We never charge job seekers for our own recruitment or placement: applying for jobs with us, interviews and offer letters are free. On our government or other jobs board, the fee shown is the recruiting body's application fee, printed on the job's page and in its official notification; we collect it for that body through the Razorpay checkout on this website and give you a receipt with your application number. Pay only there, never to a personal account, a UPI ID or over a phone call. Anyone asking for money on a call, on WhatsApp or for “guaranteed selection” is not from our company: please report it on our contact page.",
  },
  {
    question: "Which services do you offer to businesses?",
    answer:
      "Employment verification, manpower supply, payroll management, staffing and consultancy, and training, plus IT services: software development, networking, domains, computer repair and hardware and software supply.",
  },
  {
    question: "How quickly can you deploy staff?",
    answer:
      "For common roles we share screened shortlists within 48 hours and can have people on site within a few days, depending on headcount and location.",
  },
  {
    question: "How do I apply for a job with you?",
    answer:
      "Open Career in the menu and choose Our Company for roles with us and our clients, or For Government or Others for government and other openings. Apply online from the listing.",
  },
];

/** Logo marks are 64 units high; `width` is the intrinsic width at that height. */
export type ClientLogo = { name: string; image: string; width: number };

/** Ten client logo marks for the scrolling strip (40 s loop). */
export const clientLogos: ClientLogo[] = [
  { name: "Ganga Infra", image: "/images/clients/ganga-infra.svg", width: 227 },
  { name: "Magadh Retail", image: "/images/clients/magadh-retail.svg", width: 253 },
  { name: "Patliputra Health", image: "/images/clients/patliputra-health.svg", width: 305 },
  { name: "Eastern Logistics", image: "/images/clients/eastern-logistics.svg", width: 305 },
  { name: "Kosi Agro Foods", image: "/images/clients/kosi-agro.svg", width: 279 },
  { name: "Mithila Finserv", image: "/images/clients/mithila-finserv.svg", width: 279 },
  { name: "Nalanda EduTech", image: "/images/clients/nalanda-edutech.svg", width: 279 },
  { name: "Sone Power", image: "/images/clients/sone-power.svg", width: 214 },
  { name: "Vaishali Textiles", image: "/images/clients/vaishali-textiles.svg", width: 305 },
  { name: "Bodhi Hospitality", image: "/images/clients/bodhi-hospitality.svg", width: 305 },
];
