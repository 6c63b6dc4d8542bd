-- Encrypted values never compress: the e-mail bodies are deflated before they are encrypted (api/mail/outbox-store.ts)
-- and the files are stored encrypted. EXTERNAL storage stops PostgreSQL from trying to compress them on every insert
-- (it gave up on each after reading the first kilobyte).
ALTER TABLE "outbox" ALTER COLUMN "text" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "html" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "content" SET STORAGE EXTERNAL;--> statement-breakpoint
-- An e-mail row (a few kilobytes: sealed text and HTML) stays in the table's own page instead of being cut into TOAST
-- chunks, each one more row and index entry to write, then read back when it is sent. Only a row longer than a page
-- (a very long notification) goes to TOAST.
ALTER TABLE "outbox" SET (toast_tuple_target = 8160);
