-- AlterTable
ALTER TABLE "CompanyApplication" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "GovApplication" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';
