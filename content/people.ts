// Leaders and team members shown on the home page; full founder profiles are in content/founders.ts.

export type Leader = {
  name: string;
  role: string;
  description: string;
  image: string;
  /** Image on the right on wide screens, for an alternating layout. */
  reverse: boolean;
  link: string;
};

export type TeamMember = {
  name: string;
  role: string;
  description: string;
  image: string;
  /** Professional-profile URL, when the person has chosen to publish one. */
  profileUrl?: string;
};

export const leaders: Leader[] = [
  {
    name: "Abhishek Ranjan",
    role: "Founder & Managing Director",
    description:
      "Abhishek founded the company in 2022 after more than a decade in recruitment and HR operations. He leads strategy, government partnerships and the company's commitment to fair, fee-free hiring.",
    image: "/images/people/abhishek-ranjan.svg",
    reverse: false,
    link: "/founder-profile",
  },
  {
    name: "Priyanka Sinha",
    role: "Co-Founder & Director, Technology and Operations",
    description:
      "Priyanka built the company's IT services practice and runs delivery across payroll, verification and software projects, with a focus on secure, well-documented processes.",
    image: "/images/people/priyanka-sinha.svg",
    reverse: true,
    link: "/co-founder-profile",
  },
];

export const team: TeamMember[] = [
  {
    name: "Saurabh Anand",
    role: "Head of Technology",
    description: "Leads software delivery, infrastructure and security for client projects and our own platforms.",
    image: "/images/people/saurabh-anand.svg",
  },
  {
    name: "Nidhi Kumari",
    role: "HR Operations Manager",
    description: "Runs recruitment drives, onboarding and workforce coordination for deployed teams.",
    image: "/images/people/nidhi-kumari.svg",
  },
  {
    name: "Arvind Mehta",
    role: "Payroll & Compliance Lead",
    description: "Owns monthly payroll runs and PF, ESI and TDS compliance for every client account.",
    image: "/images/people/arvind-mehta.svg",
  },
  {
    name: "Imran Qureshi",
    role: "Verification Team Lead",
    description: "Manages identity, address and employment checks with field and digital verification teams.",
    image: "/images/people/imran-qureshi.svg",
  },
];

/** "Abhishek Ranjan" -> "AR": shown when a portrait cannot be loaded. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
}
