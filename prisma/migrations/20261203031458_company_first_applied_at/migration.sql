-- An application made again after a withdrawal is dated the day it was made again (createdAt); the
-- day it was first made is kept here, for the recruiter's timeline and the applicant's export.
-- Applications reopened before this column existed lost that day: theirs stays null.
ALTER TABLE "CompanyApplication" ADD COLUMN     "firstAppliedAt" TIMESTAMP(3);
