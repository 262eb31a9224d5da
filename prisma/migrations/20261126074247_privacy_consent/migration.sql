-- AlterTable
ALTER TABLE "CompanyApplication" ADD COLUMN     "consentVersion" TEXT,
ADD COLUMN     "consentedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN     "consentVersion" TEXT,
ADD COLUMN     "consentedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "headers" JSONB;

-- AlterTable
ALTER TABLE "NewsletterSubscription" ADD COLUMN     "consentVersion" TEXT,
ADD COLUMN     "consentedAt" TIMESTAMP(3);
