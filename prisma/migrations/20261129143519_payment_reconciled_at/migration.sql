-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "reconciledAt" TIMESTAMP(3);
