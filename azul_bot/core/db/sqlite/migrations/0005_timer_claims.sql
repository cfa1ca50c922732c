-- A claimed timer is marked, so a single process starting up after a crash can make its
-- dead run's claims due at once instead of waiting out their lease.
ALTER TABLE timers ADD COLUMN claimed INTEGER NOT NULL DEFAULT 0 CHECK (claimed IN (0, 1));
