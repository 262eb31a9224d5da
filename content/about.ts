import { company } from "@/content/company";
import type { IconName } from "@/content/icons";
import { leaders } from "@/content/people";

const [founder, coFounder] = leaders;

// About and Our Story pages.

export const aboutPage = {
  eyebrow: "About us",
  heading: `About ${company.name}`,
  intro: `An HR outsourcing and IT services company founded in ${company.foundedYear} and headquartered in ${company.headquarters.city}, ${company.headquarters.state}.`,
  paragraphs: [
    "We help organisations find, verify, deploy and pay the people they need, and we build and support the technology those people work with. Our clients range from growing local businesses to large companies and government departments.",
    "We began with recruitment and background verification, added manpower supply and payroll as clients asked us to run their workforces end to end, and built an IT practice that now delivers software, networks and hardware for offices across the region.",
    "What has not changed is how we work: clear contracts, documented processes, a named coordinator for every account, and a firm rule that job seekers are never charged for our own recruitment or placement.",
  ],
  stats: [
    { value: "500+", label: "Happy clients" },
    { value: "50+", label: "Projects completed" },
    { value: "99%", label: "Success rate" },
    { value: "24/7", label: "Support" },
  ],
  mission:
    "To connect people with genuine work and organisations with reliable people and technology, fairly and transparently.",
  vision: "To be Eastern India's most trusted partner for workforce and IT services.",
  sections: {
    whoWeAre: { id: "who-we-are", title: "Who we are" },
    numbers: { id: "numbers", eyebrow: "By the numbers", title: "Results our clients can count" },
    features: {
      id: "what-sets-us-apart",
      eyebrow: "What sets us apart",
      title: "Everything a workforce needs, from one partner",
    },
    leadership: { id: "leadership", eyebrow: "Leadership", title: "Led by its founders" },
  },
  features: [
    {
      title: "End-to-end HR services",
      text: "Recruitment, verification, deployment, payroll and training from one accountable team.",
      icon: "users",
    },
    {
      title: "Technology that works",
      text: "Software, networks and IT supply delivered by our own engineers and technicians.",
      icon: "code",
    },
    {
      title: "Government experience",
      text: "Trained personnel deployed on public projects, with the documentation they require.",
      icon: "landmark",
    },
    {
      title: "Security and privacy",
      text: "Personal data encrypted, access-controlled and handled under written policies.",
      icon: "lock",
    },
    {
      title: "Local roots",
      text: `Headquartered in ${company.headquarters.city}, with recruitment networks across ${company.headquarters.state}.`,
      icon: "map-pin",
    },
    {
      title: "Measured results",
      text: "Monthly reports on hiring, attendance, payroll and service levels for every client.",
      icon: "trending-up",
    },
  ] satisfies { title: string; text: string; icon: IconName }[],
  cta: {
    title: "Let's build your team together",
    text: "Whether you need ten verified hires or a full IT setup, we will propose a plan within one business day.",
    label: "Talk to us",
  },
};

export const storyPage = {
  eyebrow: `Since ${company.foundedYear}`,
  heading: "Our Story",
  lead: `From a two-person recruitment desk in ${company.headquarters.city} to a partner for businesses and government projects.`,
  paragraphs: [
    `${company.name} was founded in ${company.foundedYear} by ${founder.name} and ${coFounder.name}. ${founder.name.split(" ")[0]} had spent years watching job seekers in small towns pay for offers that never came; ${coFounder.name.split(" ")[0]} had spent years building software for large institutions. Together they set out to build a company where hiring is genuine and technology makes the work simpler.`,
    "The first contracts were background verifications for local employers. Clients soon asked us to supply the people as well, then to run their payroll, and then to set up the computers and networks those teams used. Each new service grew out of a real client need.",
    "Today our teams verify thousands of candidates, deploy and pay workforces for private companies and government departments, and deliver software and IT projects. We still run every campus drive and induction programme ourselves, and we still never charge a job seeker for our own recruitment or placement.",
  ],
  video: {
    src: "/media/our-story.webm",
    captions: "/media/our-story.en.vtt",
    poster: "/images/story/poster.svg",
    title: "Our story in one minute",
    description:
      "A short animated film about how the company grew from recruitment and verification into workforce and IT services.",
  },
  milestones: [
    { year: "2022", text: "Company founded in Patna; first verification contracts." },
    { year: "2023", text: "Manpower supply and payroll services launched." },
    { year: "2024", text: "IT services practice: software, networks and hardware supply." },
    { year: "2025", text: "Government project deployments and campus drives across Bihar." },
  ],
  milestonesSection: { id: "milestones", eyebrow: "Milestones", title: "How we grew" },
  cta: {
    title: "Be part of the next chapter",
    text: "Join our team or partner with us on your next project.",
    label: "Get in touch",
  },
};
