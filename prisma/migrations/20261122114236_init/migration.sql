-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('Admin', 'CompanyAdmin', 'GovAdmin', 'Employee');

-- CreateEnum
CREATE TYPE "FileKind" AS ENUM ('Resume', 'GovPhoto', 'ProfilePhoto', 'EmployeeDocument');

-- CreateEnum
CREATE TYPE "JobColor" AS ENUM ('PurpleIndigo', 'BlueSky', 'EmeraldGreen', 'PinkRose', 'OrangeRed');

-- CreateEnum
CREATE TYPE "CompanyApplicationStatus" AS ENUM ('pending', 'reviewed', 'shortlisted', 'rejected', 'hired');

-- CreateEnum
CREATE TYPE "GovJobStatus" AS ENUM ('active', 'inactive', 'draft');

-- CreateEnum
CREATE TYPE "MaritalStatus" AS ENUM ('Single', 'Married', 'Divorced', 'Widowed');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('Male', 'Female', 'Other');

-- CreateEnum
CREATE TYPE "GovApplicationStatus" AS ENUM ('pending', 'approved', 'rejected', 'shortlisted', 'under_review');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('pending', 'completed', 'failed');

-- CreateEnum
CREATE TYPE "PaymentMode" AS ENUM ('live', 'test');

-- CreateEnum
CREATE TYPE "PaymentRecordStatus" AS ENUM ('created', 'captured', 'failed', 'refund_pending', 'refunded');

-- CreateEnum
CREATE TYPE "PaymentEventSource" AS ENUM ('checkout', 'webhook', 'reconcile');

-- CreateEnum
CREATE TYPE "EmployeeStatus" AS ENUM ('Active', 'Inactive', 'Pending');

