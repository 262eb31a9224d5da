-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "about" TEXT;

-- CreateIndex
CREATE INDEX "MailOutbox_about_createdAt_idx" ON "MailOutbox"("about", "createdAt");
