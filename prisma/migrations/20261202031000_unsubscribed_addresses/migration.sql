-- The privacy policy keeps a newsletter address "until you unsubscribe": an unsubscribed
-- subscription keeps its row (counts of past sign-ups) but not the address.
UPDATE "NewsletterSubscription" SET "email" = 'unsubscribed:' || "id" WHERE "unsubscribedAt" IS NOT NULL;
