BEGIN TRANSACTION;
CREATE TABLE announcements (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id),
    channel_id  INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    payload     TEXT    NOT NULL,            -- JSON object
    attempts    INTEGER NOT NULL DEFAULT 0,  -- failed attempts so far
    due_at      REAL    NOT NULL DEFAULT 0,  -- next attempt; 0 = at once; a claim's lease end
    claimed     INTEGER NOT NULL DEFAULT 0 CHECK (claimed IN (0, 1)),
    last_error  TEXT,
    dropped_at  REAL,                        -- given up: never claimed again
    created_at  REAL    NOT NULL
);
INSERT INTO "announcements" VALUES(1,1,101,'lobby','{"n":0}',1,300.0,0,'HTTP 503',NULL,1.79617034232736706733e+09);
INSERT INTO "announcements" VALUES(2,1,101,'lobby','{"n":1}',0,0.0,0,NULL,NULL,1.79617034232946181293e+09);
INSERT INTO "announcements" VALUES(3,2,102,'turn','{"by":"play"}',0,150.0,0,'the channel is gone',1.79617034238902163506e+09,1.79617034234116458892e+09);
INSERT INTO "announcements" VALUES(4,2,102,'turn','{"by":"play"}',0,0.0,0,NULL,NULL,1.79617034234366631509e+09);
INSERT INTO "announcements" VALUES(5,2,102,'turn','{"by":"play"}',0,0.0,0,NULL,NULL,1.79617034234552121162e+09);
INSERT INTO "announcements" VALUES(6,2,102,'turn','{"by":"hand"}',0,0.0,0,NULL,NULL,1.79617034234762883181e+09);
INSERT INTO "announcements" VALUES(7,2,102,'stand-in','{"seat":1}',0,0.0,0,NULL,NULL,1.79617034235129737849e+09);
INSERT INTO "announcements" VALUES(8,5,105,'lobby','{}',0,150.0,1,NULL,NULL,1.79617034238282775879e+09);
INSERT INTO "announcements" VALUES(9,5,105,'aborted','{}',0,0.0,0,NULL,NULL,1.79617034238554024692e+09);
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
, coached INTEGER NOT NULL DEFAULT 0 CHECK (coached IN (0, 1)), variant TEXT NOT NULL DEFAULT 'classic');
INSERT INTO "games" VALUES(1,1000,101,11,'lobby',2,NULL,NULL,NULL,1.79617034232669067379e+09,1.79617034232917332646e+09,0,'grey');
INSERT INTO "games" VALUES(2,1000,102,21,'running',7,'{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":0,"lines":[{"color":"black","count":1},{"color":"red","count":2},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0}],"wall":[".....",".....",".....",".....","....."],"floor":[]},{"score":0,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":"red","count":1},{"color":null,"count":0}],"wall":[".....",".....",".....",".....","....."],"floor":["yellow","marker"]}],"factories":[[],[],[],["blue","black","black","white"],["yellow","yellow","black","black"]],"center":["blue","blue","blue","white","white","white","white"],"marker_in_center":false,"first_player":1,"current_player":0,"bag":{"blue":16,"yellow":17,"red":17,"black":15,"white":15},"lid":{"blue":0,"yellow":0,"red":0,"black":0,"white":0},"round":1,"turn":4,"rng_state":18054082321272548797,"over":false}','{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":0,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0}],"wall":[".....",".....",".....",".....","....."],"floor":[]},{"score":0,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0}],"wall":[".....",".....",".....",".....","....."],"floor":[]}],"factories":[["blue","red","red","white"],["blue","yellow","red","white"],["blue","black","white","white"],["blue","black","black","white"],["yellow","yellow","black","black"]],"center":[],"marker_in_center":true,"first_player":0,"current_player":0,"bag":{"blue":16,"yellow":17,"red":17,"black":15,"white":15},"lid":{"blue":0,"yellow":0,"red":0,"black":0,"white":0},"round":1,"turn":0,"rng_state":18054082321272548797,"over":false}',555,1.79617034233315014837e+09,1.79617034235093569758e+09,1,'classic');
INSERT INTO "games" VALUES(3,1000,103,21,'finished',4,'{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":6,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":"yellow","count":1},{"color":"white","count":3},{"color":null,"count":0}],"wall":["BYRKW","WBYRK",".WB.R","...B.","..K.."],"floor":[]},{"score":7,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":"black","count":1}],"wall":["BYRK.","W.YRK","KWB.R",".K.B.","YR..."],"floor":[]}],"factories":[[],[],[],[],[]],"center":[],"marker_in_center":false,"first_player":1,"current_player":0,"bag":{"blue":2,"yellow":2,"red":2,"black":3,"white":4},"lid":{"blue":11,"yellow":12,"red":11,"black":9,"white":8},"round":8,"turn":87,"rng_state":9287422613789346104,"over":true}','{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":0,"lines":[{"color":"yellow","count":1},{"color":null,"count":0},{"color":"yellow","count":1},{"color":"white","count":3},{"color":"black","count":5}],"wall":["B.RKW","WBY.K",".WB.R","...B.","....."],"floor":["white","yellow","yellow","yellow","black"]},{"score":12,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":"red","count":3},{"color":"blue","count":2},{"color":"black","count":1}],"wall":["BYRK.","W.YRK","KWB..",".K...","YR..."],"floor":["yellow","marker","yellow","white"]}],"factories":[[],[],[],[],[]],"center":["blue","blue","blue","red","red","red","red"],"marker_in_center":false,"first_player":1,"current_player":1,"bag":{"blue":2,"yellow":2,"red":2,"black":3,"white":4},"lid":{"blue":7,"yellow":7,"red":6,"black":4,"white":6},"round":8,"turn":85,"rng_state":9287422613789346104,"over":false}',NULL,1.79617034235717535021e+09,1.79617034236667585372e+09,0,'classic');
INSERT INTO "games" VALUES(4,1000,104,22,'finished',4,'{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":2,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":"yellow","count":1},{"color":"white","count":3},{"color":null,"count":0}],"wall":["BYRKW","WBY.K",".WB.R","...B.","..K.."],"floor":[]},{"score":7,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":"black","count":1}],"wall":["BYRK.","W.YRK","KWB.R",".K.B.","YR..."],"floor":[]}],"factories":[[],[],[],[],[]],"center":[],"marker_in_center":false,"first_player":1,"current_player":0,"bag":{"blue":2,"yellow":2,"red":2,"black":3,"white":4},"lid":{"blue":11,"yellow":12,"red":12,"black":9,"white":8},"round":8,"turn":87,"rng_state":9287422613789346104,"over":true}','{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":0,"lines":[{"color":"yellow","count":1},{"color":null,"count":0},{"color":"yellow","count":1},{"color":"white","count":3},{"color":"black","count":5}],"wall":["B.RKW","WBY.K",".WB.R","...B.","....."],"floor":["white","yellow","yellow","yellow","black"]},{"score":12,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":"red","count":3},{"color":"blue","count":2},{"color":"black","count":1}],"wall":["BYRK.","W.YRK","KWB..",".K...","YR..."],"floor":["yellow","marker","yellow","white"]}],"factories":[[],[],[],[],[]],"center":["blue","blue","blue","red","red","red","red"],"marker_in_center":false,"first_player":1,"current_player":1,"bag":{"blue":2,"yellow":2,"red":2,"black":3,"white":4},"lid":{"blue":7,"yellow":7,"red":6,"black":4,"white":6},"round":8,"turn":85,"rng_state":9287422613789346104,"over":false}',NULL,1.7961703423713243008e+09,1.79617034238011217118e+09,0,'classic');
INSERT INTO "games" VALUES(5,1000,105,41,'aborted',2,NULL,NULL,NULL,1.79617034238258337975e+09,1.79617034238523125646e+09,0,'classic');
CREATE TABLE guild_locales (
    guild_id INTEGER PRIMARY KEY,
    locale   TEXT    NOT NULL
);
INSERT INTO "guild_locales" VALUES(1000,'de');
CREATE TABLE guild_settings (
    guild_id       INTEGER PRIMARY KEY,
    turn_limit     REAL,              -- seconds; NULL: no limit
    reminder_after REAL,              -- seconds into a turn; NULL: no reminder
    at_limit       TEXT    NOT NULL CHECK (at_limit IN ('turn', 'seat')),
    threads        INTEGER NOT NULL CHECK (threads IN (0, 1)),
    hints          INTEGER NOT NULL CHECK (hints IN (0, 1))
, language TEXT NOT NULL DEFAULT 'auto');
INSERT INTO "guild_settings" VALUES(1000,600.0,300.0,'seat',1,0,'fr');
CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    seat       INTEGER NOT NULL,
    move       TEXT    NOT NULL,
    created_at REAL    NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO "moves" VALUES(2,1,0,'1r2',1.79617034234017038346e+09);
