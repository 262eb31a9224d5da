import type { Service } from "./types";

// HR and people services: verification, manpower, payroll, staffing, training.

export const employmentVerification: Service = {
  slug: "employment-verification",
  title: "Employment Verification",
  summary:
    "Background checks that confirm identity, address, education and work history before you make an offer, so every hire starts on trust.",
  icon: "shield-check",
  image: "/images/services/employment-verification.svg",
  hero: {
    eyebrow: "Background screening",
    heading: "Hire with confidence, verified end to end",
    text: "We confirm who your candidates are, where they live and what they have done, with documented evidence for every check and reports your HR team can act on the same week.",
    button: "Talk to Verification Expert",
  },
  highlights: [
    {
      title: "Verified Identity",
      text: "Identity confirmed against government-issued IDs such as Aadhaar, PAN, voter ID and passport.",
      icon: "id-card",
    },
    {
      title: "Address Confirmation",
      text: "Current and permanent addresses confirmed by field visits or digital verification, with geo-tagged proof.",
      icon: "map-pin",
    },
    {
      title: "Work History Check",
      text: "Previous employers confirm designation, tenure, salary band and reason for leaving, in writing.",
      icon: "history",
    },
    {
      title: "Reference Feedback",
      text: "Structured conversations with managers and peers that show how a candidate actually works.",
      icon: "message-square-quote",
    },
  ],
  whyChoose: {
    heading: "Why Choose Our Verification",
    intro: "Every package is built from the checks your role needs, and nothing you do not.",
    points: [
      "Identity verification through government IDs",
      "Current and permanent address verification",
      "Education verification with boards and universities",
      "Employment history verification with past employers",
      "Optional reference checks with managers and peers",
    ],
  },
  benefits: {
    heading: "What you gain",
    points: [
      "Risk mitigation: fewer bad hires, fraud and misrepresentation",
      "Regulatory compliance with documented, auditable checks",
      "Custom packages sized to each role and budget",
      "Fast turnaround with status updates at every step",
      "Data security: candidate data encrypted and access-controlled",
    ],
  },
  offer: {
    heading: "What We Offer",
    items: [
      { title: "Pre-employment screening", text: "Complete checks before an offer letter goes out." },
      { title: "Bulk verification drives", text: "High-volume checks for seasonal and project hiring." },
      { title: "Contractor and vendor checks", text: "Screening for third-party staff who enter your premises." },
      { title: "Periodic re-verification", text: "Scheduled re-checks for sensitive and regulated roles." },
    ],
  },
  cta: {
    heading: "Start verifying candidates this week",
    text: "Tell us your hiring volume and roles; we will propose a verification package within one business day.",
    button: "Talk to Verification Expert",
  },
};

export const manpowerSupply: Service = {
  slug: "manpower-supply",
  title: "Manpower Supply",
  summary:
    "Skilled, semi-skilled and support staff deployed on short notice, with attendance, payroll and statutory compliance handled by us.",
  icon: "users",
  image: "/images/services/manpower-supply.svg",
  hero: {
    eyebrow: "Staffing at scale",
    heading: "The right people on site, exactly when you need them",
    text: "From data-entry operators to technicians and office support, we source, screen, deploy and manage workforces for companies and government departments across Bihar and beyond.",
    button: "Book a staffing consulation →",
  },
  highlights: [
    { title: "Rapid deployment", text: "Shortlists in 48 hours and teams on site within days.", icon: "zap" },
    { title: "Screened workforce", text: "Every worker is identity- and background-verified.", icon: "user-check" },
    { title: "Statutory compliance", text: "PF, ESI, minimum wages and labour registers handled.", icon: "scale" },
    { title: "One point of contact", text: "A dedicated coordinator for attendance and escalations.", icon: "headset" },
  ],
  whyChoose: {
    heading: "Why Choose Our Manpower Supply",
    intro: "We stay accountable for the people we deploy, from the first day to the last.",
    points: [
      "Replacement of any deployed worker at no extra cost",
      "Transparent billing with attendance-linked invoices",
      "Experience with government and private deployments",
      "Monthly performance reviews with your supervisors",
      "Local recruitment networks across Bihar",
    ],
  },
  offer: {
    heading: "What We Offer",
    items: [
      { title: "Skilled staff", text: "Technicians, accountants, IT support and data operators." },
      { title: "Semi-skilled staff", text: "Machine operators, drivers, field executives and helpers." },
      { title: "Office support", text: "Receptionists, office assistants and housekeeping teams." },
      { title: "Project teams", text: "Temporary teams for surveys, digitisation and events." },
    ],
  },
  cta: {
    heading: "Need a team on the ground?",
    text: "Share the roles, headcount and location; we will send a deployment plan and a clear rate card.",
    button: "Book a staffing consulation →",
  },
};

