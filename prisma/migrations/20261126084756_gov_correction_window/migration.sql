-- AlterTable
ALTER TABLE "GovApplication" ADD COLUMN     "feeDuePaise" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "GovJob" ADD COLUMN     "correctionFrom" DATE,
ADD COLUMN     "correctionTo" DATE;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "refundFromPaymentId" TEXT;

-- CreateTable
CREATE TABLE "GovApplicationCorrection" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "changes" JSONB NOT NULL,
    "feeBeforePaise" INTEGER NOT NULL,
    "feeAfterPaise" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GovApplicationCorrection_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GovApplicationCorrection_applicationId_version_key" ON "GovApplicationCorrection"("applicationId", "version");

-- AddForeignKey
ALTER TABLE "GovApplicationCorrection" ADD CONSTRAINT "GovApplicationCorrection_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "GovApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;
