-- A completed hire draft keeps only its link to the employee: the name, e-mail and phone it was
-- made with live on in the employee's record, and nothing erases a draft later.
UPDATE "EmployeeDraft" SET "fullName" = '', "email" = '', "phone" = '' WHERE "completedAt" IS NOT NULL;