INSERT INTO "moves" VALUES(2,2,1,'2yf',1.79617034234310483931e+09);
INSERT INTO "moves" VALUES(2,3,0,'3k1',1.79617034234508824355e+09);
INSERT INTO "moves" VALUES(2,4,1,'cr4',1.79617034234706544871e+09);
INSERT INTO "moves" VALUES(3,1,1,'cb4',1.79617034236219644542e+09);
INSERT INTO "moves" VALUES(3,2,0,'cr2',1.79617034236667585372e+09);
INSERT INTO "moves" VALUES(4,1,1,'cb4',1.79617034237709355349e+09);
INSERT INTO "moves" VALUES(4,2,0,'crf',1.79617034238011217118e+09);
CREATE TABLE player_prefs (
    user_id   INTEGER PRIMARY KEY,
    notify_dm INTEGER NOT NULL CHECK (notify_dm IN (0, 1))
, locale TEXT, confirm_move INTEGER CHECK (confirm_move IN (0, 1)));
INSERT INTO "player_prefs" VALUES(21,1,'fr',NULL);
INSERT INTO "player_prefs" VALUES(22,0,NULL,1);
INSERT INTO "player_prefs" VALUES(31,0,'nl',NULL);
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
INSERT INTO "player_stats" VALUES(1000,21,'user 21',1,1,40,40,1,0,1,1,26.0,7.50000000000000088817e+00,1.13999999999999977262e+03,1.79617034236737632755e+09);
INSERT INTO "player_stats" VALUES(1000,31,'user 31',2,1,55,35,2,2,0,2,26.0,6.75000000000000088817e+00,1.22999999999999977266e+03,1.79617034238066411019e+09);
INSERT INTO "player_stats" VALUES(1000,22,'user 22',1,1,20,20,1,0,1,1,26.0,7.50000000000000088817e+00,1.13999999999999977262e+03,1.79617034238066411019e+09);
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
    sigma_after  REAL,
    PRIMARY KEY (game_id, position),
    FOREIGN KEY (game_id, position) REFERENCES seats (game_id, position)
) WITHOUT ROWID;
INSERT INTO "results" VALUES(3,0,40,1,1,1,0,1,25.0,8.33333333333333392545e+00,26.0,7.50000000000000088817e+00);
INSERT INTO "results" VALUES(3,1,35,2,0,1,1,0,25.0,8.33333333333333392545e+00,25.0,7.50000000000000088817e+00);
INSERT INTO "results" VALUES(4,0,20,1,1,1,0,1,25.0,8.33333333333333392545e+00,26.0,7.50000000000000088817e+00);
INSERT INTO "results" VALUES(4,1,20,1,1,1,1,0,25.0,7.50000000000000088817e+00,26.0,6.75000000000000088817e+00);
CREATE TABLE schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at REAL NOT NULL
);
INSERT INTO "schema_migrations" VALUES(1,'0001_initial.sql',1.79617034228449153898e+09);
INSERT INTO "schema_migrations" VALUES(2,'0002_stats.sql',1.79617034229154253011e+09);
INSERT INTO "schema_migrations" VALUES(3,'0003_outbox.sql',1.79617034229747462269e+09);
INSERT INTO "schema_migrations" VALUES(4,'0004_timers.sql',1.79617034230485892298e+09);
INSERT INTO "schema_migrations" VALUES(5,'0005_timer_claims.sql',1.79617034230976080899e+09);
INSERT INTO "schema_migrations" VALUES(6,'0006_languages.sql',1.79617034231531023978e+09);
INSERT INTO "schema_migrations" VALUES(7,'0007_variants.sql',1.79617034231950140001e+09);
INSERT INTO "schema_migrations" VALUES(8,'0008_confirm.sql',1796170342.32349);
CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 3),
    user_id  INTEGER,               -- NULL for a computer seat
    name     TEXT    NOT NULL,      -- display name at the time of joining
    computer TEXT, stand_in TEXT,                  -- kind of computer player, NULL for a person
    PRIMARY KEY (game_id, position),
    CHECK ((user_id IS NULL) <> (computer IS NULL))
) WITHOUT ROWID;
INSERT INTO "seats" VALUES(1,0,11,'Ann',NULL,NULL);
INSERT INTO "seats" VALUES(1,1,NULL,'computer 1','easy',NULL);
INSERT INTO "seats" VALUES(2,0,21,'user 21',NULL,NULL);
INSERT INTO "seats" VALUES(2,1,22,'user 22',NULL,'medium');
INSERT INTO "seats" VALUES(3,0,21,'user 21',NULL,NULL);
INSERT INTO "seats" VALUES(3,1,31,'user 31',NULL,NULL);
INSERT INTO "seats" VALUES(4,0,22,'user 22',NULL,NULL);
INSERT INTO "seats" VALUES(4,1,31,'user 31',NULL,NULL);
INSERT INTO "seats" VALUES(5,0,41,'Dee',NULL,NULL);
CREATE TABLE store_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO "store_meta" VALUES('opened_at','1796170342.3249233');
CREATE TABLE timers (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    channel_id INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    due_at     REAL    NOT NULL,  -- UNIX seconds; a claim moves it to the lease's end
    version    INTEGER NOT NULL
, claimed INTEGER NOT NULL DEFAULT 0 CHECK (claimed IN (0, 1)));
INSERT INTO "timers" VALUES(2,1,101,'lobby',6000.0,2,0);
INSERT INTO "timers" VALUES(3,2,102,'turn',1000.0,6,0);
INSERT INTO "timers" VALUES(4,2,102,'reminder',1010.0,6,1);
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
CREATE INDEX announcements_pending_by_game ON announcements (game_id, id)
    WHERE dropped_at IS NULL;
CREATE INDEX timers_by_due ON timers (due_at);
CREATE INDEX timers_by_game ON timers (game_id);
DELETE FROM "sqlite_sequence";
INSERT INTO "sqlite_sequence" VALUES('announcements',9);
INSERT INTO "sqlite_sequence" VALUES('timers',4);
COMMIT;
