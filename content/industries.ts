import type { IconName } from "@/content/icons";

// Industries page: the sectors we serve and the government deployment showcase. The words are in
// the catalogue ("industries": hero, sections, "sectors.<key>" and "governmentDeployments.<key>").

export type Sector = { key: string; icon: IconName };

/** The eight sectors, in page order; each one's title, text and services are "industries.sectors.<key>". */
export const industries: Sector[] = [
  { key: "government", icon: "landmark" },
  { key: "it", icon: "code" },
  { key: "manufacturing", icon: "factory" },
  { key: "healthcare", icon: "stethoscope" },
  { key: "retail", icon: "shopping-bag" },
  { key: "banking", icon: "banknote" },
  { key: "education", icon: "graduation-cap" },
  { key: "logistics", icon: "truck" },
];

export type GovernmentDeployment = { key: string; logoUrl: string };

/**
 * Five deployments; each one's title, logo alt text, nature of work and description are
 * "industries.governmentDeployments.<key>". Names are descriptive because client agreements
 * restrict naming departments.
 */
export const governmentDeployments: GovernmentDeployment[] = [
  { key: "revenueBoard", logoUrl: "/images/government/revenue-board.svg" },
  { key: "healthSociety", logoUrl: "/images/government/health-society.svg" },
  { key: "urbanAgency", logoUrl: "/images/government/urban-agency.svg" },
  { key: "skillMission", logoUrl: "/images/government/skill-mission.svg" },
  { key: "publicWorks", logoUrl: "/images/government/public-works.svg" },
];

/** The words of a sector and of a deployment, as the catalogue holds them. */
export type SectorText = { title: string; text: string; services: string[] };
export type DeploymentText = { title: string; altText: string; natureOfWork: string; description: string };
