-- When an application became complete without a fee, as paidAt is for a paid one: the dashboard's
-- daily trend counts it on that day, and its confirmation is dated so. Before this column an
-- exempt application was dated by createdAt, the day it was first saved; that is the best known
-- day for the ones already exempt.
ALTER TABLE "GovApplication" ADD COLUMN     "exemptAt" TIMESTAMP(3);

UPDATE "GovApplication" SET "exemptAt" = "createdAt" WHERE "paymentStatus" = 'exempt';
