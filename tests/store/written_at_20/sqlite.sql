BEGIN TRANSACTION;
CREATE TABLE "announcements" (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER REFERENCES games (id),  -- NULL: the club's, posted on its own
    channel_id  INTEGER NOT NULL,               -- a channel, or a person for a direct message
    kind        TEXT    NOT NULL,
    payload     TEXT    NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    due_at      REAL    NOT NULL DEFAULT 0,
    claimed     INTEGER NOT NULL DEFAULT 0 CHECK (claimed IN (0, 1)),
    last_error  TEXT,
    dropped_at  REAL,
    created_at  REAL    NOT NULL
);
INSERT INTO "announcements" VALUES(1,1,201,'lobby','{}',0,0.0,0,NULL,NULL,1.79663937257634425161e+09);
INSERT INTO "announcements" VALUES(2,NULL,300,'signup','{"tournament":1}',0,0.0,0,NULL,NULL,1.79663937258659195906e+09);
INSERT INTO "announcements" VALUES(3,NULL,300,'signup','{}',0,0.0,0,NULL,NULL,1.79663937259232974049e+09);
INSERT INTO "announcements" VALUES(4,NULL,300,'signup','{}',0,0.0,0,NULL,NULL,1.79663937259602069854e+09);
INSERT INTO "announcements" VALUES(5,NULL,300,'tournament_table','{"table":1}',0,0.0,0,NULL,NULL,1.79663937260820817947e+09);
INSERT INTO "announcements" VALUES(6,3,301,'turn','{}',0,0.0,0,NULL,NULL,1.79663937261489844326e+09);
INSERT INTO "announcements" VALUES(7,NULL,310,'signup','{"tournament":2}',0,0.0,0,NULL,NULL,1.79663937262430167202e+09);
CREATE TABLE away (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    since_at REAL    NOT NULL,  -- UNIX seconds
    until_at REAL    NOT NULL,
    season   REAL    NOT NULL,  -- the start of the season whose allowance the days came from
    PRIMARY KEY (guild_id, user_id)
);
CREATE TABLE away_used (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    season   REAL    NOT NULL,
    used     REAL    NOT NULL,
    PRIMARY KEY (guild_id, user_id, season)
);
CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,  -- a channel or a thread
    host_id     INTEGER NOT NULL,
    status      TEXT    NOT NULL
                CHECK (status IN ('lobby', 'running', 'finished', 'aborted', 'corrupt')),
    version     INTEGER NOT NULL CHECK (version >= 1),
    state       TEXT,              -- engine JSON, NULL while in the lobby
    start_state TEXT,              -- engine JSON at the start: replays begin here
    message_id  INTEGER,
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL
, coached INTEGER NOT NULL DEFAULT 0 CHECK (coached IN (0, 1)), variant TEXT NOT NULL DEFAULT 'classic', min_finished INTEGER CHECK (min_finished BETWEEN 1 AND 100), turn_began_at REAL, tournament_id INTEGER REFERENCES tournaments (id), rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1)), challenged_id INTEGER);
INSERT INTO "games" VALUES(1,1000,201,11,'lobby',1,NULL,NULL,NULL,1.79663937257599306109e+09,1.79663937257599306109e+09,0,'classic',NULL,NULL,NULL,1,12);
INSERT INTO "games" VALUES(2,1000,202,13,'lobby',2,NULL,NULL,NULL,1.79663937257992601392e+09,1.79663937258407711977e+09,0,'classic',75,NULL,NULL,1,NULL);
INSERT INTO "games" VALUES(3,1000,301,21,'running',1,'{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":0,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":"yellow","count":2},{"color":"yellow","count":1},{"color":"white","count":1}],"wall":["..RKW","W.Y.K",".W..R","RK.B.","....."],"floor":["yellow","yellow","red","marker","red"]},{"score":0,"lines":[{"color":"white","count":1},{"color":null,"count":0},{"color":"blue","count":1},{"color":"red","count":1},{"color":"red","count":4}],"wall":["BYRK.","WBY.K","...Y.","...B.","....."],"floor":["white","white"]}],"factories":[[],[],[],[],[]],"center":["blue","blue","blue","black","black","black","black","black","black"],"marker_in_center":false,"first_player":0,"current_player":1,"bag":{"blue":12,"yellow":11,"red":9,"black":9,"white":12},"lid":{"blue":0,"yellow":0,"red":0,"black":0,"white":0},"round":6,"turn":60,"rng_state":14427431683600197108,"over":false}','{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":0,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":"yellow","count":2},{"color":"yellow","count":1},{"color":"white","count":1}],"wall":["..RKW","W.Y.K",".W..R","RK.B.","....."],"floor":["yellow","yellow","red","marker","red"]},{"score":0,"lines":[{"color":"white","count":1},{"color":null,"count":0},{"color":"blue","count":1},{"color":"red","count":1},{"color":"red","count":4}],"wall":["BYRK.","WBY.K","...Y.","...B.","....."],"floor":["white","white"]}],"factories":[[],[],[],[],[]],"center":["blue","blue","blue","black","black","black","black","black","black"],"marker_in_center":false,"first_player":0,"current_player":1,"bag":{"blue":12,"yellow":11,"red":9,"black":9,"white":12},"lid":{"blue":0,"yellow":0,"red":0,"black":0,"white":0},"round":6,"turn":60,"rng_state":14427431683600197108,"over":false}',NULL,1.79663937261454796784e+09,1.79663937261454796784e+09,0,'classic',NULL,1700000000.0,1,1,NULL);
CREATE TABLE guild_locales (
    guild_id INTEGER PRIMARY KEY,
    locale   TEXT    NOT NULL
);
CREATE TABLE guild_settings (
    guild_id       INTEGER PRIMARY KEY,
    turn_limit     REAL,              -- seconds; NULL: no limit
    reminder_after REAL,              -- seconds into a turn; NULL: no reminder
    at_limit       TEXT    NOT NULL CHECK (at_limit IN ('turn', 'seat')),
    threads        INTEGER NOT NULL CHECK (threads IN (0, 1)),
    hints          INTEGER NOT NULL CHECK (hints IN (0, 1))
, language TEXT NOT NULL DEFAULT 'auto', season TEXT NOT NULL DEFAULT 'quarterly'
    CHECK (season IN ('monthly', 'quarterly', 'off')), announcements INTEGER, away_days INTEGER NOT NULL DEFAULT 21
    CHECK (away_days BETWEEN 0 AND 366), organizer_role INTEGER, stand_in TEXT NOT NULL DEFAULT 'normal');
CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    seat       INTEGER NOT NULL,
    move       TEXT    NOT NULL,
    created_at REAL    NOT NULL, by_stand_in INTEGER NOT NULL DEFAULT 0 CHECK (by_stand_in IN (0, 1)),
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TABLE paused_turns (
    game_id       INTEGER NOT NULL REFERENCES games (id),
    position      INTEGER NOT NULL,
    version       INTEGER NOT NULL,
    round         INTEGER NOT NULL,  -- the wall tiling's round it was paused in; 0: a take
    reminder_left REAL,
    timeout_left  REAL,
    PRIMARY KEY (game_id, position)
);
CREATE TABLE player_prefs (
    user_id   INTEGER PRIMARY KEY,
    notify_dm INTEGER NOT NULL CHECK (notify_dm IN (0, 1))
, locale TEXT, confirm_move INTEGER CHECK (confirm_move IN (0, 1)), dm_closed_at REAL, digest_at INTEGER CHECK (digest_at BETWEEN 0 AND 1439), digest_zone TEXT, digest_sent_on TEXT);
CREATE TABLE player_stats (
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,  -- display name in the latest finished game
    games         INTEGER NOT NULL CHECK (games >= 1),
    wins          INTEGER NOT NULL,
    total_score   INTEGER NOT NULL,
    best_score    INTEGER NOT NULL,
    rows          INTEGER NOT NULL,
    columns       INTEGER NOT NULL,
    colors        INTEGER NOT NULL,
    rated_games   INTEGER NOT NULL,  -- games against at least one other person
    mu            REAL    NOT NULL,
    sigma         REAL    NOT NULL,
    rating        REAL    NOT NULL,  -- displayed rating, derived from mu and sigma
    updated_at    REAL    NOT NULL,
    win_rate      REAL GENERATED ALWAYS AS (CAST(wins AS REAL) / games) STORED,
    average_score REAL GENERATED ALWAYS AS (CAST(total_score AS REAL) / games) STORED,
    PRIMARY KEY (guild_id, user_id)
);
CREATE TABLE results (
    game_id      INTEGER NOT NULL,
    position     INTEGER NOT NULL,
    score        INTEGER NOT NULL,
    rank         INTEGER NOT NULL,
    winner       INTEGER NOT NULL CHECK (winner IN (0, 1)),
    rows         INTEGER NOT NULL,
    columns      INTEGER NOT NULL,
    colors       INTEGER NOT NULL,
    mu_before    REAL,              -- NULL when the seat was not rated
    sigma_before REAL,
    mu_after     REAL,
    sigma_after  REAL, guild_id INTEGER, user_id INTEGER, finished_at REAL, abandoned INTEGER CHECK (abandoned IN (0, 1)),
    PRIMARY KEY (game_id, position),
    FOREIGN KEY (game_id, position) REFERENCES seats (game_id, position)
) WITHOUT ROWID;
CREATE TABLE reviews (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id),
    claimed_until REAL    NOT NULL DEFAULT 0,
    attempts      INTEGER NOT NULL DEFAULT 0,
    verdicts      TEXT,
    created_at    REAL    NOT NULL,
    done_at       REAL,
    CHECK ((verdicts IS NULL) = (done_at IS NULL))
);
CREATE TABLE schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at REAL NOT NULL
);
INSERT INTO "schema_migrations" VALUES(1,'0001_initial.sql',1.79663937245362901684e+09);
INSERT INTO "schema_migrations" VALUES(2,'0002_stats.sql',1.79663937246024441726e+09);
INSERT INTO "schema_migrations" VALUES(3,'0003_outbox.sql',1.79663937246392130852e+09);
INSERT INTO "schema_migrations" VALUES(4,'0004_timers.sql',1.7966393724696524143e+09);
INSERT INTO "schema_migrations" VALUES(5,'0005_timer_claims.sql',1.79663937247626543042e+09);
INSERT INTO "schema_migrations" VALUES(6,'0006_languages.sql',1.79663937248077678677e+09);
INSERT INTO "schema_migrations" VALUES(7,'0007_variants.sql',1.79663937248440194133e+09);
INSERT INTO "schema_migrations" VALUES(8,'0008_confirm.sql',1.79663937248661923409e+09);
INSERT INTO "schema_migrations" VALUES(9,'0009_thread_parents.sql',1.79663937249240398402e+09);
INSERT INTO "schema_migrations" VALUES(10,'0010_dm_closed.sql',1.79663937249647474286e+09);
INSERT INTO "schema_migrations" VALUES(11,'0011_club.sql',1.79663937251018953318e+09);
INSERT INTO "schema_migrations" VALUES(12,'0012_seasons.sql',1.79663937251677489287e+09);
INSERT INTO "schema_migrations" VALUES(13,'0013_away.sql',1.79663937252047395702e+09);
INSERT INTO "schema_migrations" VALUES(14,'0014_reliability.sql',1.79663937253236985209e+09);
INSERT INTO "schema_migrations" VALUES(15,'0015_digest.sql',1.79663937253783106799e+09);
INSERT INTO "schema_migrations" VALUES(16,'0016_tournaments.sql',1.79663937255270576474e+09);
INSERT INTO "schema_migrations" VALUES(17,'0017_after_the_game.sql',1.79663937255707406993e+09);
INSERT INTO "schema_migrations" VALUES(18,'0018_challenges.sql',1.79663937256059169766e+09);
INSERT INTO "schema_migrations" VALUES(19,'0019_crystal_games.sql',1.79663937256492376327e+09);
INSERT INTO "schema_migrations" VALUES(20,'0020_stand_in_level.sql',1.79663937256857323644e+09);
CREATE TABLE season_stats (
    guild_id    INTEGER NOT NULL,
    number      INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    name        TEXT    NOT NULL,  -- display name in the latest finished game
    games       INTEGER NOT NULL CHECK (games >= 1),
    wins        INTEGER NOT NULL,
    rated_games INTEGER NOT NULL,
    total_score INTEGER NOT NULL,
    best_score  INTEGER NOT NULL,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL,
    rating      REAL    NOT NULL,
    final_rank  INTEGER,           -- the place on the ladder, frozen when the season closed
    updated_at  REAL    NOT NULL,
    PRIMARY KEY (guild_id, number, user_id),
    FOREIGN KEY (guild_id, number) REFERENCES seasons (guild_id, number)
) WITHOUT ROWID;
CREATE TABLE seasons (
    guild_id   INTEGER NOT NULL,
    number     INTEGER NOT NULL CHECK (number >= 1),
    period     TEXT    NOT NULL CHECK (period IN ('monthly', 'quarterly')),
    starts_at  REAL    NOT NULL,
    ends_at    REAL    NOT NULL CHECK (ends_at > starts_at),
    closed_at  REAL,               -- NULL: open; set by the roll at the end
    games      INTEGER NOT NULL DEFAULT 0,  -- games finished in it
    grey_games INTEGER NOT NULL DEFAULT 0,  -- of which on the grey wall
    ranked     INTEGER NOT NULL DEFAULT 0, crystal_games INTEGER NOT NULL DEFAULT 0,  -- people with 5 rated games or more in it
    PRIMARY KEY (guild_id, number)
) WITHOUT ROWID;
CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 3),
    user_id  INTEGER,               -- NULL for a computer seat
    name     TEXT    NOT NULL,      -- display name at the time of joining
    computer TEXT, stand_in TEXT, left_early INTEGER NOT NULL DEFAULT 0 CHECK (left_early IN (0, 1)),                  -- kind of computer player, NULL for a person
    PRIMARY KEY (game_id, position),
    CHECK ((user_id IS NULL) <> (computer IS NULL))
) WITHOUT ROWID;
INSERT INTO "seats" VALUES(1,0,11,'Ann',NULL,NULL,0);
INSERT INTO "seats" VALUES(2,0,13,'Bea',NULL,NULL,0);
INSERT INTO "seats" VALUES(2,1,14,'Cid',NULL,NULL,0);
INSERT INTO "seats" VALUES(3,0,21,'user 21',NULL,NULL,0);
INSERT INTO "seats" VALUES(3,1,22,'user 22',NULL,NULL,0);
CREATE TABLE store_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO "store_meta" VALUES('opened_at','1796639372.5719738');
CREATE TABLE thread_parents (
    thread_id INTEGER PRIMARY KEY,
    parent_id INTEGER NOT NULL
);
INSERT INTO "thread_parents" VALUES(301,300);
CREATE TABLE "timers" (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER REFERENCES games (id),  -- NULL: the club's (a season, a digest)
    channel_id INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    due_at     REAL    NOT NULL,
    version    INTEGER NOT NULL,
    claimed    INTEGER NOT NULL DEFAULT 0 CHECK (claimed IN (0, 1)),
    guild_id   INTEGER,                        -- whose it is, for a timer of no game
    user_id    INTEGER, tournament_id INTEGER,
    CHECK (game_id IS NOT NULL OR guild_id IS NOT NULL OR user_id IS NOT NULL)
);
INSERT INTO "timers" VALUES(1,1,201,'lobby_expiry',1700000100.0,1,0,NULL,NULL,NULL);
INSERT INTO "timers" VALUES(2,1,201,'challenge_expiry',1700000050.0,1,0,NULL,NULL,NULL);
INSERT INTO "timers" VALUES(4,3,301,'timeout',1700003600.0,1,0,NULL,NULL,NULL);
INSERT INTO "timers" VALUES(5,NULL,0,'tournament_signup',1700604800.0,0,0,1000,NULL,2);
INSERT INTO "timers" VALUES(6,NULL,0,'season_end',1702592000.0,0,0,1000,NULL,NULL);
INSERT INTO "timers" VALUES(7,NULL,0,'digest',1700086400.0,0,0,NULL,21,NULL);
CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    rating        REAL    NOT NULL,
    joined_at     REAL    NOT NULL,
    showed_up     INTEGER NOT NULL DEFAULT 0,
    dropped_at    REAL,              -- NULL: paired in the rounds to come
    dropped_why   TEXT CHECK (dropped_why IN ('left', 'removed', 'vanished')),
    PRIMARY KEY (tournament_id, user_id)
) WITHOUT ROWID;
INSERT INTO "tournament_entrants" VALUES(1,21,'user 21',1000.0,1.79663937259184932704e+09,0,NULL,NULL);
INSERT INTO "tournament_entrants" VALUES(1,22,'user 22',990.0,1.79663937259576058386e+09,0,NULL,NULL);
CREATE TABLE tournament_tables (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL CHECK (round >= 1),
    table_no      INTEGER NOT NULL CHECK (table_no >= 1),
    seats         TEXT    NOT NULL,
    bye           INTEGER NOT NULL DEFAULT 0 CHECK (bye IN (0, 1)),
    game_id       INTEGER REFERENCES games (id),
    thread_id     INTEGER,
    PRIMARY KEY (tournament_id, round, table_no)
) WITHOUT ROWID;
INSERT INTO "tournament_tables" VALUES(1,1,1,'[21, 22]',0,3,301);
CREATE TABLE tournaments (
    id                INTEGER PRIMARY KEY,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,  -- where it is announced; its games' threads hang here
    organizer_id      INTEGER NOT NULL,
    name              TEXT    NOT NULL,
    format            TEXT    NOT NULL CHECK (format IN ('swiss', 'round_robin')),
    rounds            INTEGER CHECK (rounds >= 1),
    table_size        INTEGER NOT NULL CHECK (table_size BETWEEN 2 AND 4),
    variant           TEXT    NOT NULL,  -- the wall its games play (a Variant.code)
    time_limit        REAL,              -- seconds a turn; NULL: none
    signup_until      REAL,              -- the sign-up closes then; NULL: when the organizer starts
    min_finished      INTEGER CHECK (min_finished BETWEEN 1 AND 100),
    rated             INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1)),
    status            TEXT    NOT NULL DEFAULT 'signup'
                      CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    current_round     INTEGER NOT NULL DEFAULT 0 CHECK (current_round >= 0),
    version           INTEGER NOT NULL DEFAULT 1,
    signup_message_id INTEGER,
    created_at        REAL    NOT NULL,
    started_at        REAL,
    finished_at       REAL
);
INSERT INTO "tournaments" VALUES(1,1000,300,11,'Spring Cup','swiss',1,2,'classic',3600.0,NULL,NULL,1,'running',1,5,NULL,1.79663937258612918849e+09,1700000000.0,NULL);
INSERT INTO "tournaments" VALUES(2,1000,310,11,'Summer Cup','swiss',NULL,2,'classic',3600.0,1700604800.0,NULL,1,'signup',0,1,NULL,1.79663937262400579455e+09,NULL,NULL);
CREATE TABLE turn_times (
    id       INTEGER PRIMARY KEY,  -- in the order the moves were made
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    at       REAL    NOT NULL,     -- when the move was stored
    seconds  REAL    NOT NULL CHECK (seconds >= 0)
);
CREATE UNIQUE INDEX games_open_per_channel ON games (channel_id)
    WHERE status IN ('lobby', 'running');