export const payrollManagement: Service = {
  slug: "payroll-management",
  title: "Payroll Management",
  summary:
    "Accurate, on-time salaries with PF, ESI, TDS and professional tax handled, and payslips your employees can trust.",
  icon: "wallet",
  image: "/images/services/payroll-management.svg",
  hero: {
    eyebrow: "Payroll outsourcing",
    heading: "Payroll that runs on time, every month",
    text: "We process salaries, deductions and statutory filings for teams of ten to several thousand, so your finance team can stop chasing spreadsheets.",
    button: "Get a free payroll consultation →",
  },
  highlights: [
    {
      title: "Error-free processing",
      text: "Two-step checks on every pay run before money moves.",
      icon: "calculator",
    },
    { title: "Statutory filings", text: "PF, ESI, TDS and professional tax filed on schedule.", icon: "file-check" },
    { title: "Digital payslips", text: "Payslips and Form 16 delivered securely to employees.", icon: "receipt" },
    { title: "Confidential data", text: "Salary data encrypted and visible only to those who need it.", icon: "lock" },
  ],
  whyChoose: {
    heading: "Why Choose Our Payroll Service",
    intro: "Payroll is about trust: your people need to be paid correctly and on time.",
    points: [
      "Salary credited on the date you choose, every month",
      "Leave, attendance and overtime integrated into each run",
      "Full and final settlements handled within agreed timelines",
      "Monthly MIS reports for management and auditors",
      "A named payroll executive for your account",
    ],
  },
  offer: {
    heading: "What We Offer",
    items: [
      { title: "End-to-end payroll", text: "Inputs, processing, bank files and payslips." },
      { title: "Compliance management", text: "Registrations, returns and challans for all statutory dues." },
      { title: "Reimbursements", text: "Travel, medical and other claims processed with proofs." },
      { title: "Employee helpdesk", text: "Answers to salary and tax questions for your staff." },
    ],
  },
  cta: {
    heading: "Move your payroll in one cycle",
    text: "We review your current process for free and plan a parallel run before the switch.",
    button: "Get a free payroll consultation →",
  },
};

export const staffingConsultancy: Service = {
  slug: "staffing-consultancy",
  title: "Staffing & Consultancy",
  summary:
    "Permanent and contract hiring, workforce planning and HR advisory for growing companies and public projects.",
  icon: "briefcase",
  image: "/images/services/staffing-consultancy.svg",
  hero: {
    eyebrow: "Recruitment and HR advisory",
    heading: "Build the team your plans depend on",
    text: "Our consultants understand your business, write the role, search, assess and close candidates, and advise on structure, policies and compensation as you grow.",
    button: "Request Staffing Support →",
  },
  highlights: [
    { title: "Permanent hiring", text: "Mid-level and leadership roles filled with assessed talent.", icon: "target" },
    { title: "Contract staffing", text: "Flexible headcount on our payroll for projects.", icon: "clipboard-list" },
    {
      title: "Workforce planning",
      text: "Headcount and skills plans tied to your business goals.",
      icon: "trending-up",
    },
    { title: "HR advisory", text: "Policies, handbooks and compensation benchmarks.", icon: "lightbulb" },
  ],
  whyChoose: {
    heading: "Why Choose Our Staffing Consultancy",
    intro: "We measure ourselves by how long our hires stay, not only by how fast we fill roles.",
    points: [
      "Role-specific assessments before any interview",
      "Verified candidates with background checks included",
      "Replacement guarantee on permanent placements",
      "Weekly hiring dashboards for your managers",
      "Salary and market insight for Eastern India",
    ],
  },
  offer: {
    heading: "What We Offer",
    items: [
      { title: "Executive search", text: "Discreet search for senior and critical positions." },
      { title: "Campus recruitment", text: "Drives at colleges and institutes across the region." },
      { title: "Recruitment process outsourcing", text: "We run your hiring end to end." },
      { title: "HR policy consulting", text: "Policies that meet labour law and fit your culture." },
    ],
  },
  cta: {
    heading: "Tell us who you need",
    text: "Share the roles and timeline; a consultant will call you within one business day.",
    button: "Request Staffing Support →",
  },
};

export const trainingServices: Service = {
  slug: "training-services",
  title: "Training Services",
  summary:
    "Practical training in digital skills, soft skills and compliance that makes new and existing staff productive faster.",
  icon: "graduation-cap",
  image: "/images/services/training-services.svg",
  hero: {
    eyebrow: "Skills and development",
    heading: "Training that shows up in everyday work",
    text: "Classroom and online programmes designed around your processes, delivered by practitioners, with assessments that show what your people have learned.",
    button: "Talk to a Training Advisor →",
  },
  highlights: [
    { title: "Digital skills", text: "Computer basics, office tools, data entry and cyber hygiene.", icon: "laptop" },
    { title: "Soft skills", text: "Communication, customer service and teamwork.", icon: "presentation" },
    { title: "Compliance training", text: "POSH, workplace safety and data protection.", icon: "scale" },
    { title: "Certificates", text: "Assessments and certificates for every participant.", icon: "award" },
  ],
  whyChoose: {
    heading: "Why Choose Our Training",
    intro: "Programmes are built from your real tasks, so learning transfers to the job.",
    points: [
      "Needs analysis before any programme is designed",
      "Hindi and English delivery",
      "On-site, classroom or live online formats",
      "Pre- and post-training assessments",
      "Reports on attendance and results for HR",
    ],
  },
  offer: {
    heading: "What We Offer",
    items: [
      { title: "Induction programmes", text: "Structured onboarding for new joiners." },
      { title: "IT and software training", text: "Office suites, ERP basics and tools you use." },
      { title: "Supervisor development", text: "People management for first-time leaders." },
      { title: "Government project training", text: "Skilling for deployed staff on public projects." },
    ],
  },
  cta: {
    heading: "Plan your next programme",
    text: "Tell us about the team and the skills you need; we will suggest a programme and a schedule.",
    button: "Talk to a Training Advisor →",
  },
};
