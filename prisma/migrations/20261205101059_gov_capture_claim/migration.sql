-- The payment whose capture is under way for an application, and since when (lib/server/payments/capture.ts):
-- one capture at a time per application, so two authorisations handled at the same moment (two tabs,
-- or /verify and the webhook for two payments) are not both collected. Empty on every existing row.
-- AlterTable
ALTER TABLE "GovApplication" ADD COLUMN     "captureClaim" TEXT,
ADD COLUMN     "captureClaimedAt" TIMESTAMP(3);
