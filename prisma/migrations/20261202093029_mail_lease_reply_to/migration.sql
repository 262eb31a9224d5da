-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "claimedUntil" TIMESTAMP(3),
ADD COLUMN     "replyTo" TEXT;
