-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('created', 'processed', 'failed');

-- AlterEnum
ALTER TYPE "CompanyApplicationStatus" ADD VALUE 'withdrawn';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "GovApplicationStatus" ADD VALUE 'withdrawn';
ALTER TYPE "GovApplicationStatus" ADD VALUE 'cancelled';

-- AlterEnum
ALTER TYPE "PaymentEventSource" ADD VALUE 'console';

-- AlterEnum
ALTER TYPE "PaymentStatus" ADD VALUE 'expired';

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'Applicant';

-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "dedupeKey" TEXT;

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL,
    "paymentRowId" TEXT NOT NULL,
    "refundId" TEXT,
    "amountPaise" INTEGER NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'created',
    "reason" TEXT NOT NULL,
    "requestedById" TEXT,
    "failureReason" TEXT,
    "processedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicationStatusChange" (
    "id" TEXT NOT NULL,
    "companyApplicationId" TEXT,
    "govApplicationId" TEXT,
    "status" TEXT NOT NULL,
    "reason" TEXT,
    "actor" TEXT NOT NULL,
    "changedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicationStatusChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Applicant" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "tokenVersion" INTEGER NOT NULL DEFAULT 0,
    "lastLoginAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Applicant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicantOtp" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "consumedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicantOtp_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Refund_refundId_key" ON "Refund"("refundId");

-- CreateIndex
CREATE INDEX "Refund_paymentRowId_idx" ON "Refund"("paymentRowId");

-- CreateIndex
CREATE INDEX "Refund_status_createdAt_idx" ON "Refund"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ApplicationStatusChange_companyApplicationId_createdAt_idx" ON "ApplicationStatusChange"("companyApplicationId", "createdAt");

-- CreateIndex
CREATE INDEX "ApplicationStatusChange_govApplicationId_createdAt_idx" ON "ApplicationStatusChange"("govApplicationId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Applicant_email_key" ON "Applicant"("email");

-- CreateIndex
CREATE INDEX "ApplicantOtp_email_createdAt_idx" ON "ApplicantOtp"("email", "createdAt");

-- CreateIndex
CREATE INDEX "ApplicantOtp_expiresAt_idx" ON "ApplicantOtp"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "MailOutbox_dedupeKey_key" ON "MailOutbox"("dedupeKey");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentRowId_fkey" FOREIGN KEY ("paymentRowId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationStatusChange" ADD CONSTRAINT "ApplicationStatusChange_companyApplicationId_fkey" FOREIGN KEY ("companyApplicationId") REFERENCES "CompanyApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationStatusChange" ADD CONSTRAINT "ApplicationStatusChange_govApplicationId_fkey" FOREIGN KEY ("govApplicationId") REFERENCES "GovApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationStatusChange" ADD CONSTRAINT "ApplicationStatusChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
