-- Government applications saved before the form dropped invisible format characters from the
-- e-mail address (a zero-width space pasted from a chat app or a PDF): the address as the applicant
-- types it, so their later submission, the status page and the applicant portal find it. The
-- characters are Unicode's format class (Cf) as the form's withoutInvisibles removes them; the
-- government board has no unique index on the address.
UPDATE "GovApplication"
SET "email" = btrim(regexp_replace("email", '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]', '', 'g'))
WHERE "email" ~ '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]';