CREATE INDEX games_running ON games (updated_at) WHERE status = 'running';
CREATE TRIGGER moves_append_only_update BEFORE UPDATE ON moves
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;
CREATE TRIGGER moves_append_only_delete BEFORE DELETE ON moves
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;
CREATE INDEX player_stats_by_rating
    ON player_stats (guild_id, rating DESC, user_id, rated_games);
CREATE INDEX player_stats_by_wins ON player_stats (guild_id, wins DESC, games, user_id);
CREATE INDEX player_stats_by_win_rate
    ON player_stats (guild_id, win_rate DESC, games DESC, user_id);
CREATE INDEX player_stats_by_average
    ON player_stats (guild_id, average_score DESC, games DESC, user_id);
CREATE INDEX player_stats_by_best ON player_stats (guild_id, best_score DESC, games DESC, user_id);
CREATE INDEX thread_parents_by_parent ON thread_parents (parent_id);
CREATE INDEX timers_by_due ON timers (due_at);
CREATE INDEX timers_by_game ON timers (game_id);
CREATE INDEX announcements_pending_by_game ON announcements (game_id, id)
    WHERE dropped_at IS NULL;
CREATE UNIQUE INDEX seasons_open ON seasons (guild_id) WHERE closed_at IS NULL;
CREATE INDEX season_stats_by_rating ON season_stats (guild_id, number, rating DESC, user_id)
    WHERE rated_games >= 5;
CREATE INDEX results_by_player ON results (guild_id, user_id, finished_at DESC, game_id DESC,
    abandoned) WHERE abandoned IS NOT NULL;
CREATE INDEX turn_times_by_player ON turn_times (guild_id, user_id, id DESC, seconds);
CREATE INDEX seats_by_user ON seats (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, id) WHERE status IN ('signup', 'running');
CREATE INDEX tournament_entrants_by_user ON tournament_entrants (user_id);
CREATE UNIQUE INDEX tournament_tables_by_game ON tournament_tables (game_id)
    WHERE game_id IS NOT NULL;
CREATE UNIQUE INDEX timers_of_the_club
    ON timers (kind, coalesce(guild_id, 0), coalesce(user_id, 0), coalesce(tournament_id, 0))
    WHERE game_id IS NULL;
CREATE INDEX reviews_waiting ON reviews (claimed_until) WHERE done_at IS NULL;
DELETE FROM "sqlite_sequence";
INSERT INTO "sqlite_sequence" VALUES('announcements',7);
INSERT INTO "sqlite_sequence" VALUES('timers',7);
COMMIT;
