-- A person's daily digest (/azul notify digest): one direct message a day listing the games
-- waiting on them. digest_at: minutes after local midnight, NULL while it is off;
-- digest_zone: an IANA time zone, kept when the digest is turned off (a later one need not
-- ask again); digest_sent_on: the local date (YYYY-MM-DD) of the last digest, checked in the
-- transaction that queues the next, so no day ever has two.
ALTER TABLE player_prefs ADD COLUMN digest_at integer CHECK (digest_at BETWEEN 0 AND 1439);
ALTER TABLE player_prefs ADD COLUMN digest_zone text;
ALTER TABLE player_prefs ADD COLUMN digest_sent_on text;
