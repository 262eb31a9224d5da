import { company } from "@/content/company";

// Titles and descriptions of the public pages (services and policies carry their own).

export const pageMeta = {
  home: {
    title: `${company.name} | HR Outsourcing, Manpower, Payroll & IT Services in ${company.headquarters.state}`,
    description: `${company.name}, founded in ${company.foundedYear} in ${company.headquarters.city}, ${company.headquarters.state}: employment verification, manpower supply, payroll, staffing and software development for businesses and government projects.`,
  },
  about: {
    title: "About Us",
    description: `Who we are: an HR outsourcing and IT services company from ${company.headquarters.city}, ${company.headquarters.state}, with 500+ happy clients, 50+ projects and a 99% success rate.`,
  },
  story: {
    title: "Our Story",
    description: `How ${company.name} grew from a recruitment desk in ${company.headquarters.city} in ${company.foundedYear} into a workforce and IT services partner.`,
  },
  founder: {
    title: "Founder Profile",
    description: `Biography, career, education and strengths of the founder and managing director of ${company.name}.`,
  },
  coFounder: {
    title: "Co-Founder Profile",
    description: `Biography, career, education and areas of expertise of the co-founder of ${company.name}.`,
  },
  services: {
    title: "Our Services",
    description:
      "Ten services under one roof: employment verification, manpower supply, payroll, software development, staffing, networking, domains, computer repair, IT supply and training.",
  },
  industries: {
    title: "Industries We Serve",
    description:
      "Workforce and IT services for government, IT, manufacturing, healthcare, retail, banking, education and logistics, with our government deployment showcase.",
  },
  career: {
    title: "Careers",
    description: `Find your next job: openings with ${company.name} and our clients, or government and other job opportunities.`,
  },
  companyCareer: {
    title: "Career Opportunities",
    description:
      "Open positions in software, HR, payroll, networking and training. Search the openings and apply online.",
  },
  govCareer: {
    title: "Government or Other Jobs",
    description:
      "Apply online for government and other outsourced job openings: fill in the form, upload your photo and pay the application fee securely.",
  },
  events: {
    title: "Events & Celebrations",
    description: "Induction programmes, campus recruitment drives, festivals and milestones at our company.",
  },
  contact: {
    title: "Contact Us",
    description: `Reach ${company.name} in ${company.headquarters.city}: address, phone numbers for each team, e-mail and a message form.`,
  },
} as const;

export const careerChooser = {
  heading: "Start Your Career With Us",
  intro: "Choose the kind of opportunity you are looking for. Applying for a job with our company is always free.",
  cards: [
    {
      title: "Our Company",
      text: "Roles in technology, HR operations, payroll and support with us and our clients. Upload your resume and apply in minutes.",
      href: "/company-career",
      cta: "View company openings",
      icon: "briefcase",
      image: "/images/career/company.svg",
    },
    {
      title: "For Government or Others",
      text: "Government and other job openings with a secure online application and fee payment, and status updates.",
      href: "/gov-career",
      cta: "View government or other jobs",
      icon: "landmark",
      image: "/images/career/government.svg",
    },
  ],
} as const;

export const notFoundPage = {
  heading: "404 - Page Not Found",
  text: "The page you are looking for does not exist or has moved.",
};
