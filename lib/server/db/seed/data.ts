// Demo data for the embedded default and `npm run db:seed`. Stable ids keep the seed idempotent.
import type { DocumentType, JobColor, Role } from "@/lib/generated/prisma/enums";
import type { JobPosting } from "@/lib/server/db/job-posting";

export const DEMO_PASSWORD = "DemoPass@2026";

export const demoStaff: { email: string; name: string; role: Role }[] = [
  { email: "admin@demo.local", name: "Rakesh Sinha", role: "Admin" },
  { email: "companyadmin@demo.local", name: "Ananya Mishra", role: "CompanyAdmin" },
  { email: "govadmin@demo.local", name: "Vikram Choudhary", role: "GovAdmin" },
];

type SeedEmployee = {
  referenceId: string;
  email: string;
  name: string;
  fatherName: string;
  dateOfBirth: string;
  phoneNumber: string;
  dateOfJoining: string;
  designation: string;
  department: string;
  postedAt: string;
  experience: string;
  bankName: string;
  accountNumber: string;
  ifscCode: string;
  aadhaarPrefix: string;
  pan: string;
  status: "Active" | "Inactive" | "Pending";
};

export const demoEmployees: SeedEmployee[] = [
  {
    referenceId: "EMP0001",
    email: "employee@demo.local",
    name: "Amit Kumar Singh",
    fatherName: "Ramesh Singh",
    dateOfBirth: "1994-03-12",
    phoneNumber: "9876543210",
    dateOfJoining: "2023-01-16",
    designation: "Data Entry Operator",
    department: "Operations",
    postedAt: "Patna",
    experience: "4 years",
    bankName: "State Bank of India",
    accountNumber: "32145678901",
    ifscCode: "SBIN0000152",
    aadhaarPrefix: "23456789012",
    pan: "BXPPS1234K",
    status: "Active",
  },
  {
    referenceId: "EMP0002",
    email: "neha.verma@demo.local",
    name: "Neha Verma",
    fatherName: "Sunil Verma",
    dateOfBirth: "1996-07-04",
    phoneNumber: "9123456780",
    dateOfJoining: "2023-04-03",
    designation: "HR Executive",
    department: "Human Resources",
    postedAt: "Patna",
    experience: "3 years",
    bankName: "Punjab National Bank",
    accountNumber: "0456000100012345",
    ifscCode: "PUNB0045600",
    aadhaarPrefix: "34567890123",
    pan: "AKVPV4321M",
    status: "Active",
  },
  {
    referenceId: "EMP0003",
    email: "rahul.prasad@demo.local",
    name: "Rahul Prasad",
    fatherName: "Mahesh Prasad",
    dateOfBirth: "1991-11-23",
    phoneNumber: "9934012345",
    dateOfJoining: "2022-08-01",
    designation: "Payroll Analyst",
    department: "Finance",
    postedAt: "Gaya",
    experience: "7 years",
    bankName: "HDFC Bank",
    accountNumber: "50100234567890",
    ifscCode: "HDFC0001234",
    aadhaarPrefix: "45678901234",
    pan: "CQRPP5678L",
    status: "Active",
  },
  {
    referenceId: "EMP0004",
    email: "pooja.kumari@demo.local",
    name: "Pooja Kumari",
    fatherName: "Arvind Kumar",
    dateOfBirth: "1998-01-30",
    phoneNumber: "8709123456",
    dateOfJoining: "2024-02-12",
    designation: "Verification Officer",
    department: "Verification",
    postedAt: "Muzaffarpur",
    experience: "2 years",
    bankName: "Bank of Baroda",
    accountNumber: "27360100009876",
    ifscCode: "BARB0MUZAFF",
    aadhaarPrefix: "56789012345",
    pan: "DLMPK8765Q",
    status: "Active",
  },
  {
    referenceId: "EMP0005",
    email: "sanjay.yadav@demo.local",
    name: "Sanjay Yadav",
    fatherName: "Lalan Yadav",
    dateOfBirth: "1989-05-18",
    phoneNumber: "9470012345",
    dateOfJoining: "2022-06-20",
    designation: "Network Engineer",
    department: "IT Services",
    postedAt: "Patna",
    experience: "10 years",
    bankName: "ICICI Bank",
    accountNumber: "012301512345",
    ifscCode: "ICIC0000123",
    aadhaarPrefix: "67890123456",
    pan: "EYTPY2468R",
    status: "Active",
  },
  {
    referenceId: "EMP0006",
    email: "kavita.jha@demo.local",
    name: "Kavita Jha",
    fatherName: "Shyam Sundar Jha",
    dateOfBirth: "1993-09-09",
    phoneNumber: "9801234567",
    dateOfJoining: "2023-09-11",
    designation: "Software Developer",
    department: "IT Services",
    postedAt: "Bengaluru",
    experience: "5 years",
    bankName: "Axis Bank",
    accountNumber: "921010045678123",
    ifscCode: "UTIB0002345",
    aadhaarPrefix: "78901234567",
    pan: "FJKPJ1357S",
    status: "Active",
  },
  {
    referenceId: "EMP0007",
    email: "manoj.paswan@demo.local",
    name: "Manoj Paswan",
    fatherName: "Ram Vilas Paswan",
    dateOfBirth: "1990-12-02",
    phoneNumber: "7250012345",
    dateOfJoining: "2022-11-07",
    designation: "Field Supervisor",
    department: "Manpower Supply",
    postedAt: "Bhagalpur",
    experience: "9 years",
    bankName: "Canara Bank",
    accountNumber: "3456101002345",
    ifscCode: "CNRB0003456",
    aadhaarPrefix: "89012345678",
    pan: "GHNPP9753T",
    status: "Inactive",
  },
  {
    referenceId: "EMP0008",
    email: "ritu.singh@demo.local",
    name: "Ritu Singh",
    fatherName: "Birendra Singh",
    dateOfBirth: "1997-04-25",
    phoneNumber: "9199012345",
    dateOfJoining: "2024-07-01",
    designation: "Recruitment Coordinator",
    department: "Human Resources",
    postedAt: "Patna",
    experience: "2 years",
    bankName: "Union Bank of India",
    accountNumber: "520101234567890",
    ifscCode: "UBIN0552011",
    aadhaarPrefix: "90123456789",
    pan: "HKLPS8642U",
    status: "Pending",
  },
  {
    referenceId: "EMP0009",
    email: "deepak.gupta@demo.local",
    name: "Deepak Gupta",
    fatherName: "Om Prakash Gupta",
    dateOfBirth: "1992-08-14",
    phoneNumber: "8986012345",
    dateOfJoining: "2023-03-06",
    designation: "Accounts Executive",
    department: "Finance",
    postedAt: "Darbhanga",
    experience: "6 years",
    bankName: "Indian Bank",
    accountNumber: "6543210987",
    ifscCode: "IDIB000D012",
    aadhaarPrefix: "21234567890",
    pan: "JMNPG7531V",
    status: "Active",
  },
  {
    referenceId: "EMP0010",
    email: "shalini.roy@demo.local",
    name: "Shalini Roy",
    fatherName: "Tapan Roy",
    dateOfBirth: "1995-02-19",
    phoneNumber: "9162012345",
    dateOfJoining: "2024-10-14",
    designation: "Training Coordinator",
    department: "Training",
    postedAt: "Ranchi",
    experience: "4 years",
    bankName: "Bank of India",
    accountNumber: "440110110012345",
    ifscCode: "BKID0004401",
    aadhaarPrefix: "32345678901",
    pan: "KPQPR6420W",
    status: "Active",
  },
];

