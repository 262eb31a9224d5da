-- CreateEnum
CREATE TYPE "InterviewMode" AS ENUM ('in_person', 'phone', 'video');

-- CreateEnum
CREATE TYPE "InterviewStatus" AS ENUM ('scheduled', 'cancelled');

-- CreateEnum
CREATE TYPE "InterviewResult" AS ENUM ('pending', 'passed', 'failed', 'no_show');

-- CreateEnum
CREATE TYPE "PasswordTokenPurpose" AS ENUM ('reset', 'invite');

-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "attachments" JSONB;

-- CreateTable
CREATE TABLE "CompanyApplicationNote" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "authorId" TEXT,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyApplicationNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanyApplicationRating" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "reviewerId" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CompanyApplicationRating_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Interview" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "round" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "mode" "InterviewMode" NOT NULL,
    "location" TEXT NOT NULL,
    "interviewers" TEXT NOT NULL,
    "status" "InterviewStatus" NOT NULL DEFAULT 'scheduled',
    "result" "InterviewResult" NOT NULL DEFAULT 'pending',
    "feedback" TEXT,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Interview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeeDraft" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "fullName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "designation" TEXT NOT NULL,
    "resumeFileId" TEXT,
    "createdById" TEXT,
    "employeeId" TEXT,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmployeeDraft_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "purpose" "PasswordTokenPurpose" NOT NULL DEFAULT 'reset',
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CompanyApplicationNote_applicationId_createdAt_idx" ON "CompanyApplicationNote"("applicationId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyApplicationRating_applicationId_reviewerId_key" ON "CompanyApplicationRating"("applicationId", "reviewerId");

-- CreateIndex
CREATE INDEX "Interview_applicationId_startsAt_idx" ON "Interview"("applicationId", "startsAt");

-- CreateIndex
CREATE INDEX "Interview_status_startsAt_idx" ON "Interview"("status", "startsAt");

-- CreateIndex
CREATE UNIQUE INDEX "EmployeeDraft_applicationId_key" ON "EmployeeDraft"("applicationId");

-- CreateIndex
CREATE UNIQUE INDEX "EmployeeDraft_resumeFileId_key" ON "EmployeeDraft"("resumeFileId");

-- CreateIndex
CREATE UNIQUE INDEX "EmployeeDraft_employeeId_key" ON "EmployeeDraft"("employeeId");

-- CreateIndex
CREATE INDEX "EmployeeDraft_completedAt_createdAt_idx" ON "EmployeeDraft"("completedAt", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordResetToken_userId_createdAt_idx" ON "PasswordResetToken"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "PasswordResetToken_expiresAt_idx" ON "PasswordResetToken"("expiresAt");

-- AddForeignKey
ALTER TABLE "CompanyApplicationNote" ADD CONSTRAINT "CompanyApplicationNote_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "CompanyApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyApplicationNote" ADD CONSTRAINT "CompanyApplicationNote_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyApplicationRating" ADD CONSTRAINT "CompanyApplicationRating_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "CompanyApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyApplicationRating" ADD CONSTRAINT "CompanyApplicationRating_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Interview" ADD CONSTRAINT "Interview_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "CompanyApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Interview" ADD CONSTRAINT "Interview_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeDraft" ADD CONSTRAINT "EmployeeDraft_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "CompanyApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeDraft" ADD CONSTRAINT "EmployeeDraft_resumeFileId_fkey" FOREIGN KEY ("resumeFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeDraft" ADD CONSTRAINT "EmployeeDraft_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeDraft" ADD CONSTRAINT "EmployeeDraft_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