-- CreateEnum
CREATE TYPE "DocumentType" AS ENUM ('Resume', 'ID_Proof', 'Address_Proof', 'Educational_Certificate', 'Experience_Letter', 'Salary_Slip', 'Other');

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('queued', 'sent', 'failed');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "tokenVersion" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "lastLoginAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoredFile" (
    "id" TEXT NOT NULL,
    "kind" "FileKind" NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanyJob" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "salary" TEXT NOT NULL,
    "experience" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "color" "JobColor" NOT NULL DEFAULT 'PurpleIndigo',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "applicationCount" INTEGER NOT NULL DEFAULT 0,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CompanyJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanyApplication" (
    "id" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "fullName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "currentCompany" TEXT,
    "linkedinUrl" TEXT,
    "githubUrl" TEXT,
    "coverLetter" TEXT,
    "resumeFileId" TEXT NOT NULL,
    "status" "CompanyApplicationStatus" NOT NULL DEFAULT 'pending',
    "statusChangedAt" TIMESTAMP(3),
    "statusChangedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CompanyApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GovJob" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "salary" TEXT NOT NULL,
    "experience" TEXT NOT NULL,
    "feePaise" INTEGER NOT NULL,
    "deadline" DATE NOT NULL,
    "description" TEXT NOT NULL,
    "status" "GovJobStatus" NOT NULL DEFAULT 'active',
    "applicationCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GovJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GovApplication" (
    "id" TEXT NOT NULL,
    "applicationNumber" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "fatherHusbandName" TEXT NOT NULL,
    "motherName" TEXT NOT NULL,
    "presentAddress" TEXT NOT NULL,
    "maritalStatus" "MaritalStatus" NOT NULL DEFAULT 'Single',
    "gender" "Gender" NOT NULL DEFAULT 'Male',
    "dob" DATE NOT NULL,
    "mobile1" TEXT NOT NULL,
    "mobile2" TEXT,
    "email" TEXT NOT NULL,
    "panEncrypted" TEXT NOT NULL,
    "panLast4" TEXT NOT NULL,
    "aadhaarEncrypted" TEXT NOT NULL,
    "aadhaarLast4" TEXT NOT NULL,
    "aadhaarHash" TEXT NOT NULL,
    "photoFileId" TEXT NOT NULL,
    "feePaise" INTEGER NOT NULL,
    "status" "GovApplicationStatus" NOT NULL DEFAULT 'pending',
    "paymentStatus" "PaymentStatus" NOT NULL DEFAULT 'pending',
    "paidAt" TIMESTAMP(3),
    "statusChangedAt" TIMESTAMP(3),
    "statusChangedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GovApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GovApplicationEducation" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "qualification" TEXT NOT NULL,
    "board" TEXT NOT NULL,
    "institution" TEXT NOT NULL,
    "marks" DECIMAL(5,2) NOT NULL,
    "year" INTEGER NOT NULL,

    CONSTRAINT "GovApplicationEducation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GovApplicationExperience" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "company" TEXT NOT NULL,
    "post" TEXT NOT NULL,
    "fromDate" DATE,
    "toDate" DATE,

    CONSTRAINT "GovApplicationExperience_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "mode" "PaymentMode" NOT NULL,
    "orderId" TEXT NOT NULL,
    "paymentId" TEXT,
    "amountPaise" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'INR',
    "status" "PaymentRecordStatus" NOT NULL DEFAULT 'created',
    "flaggedReason" TEXT,
    "failureReason" TEXT,
    "capturedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentEvent" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "source" "PaymentEventSource" NOT NULL,
    "type" TEXT NOT NULL,
    "orderId" TEXT,
    "paymentRef" TEXT,
    "payload" JSONB NOT NULL,
    "dbPaymentId" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Employee" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "referenceId" TEXT NOT NULL,
    "fatherName" TEXT,
    "dateOfBirth" DATE,
    "aadhaarEncrypted" TEXT,
    "aadhaarLast4" TEXT,
    "panEncrypted" TEXT,
    "panLast4" TEXT,
    "phoneNumber" TEXT,
    "empId" TEXT,
    "dateOfJoining" DATE,
    "designation" TEXT,
    "department" TEXT NOT NULL,
    "postedAt" TEXT,
    "experience" TEXT,
    "bankName" TEXT NOT NULL,
    "accountNumberEncrypted" TEXT NOT NULL,
    "accountLast4" TEXT NOT NULL,
    "ifscCode" TEXT NOT NULL,
    "profilePhotoFileId" TEXT,
    "status" "EmployeeStatus" NOT NULL DEFAULT 'Active',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Employee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeeDocument" (
    "id" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "documentType" "DocumentType" NOT NULL,
    "description" TEXT,
    "uploadedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmployeeDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" TEXT NOT NULL,
    "actorId" TEXT,
    "actorRole" "Role",
    "action" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT,
    "data" JSONB,
    "ip" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactMessage" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "message" TEXT NOT NULL,
    "ip" TEXT,
    "forwardedAt" TIMESTAMP(3),
    "forwardError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NewsletterSubscription" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "unsubscribedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NewsletterSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailOutbox" (
    "id" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "status" "MailStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimit" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_role_createdAt_idx" ON "User"("role", "createdAt");

-- CreateIndex
CREATE INDEX "StoredFile_kind_createdAt_idx" ON "StoredFile"("kind", "createdAt");

-- CreateIndex
CREATE INDEX "CompanyJob_isActive_createdAt_idx" ON "CompanyJob"("isActive", "createdAt");

-- CreateIndex
CREATE INDEX "CompanyJob_createdAt_idx" ON "CompanyJob"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyApplication_reference_key" ON "CompanyApplication"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyApplication_resumeFileId_key" ON "CompanyApplication"("resumeFileId");

-- CreateIndex
CREATE INDEX "CompanyApplication_jobId_createdAt_idx" ON "CompanyApplication"("jobId", "createdAt");

-- CreateIndex
CREATE INDEX "CompanyApplication_status_createdAt_idx" ON "CompanyApplication"("status", "createdAt");

-- CreateIndex
CREATE INDEX "CompanyApplication_createdAt_idx" ON "CompanyApplication"("createdAt");

-- CreateIndex
CREATE INDEX "CompanyApplication_email_idx" ON "CompanyApplication"("email");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyApplication_jobId_email_key" ON "CompanyApplication"("jobId", "email");

-- CreateIndex
CREATE INDEX "GovJob_status_deadline_idx" ON "GovJob"("status", "deadline");

-- CreateIndex
CREATE INDEX "GovJob_createdAt_idx" ON "GovJob"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "GovApplication_applicationNumber_key" ON "GovApplication"("applicationNumber");

-- CreateIndex
CREATE UNIQUE INDEX "GovApplication_photoFileId_key" ON "GovApplication"("photoFileId");

-- CreateIndex
CREATE INDEX "GovApplication_jobId_createdAt_idx" ON "GovApplication"("jobId", "createdAt");

-- CreateIndex
CREATE INDEX "GovApplication_status_createdAt_idx" ON "GovApplication"("status", "createdAt");

-- CreateIndex
CREATE INDEX "GovApplication_paymentStatus_createdAt_idx" ON "GovApplication"("paymentStatus", "createdAt");

-- CreateIndex
CREATE INDEX "GovApplication_createdAt_idx" ON "GovApplication"("createdAt");

-- CreateIndex
CREATE INDEX "GovApplication_mobile1_idx" ON "GovApplication"("mobile1");

-- CreateIndex
CREATE INDEX "GovApplication_email_idx" ON "GovApplication"("email");

-- CreateIndex
CREATE UNIQUE INDEX "GovApplication_jobId_aadhaarHash_key" ON "GovApplication"("jobId", "aadhaarHash");

-- CreateIndex
CREATE UNIQUE INDEX "GovApplicationEducation_applicationId_position_key" ON "GovApplicationEducation"("applicationId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "GovApplicationExperience_applicationId_position_key" ON "GovApplicationExperience"("applicationId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_orderId_key" ON "Payment"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_paymentId_key" ON "Payment"("paymentId");

-- CreateIndex
CREATE INDEX "Payment_applicationId_idx" ON "Payment"("applicationId");

-- CreateIndex
CREATE INDEX "Payment_status_createdAt_idx" ON "Payment"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Payment_capturedAt_idx" ON "Payment"("capturedAt");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentEvent_eventId_key" ON "PaymentEvent"("eventId");

-- CreateIndex
CREATE INDEX "PaymentEvent_orderId_idx" ON "PaymentEvent"("orderId");

-- CreateIndex
CREATE INDEX "PaymentEvent_receivedAt_idx" ON "PaymentEvent"("receivedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_userId_key" ON "Employee"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_referenceId_key" ON "Employee"("referenceId");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_empId_key" ON "Employee"("empId");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_profilePhotoFileId_key" ON "Employee"("profilePhotoFileId");

-- CreateIndex
CREATE INDEX "Employee_status_createdAt_idx" ON "Employee"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Employee_department_createdAt_idx" ON "Employee"("department", "createdAt");

-- CreateIndex
CREATE INDEX "Employee_createdAt_idx" ON "Employee"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EmployeeDocument_fileId_key" ON "EmployeeDocument"("fileId");

-- CreateIndex
CREATE INDEX "EmployeeDocument_employeeId_createdAt_idx" ON "EmployeeDocument"("employeeId", "createdAt");

-- CreateIndex
CREATE INDEX "EmployeeDocument_createdAt_idx" ON "EmployeeDocument"("createdAt");

-- CreateIndex
CREATE INDEX "AuditLog_entityType_entityId_createdAt_idx" ON "AuditLog"("entityType", "entityId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditLog_actorId_createdAt_idx" ON "AuditLog"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditLog_action_createdAt_idx" ON "AuditLog"("action", "createdAt");

-- CreateIndex
CREATE INDEX "ContactMessage_createdAt_idx" ON "ContactMessage"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterSubscription_email_key" ON "NewsletterSubscription"("email");

-- CreateIndex
CREATE INDEX "MailOutbox_status_createdAt_idx" ON "MailOutbox"("status", "createdAt");

-- CreateIndex
CREATE INDEX "RateLimit_expiresAt_idx" ON "RateLimit"("expiresAt");

-- AddForeignKey
ALTER TABLE "CompanyApplication" ADD CONSTRAINT "CompanyApplication_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "CompanyJob"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyApplication" ADD CONSTRAINT "CompanyApplication_resumeFileId_fkey" FOREIGN KEY ("resumeFileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyApplication" ADD CONSTRAINT "CompanyApplication_statusChangedById_fkey" FOREIGN KEY ("statusChangedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GovApplication" ADD CONSTRAINT "GovApplication_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "GovJob"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GovApplication" ADD CONSTRAINT "GovApplication_photoFileId_fkey" FOREIGN KEY ("photoFileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GovApplication" ADD CONSTRAINT "GovApplication_statusChangedById_fkey" FOREIGN KEY ("statusChangedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GovApplicationEducation" ADD CONSTRAINT "GovApplicationEducation_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "GovApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GovApplicationExperience" ADD CONSTRAINT "GovApplicationExperience_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "GovApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "GovApplication"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentEvent" ADD CONSTRAINT "PaymentEvent_dbPaymentId_fkey" FOREIGN KEY ("dbPaymentId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_profilePhotoFileId_fkey" FOREIGN KEY ("profilePhotoFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeDocument" ADD CONSTRAINT "EmployeeDocument_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeDocument" ADD CONSTRAINT "EmployeeDocument_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeDocument" ADD CONSTRAINT "EmployeeDocument_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
