// Leaders and team members shown on the home and about pages; full founder profiles are in
// content/founders.ts. Names stay as written in every language; each one's role and description are
// in the catalogue, in this order ("home.leaders.people", "home.team.people").

export type Leader = {
  name: string;
  image: string;
  /** Image on the right on wide screens, for an alternating layout. */
  reverse: boolean;
  link: string;
};

export type TeamMember = {
  name: string;
  image: string;
  /** Professional-profile URL, when the person has chosen to publish one. */
  profileUrl?: string;
};

export const leaders: Leader[] = [
  {
    name: "Abhishek Ranjan",
    image: "/images/people/abhishek-ranjan.svg",
    reverse: false,
    link: "/founder-profile",
  },
  {
    name: "Priyanka Sinha",
    image: "/images/people/priyanka-sinha.svg",
    reverse: true,
    link: "/co-founder-profile",
  },
];

export const team: TeamMember[] = [
  {
    name: "Saurabh Anand",
    image: "/images/people/saurabh-anand.svg",
  },
  {
    name: "Nidhi Kumari",
    image: "/images/people/nidhi-kumari.svg",
  },
  {
    name: "Arvind Mehta",
    image: "/images/people/arvind-mehta.svg",
  },
  {
    name: "Imran Qureshi",
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
