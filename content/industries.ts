import type { IconName } from "@/content/icons";

// Industries page: the sectors we serve and the government deployment showcase.

export const industriesPage = {
  hero: {
    eyebrow: "Industries",
    title: "Industries We Serve",
    intro:
      "Every sector hires, pays and equips people differently. We bring workforce and IT services shaped by the rules and rhythms of yours.",
  },
  deployments: {
    id: "government-deployments",
    eyebrow: "Public sector",
    title: "Government Deployments",
    intro: "Trained personnel we have deployed for government departments and public bodies.",
  },
  cta: {
    title: "Planning a project in your sector?",
    text: "Tell us about your organisation and the people or systems you need; we will share relevant experience and a proposal.",
    label: "Discuss your requirements",
  },
};

export const industries: { title: string; text: string; icon: IconName; services: string[] }[] = [
  {
    title: "Government & Public Sector",
    text: "Trained data operators, field staff and IT support for departments, boards and public projects.",
    icon: "landmark",
    services: ["Manpower supply", "Training", "IT support"],
  },
  {
    title: "Information Technology",
    text: "Developers, support engineers and verified contract staff for IT companies and start-ups.",
    icon: "code",
    services: ["Staffing", "Verification", "Payroll"],
  },
  {
    title: "Manufacturing",
    text: "Skilled and semi-skilled workers with statutory compliance handled end to end.",
    icon: "factory",
    services: ["Manpower supply", "Payroll", "Compliance"],
  },
  {
    title: "Healthcare",
    text: "Verified support staff, front-office teams and hospital networks and IT.",
    icon: "stethoscope",
    services: ["Verification", "Manpower supply", "Networking"],
  },
  {
    title: "Retail & E-commerce",
    text: "Store staff, warehouse teams and seasonal hiring at short notice.",
    icon: "shopping-bag",
    services: ["Staffing", "Payroll", "Training"],
  },
  {
    title: "Banking & Financial Services",
    text: "Thorough background checks and field teams for branches and collections.",
    icon: "banknote",
    services: ["Verification", "Staffing", "Training"],
  },
  {
    title: "Education",
    text: "Computer labs, campus networks and administrative staff for schools and colleges.",
    icon: "graduation-cap",
    services: ["Hardware supply", "Networking", "Manpower supply"],
  },
  {
    title: "Logistics & Transport",
    text: "Drivers, loaders and warehouse supervisors, verified and deployed quickly.",
    icon: "truck",
    services: ["Manpower supply", "Verification", "Payroll"],
  },
];

export type GovernmentDeployment = {
  title: string;
  logoUrl: string;
  altText: string;
  natureOfWork: string;
  description: string;
};

/** Five deployments; names are descriptive because client agreements restrict naming departments. */
export const governmentDeployments: GovernmentDeployment[] = [
  {
    title: "State Revenue Board",
    logoUrl: "/images/government/revenue-board.svg",
    altText: "Emblem mark of the State Revenue Board deployment",
    natureOfWork: "Land-record digitisation and data entry",
    description:
      "106 personnel deployed for the revenue board: data-entry operators, supervisors and IT support digitising land records across district offices.",
  },
  {
    title: "District Health Society",
    logoUrl: "/images/government/health-society.svg",
    altText: "Emblem mark of the District Health Society deployment",
    natureOfWork: "Hospital support staff and MIS operators",
    description:
      "Front-office, records and MIS staff supporting district hospitals and health centres, with attendance and payroll managed by us.",
  },
  {
    title: "Urban Development Agency",
    logoUrl: "/images/government/urban-agency.svg",
    altText: "Emblem mark of the Urban Development Agency deployment",
    natureOfWork: "Survey enumerators and field coordinators",
    description:
      "Field teams for household and property surveys, trained by us and equipped with mobile data-collection tools.",
  },
  {
    title: "State Skill Development Mission",
    logoUrl: "/images/government/skill-mission.svg",
    altText: "Emblem mark of the State Skill Development Mission deployment",
    natureOfWork: "Training coordinators and computer trainers",
    description: "Trainers and coordinators running digital-skills courses for young people in district centres.",
  },
  {
    title: "Public Works Division",
    logoUrl: "/images/government/public-works.svg",
    altText: "Emblem mark of the Public Works Division deployment",
    natureOfWork: "Technical assistants and office IT support",
    description:
      "Technical assistants, computer operators and network support for divisional offices and project sites.",
  },
];