export const employeeDocuments: { type: DocumentType; name: string; description: string }[] = [
  { type: "ID_Proof", name: "aadhaar-card.pdf", description: "Aadhaar card (self-attested copy)" },
  { type: "Educational_Certificate", name: "graduation-certificate.pdf", description: "Graduation certificate" },
];

type SeedCompanyJob = JobPosting & { color: JobColor; isActive?: boolean };

export const companyJobs: SeedCompanyJob[] = [
  {
    id: "seed-cjob-01",
    title: "Full Stack Developer (React/Node.js)",
    company: "TechServe Solutions",
    location: "Patna, Bihar (Hybrid)",
    salary: "₹6 - 9 LPA",
    experience: "2-4 years",
    employmentType: "FULL_TIME",
    color: "PurpleIndigo",
    description:
      "Build and maintain web applications for our HR and payroll clients using React, Node.js and PostgreSQL. You will own features end to end, from API design to deployment, and work closely with the product team.",
  },
  {
    id: "seed-cjob-02",
    title: "HR Executive - Recruitment",
    company: "TechServe Solutions",
    location: "Patna, Bihar",
    salary: "₹3 - 4.5 LPA",
    experience: "1-3 years",
    employmentType: "FULL_TIME",
    color: "PinkRose",
    description:
      "Manage end-to-end recruitment for client mandates: sourcing, screening, scheduling interviews and onboarding. Hindi and English communication required.",
  },
  {
    id: "seed-cjob-03",
    title: "Payroll Specialist",
    company: "TechServe Solutions",
    location: "Gaya, Bihar",
    salary: "₹4 - 6 LPA",
    experience: "3-5 years",
    employmentType: "FULL_TIME",
    color: "EmeraldGreen",
    description:
      "Process monthly payroll for 1,000+ employees across client sites, handle PF, ESI and TDS compliance, and resolve salary queries.",
  },
  {
    id: "seed-cjob-04",
    title: "Network Support Engineer",
    company: "TechServe Solutions",
    location: "Muzaffarpur, Bihar",
    salary: "₹3.5 - 5 LPA",
    experience: "1-3 years",
    employmentType: "FULL_TIME",
    color: "BlueSky",
    description:
      "Install and support LAN/WAN, Wi-Fi and CCTV networks at client offices. CCNA preferred; field travel within Bihar.",
  },
  {
    id: "seed-cjob-05",
    title: "Background Verification Executive",
    company: "TechServe Solutions",
    location: "Patna, Bihar",
    salary: "₹2.8 - 3.6 LPA",
    experience: "0-2 years",
    employmentType: "FULL_TIME",
    color: "OrangeRed",
    description:
      "Verify candidate identity, address, education and employment history for corporate clients. Freshers with good communication skills are welcome.",
  },
  {
    id: "seed-cjob-06",
    title: "Python Developer (Django)",
    company: "Bihar Digital Services Pvt. Ltd.",
    location: "Remote (India)",
    salary: "₹7 - 11 LPA",
    experience: "3-6 years",
    employmentType: "FULL_TIME",
    color: "PurpleIndigo",
    description:
      "Develop Django REST services for an e-governance project, write tests and review code. Experience with Celery and PostgreSQL is a plus.",
  },
  {
    id: "seed-cjob-07",
    title: "IT Trainer - Computer Fundamentals",
    company: "TechServe Solutions",
    location: "Bhagalpur, Bihar",
    salary: "₹2.4 - 3.2 LPA",
    experience: "1-2 years",
    employmentType: "FULL_TIME",
    color: "BlueSky",
    description:
      "Deliver classroom training in MS Office, internet basics and typing to skill-development batches. Lesson planning and assessments included.",
  },
  {
    id: "seed-cjob-08",
    title: "Hardware Technician",
    company: "TechServe Solutions",
    location: "Darbhanga, Bihar",
    salary: "₹2.2 - 3 LPA",
    experience: "1-3 years",
    employmentType: "FULL_TIME",
    color: "EmeraldGreen",
    description:
      "Diagnose and repair desktops, laptops and printers for walk-in and AMC clients; maintain service records and spare inventory.",
  },
  {
    id: "seed-cjob-09",
    title: "Business Development Manager",
    company: "TechServe Solutions",
    location: "Kolkata, West Bengal",
    salary: "₹8 - 12 LPA",
    experience: "5-8 years",
    employmentType: "FULL_TIME",
    color: "PinkRose",
    isActive: false,
    description: "Grow manpower-supply and payroll outsourcing accounts in eastern India. (Position filled.)",
  },
];

