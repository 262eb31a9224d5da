-- AlterTable
ALTER TABLE "GovJob" ADD COLUMN     "examChangedAt" TIMESTAMP(3);
