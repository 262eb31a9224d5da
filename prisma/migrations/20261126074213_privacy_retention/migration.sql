-- AlterTable
ALTER TABLE "CompanyApplication" ADD COLUMN     "anonymisedAt" TIMESTAMP(3),
ALTER COLUMN "resumeFileId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN     "anonymisedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "GovApplication" ADD COLUMN     "anonymisedAt" TIMESTAMP(3),
ALTER COLUMN "photoFileId" DROP NOT NULL;