/** The rest of a job's fee table in rupees (see lib/gov-fees.ts): categories absent cost the UR/General fee. */
type SeedFees = Partial<Record<"OBC" | "EWS" | "SC" | "ST" | "pwd" | "exServiceman" | "women", number>>;

type SeedGovJob = JobPosting & {
  /** The UR/General fee. */
  feeRupees: number;
  fees: SeedFees;
  deadlineInDays: number;
  status?: "active" | "inactive" | "draft";
};

export const govJobs: SeedGovJob[] = [
  {
    id: "seed-gjob-01",
    title: "Data Entry Operator (Contractual)",
    company: "Bihar State Revenue Board (via outsourcing)",
    location: "Patna, Bihar",
    salary: "₹15,000 - ₹18,000 per month",
    experience: "Graduate with typing 30 wpm",
    employmentType: "CONTRACTOR",
    feeRupees: 500,
    fees: { SC: 125, ST: 125, pwd: 125 },
    deadlineInDays: 21,
    description:
      "Contractual data entry operators for land-record digitisation. Hindi and English typing test; 11-month contract, renewable on performance.",
  },
  {
    id: "seed-gjob-02",
    title: "Multi-Tasking Staff",
    company: "District Collectorate, Gaya",
    location: "Gaya, Bihar",
    salary: "₹12,500 per month",
    experience: "10th pass, freshers eligible",
    employmentType: "FULL_TIME",
    feeRupees: 300,
    fees: { SC: 0, ST: 0, pwd: 0, exServiceman: 0, women: 0 },
    deadlineInDays: 14,
    description:
      "Office support, file movement and record upkeep at the district collectorate. Local candidates preferred.",
  },
  {
    id: "seed-gjob-03",
    title: "Block IT Assistant",
    company: "Rural Development Department (outsourced)",
    location: "Various blocks, Bihar",
    salary: "₹20,000 - ₹22,000 per month",
    experience: "BCA/B.Sc. IT with 1 year experience",
    employmentType: "CONTRACTOR",
    feeRupees: 750,
    fees: { OBC: 500, EWS: 500, SC: 250, ST: 250, pwd: 250, exServiceman: 250 },
    deadlineInDays: 30,
    description:
      "Maintain block-level IT infrastructure, MIS data entry and scheme portals. Posting anywhere in Bihar.",
  },
  {
    id: "seed-gjob-04",
    title: "Staff Nurse (Contract)",
    company: "Sadar Hospital, Muzaffarpur",
    location: "Muzaffarpur, Bihar",
    salary: "₹25,000 per month",
    experience: "GNM/B.Sc. Nursing, registered",
    employmentType: "CONTRACTOR",
    feeRupees: 1000,
    fees: { OBC: 750, EWS: 750, SC: 500, ST: 500, pwd: 0, women: 500 },
    deadlineInDays: 45,
    description:
      "Contract staff nurses for the district hospital. Registration with the Bihar Nurses Registration Council is mandatory.",
  },
  {
    id: "seed-gjob-05",
    title: "Security Guard",
    company: "Patna Metro Rail Project (via contractor)",
    location: "Patna, Bihar",
    salary: "₹14,000 per month + PF/ESI",
    experience: "Ex-servicemen preferred",
    employmentType: "FULL_TIME",
    feeRupees: 200,
    fees: { exServiceman: 0 },
    deadlineInDays: -5,
    description: "Security staff for depot and station sites. Physical standards apply. (Applications closed.)",
  },
  {
    id: "seed-gjob-06",
    title: "Accounts Assistant",
    company: "Urban Local Body, Bhagalpur",
    location: "Bhagalpur, Bihar",
    salary: "₹18,000 per month",
    experience: "B.Com with Tally, 2 years",
    employmentType: "FULL_TIME",
    feeRupees: 600,
    fees: { SC: 150, ST: 150, pwd: 150, women: 150 },
    deadlineInDays: -20,
    description: "Bookkeeping, GST returns support and voucher management for the municipal accounts section.",
  },
  {
    id: "seed-gjob-07",
    title: "Anganwadi Supervisor (Draft)",
    company: "ICDS Directorate",
    location: "Darbhanga, Bihar",
    salary: "₹16,000 per month",
    experience: "Graduate, 2 years in social sector",
    employmentType: "FULL_TIME",
    feeRupees: 400,
    fees: { SC: 0, ST: 0 },
    deadlineInDays: 60,
    status: "draft",
    description: "Supervise anganwadi centres, monitor nutrition programmes and compile monthly reports.",
  },
];
