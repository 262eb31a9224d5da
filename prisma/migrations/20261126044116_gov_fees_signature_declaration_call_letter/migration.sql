-- CreateEnum
CREATE TYPE "ReservationCategory" AS ENUM ('GENERAL', 'OBC', 'EWS', 'SC', 'ST');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "FileKind" ADD VALUE 'GovSignature';
ALTER TYPE "FileKind" ADD VALUE 'GovCertificate';

-- AlterEnum
ALTER TYPE "PaymentStatus" ADD VALUE 'exempt';

-- AlterTable
ALTER TABLE "GovApplication" ADD COLUMN     "callLetterIssuedAt" TIMESTAMP(3),
ADD COLUMN     "category" "ReservationCategory" NOT NULL DEFAULT 'GENERAL',
ADD COLUMN     "categoryCertificateFileId" TEXT,
ADD COLUMN     "categoryCertificateNumber" TEXT,
ADD COLUMN     "consentVersion" TEXT,
ADD COLUMN     "consentedAt" TIMESTAMP(3),
ADD COLUMN     "declarationVersion" TEXT,
ADD COLUMN     "declaredAt" TIMESTAMP(3),
ADD COLUMN     "exServiceman" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "feeReason" TEXT,
ADD COLUMN     "pwd" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "signatureFileId" TEXT;

-- AlterTable
ALTER TABLE "GovJob" ADD COLUMN     "callLetterAt" TIMESTAMP(3),
ADD COLUMN     "callLetterInstructions" TEXT,
ADD COLUMN     "callLetterVenue" TEXT,
ADD COLUMN     "feeEwsPaise" INTEGER,
ADD COLUMN     "feeExServicemanPaise" INTEGER,
ADD COLUMN     "feeObcPaise" INTEGER,
ADD COLUMN     "feePwdPaise" INTEGER,
ADD COLUMN     "feeScPaise" INTEGER,
ADD COLUMN     "feeStPaise" INTEGER,
ADD COLUMN     "feeWomenPaise" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "GovApplication_signatureFileId_key" ON "GovApplication"("signatureFileId");

-- CreateIndex
CREATE UNIQUE INDEX "GovApplication_categoryCertificateFileId_key" ON "GovApplication"("categoryCertificateFileId");

-- AddForeignKey
ALTER TABLE "GovApplication" ADD CONSTRAINT "GovApplication_signatureFileId_fkey" FOREIGN KEY ("signatureFileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GovApplication" ADD CONSTRAINT "GovApplication_categoryCertificateFileId_fkey" FOREIGN KEY ("categoryCertificateFileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
