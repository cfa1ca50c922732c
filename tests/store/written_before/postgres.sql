--
-- PostgreSQL database dump
--


-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Data for Name: games; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.games (id, guild_id, channel_id, host_id, status, version, state, start_state, message_id, created_at, updated_at, coached, variant) OVERRIDING SYSTEM VALUE VALUES (1, 1000, 101, 11, 'lobby', 2, NULL, NULL, NULL, 1796170344.305464, 1796170344.3160832, false, 'grey');
INSERT INTO public.games (id, guild_id, channel_id, host_id, status, version, state, start_state, message_id, created_at, updated_at, coached, variant) OVERRIDING SYSTEM VALUE VALUES (2, 1000, 102, 21, 'running', 7, '{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":0,"lines":[{"color":"black","count":1},{"color":"red","count":2},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0}],"wall":[".....",".....",".....",".....","....."],"floor":[]},{"score":0,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":"red","count":1},{"color":null,"count":0}],"wall":[".....",".....",".....",".....","....."],"floor":["yellow","marker"]}],"factories":[[],[],[],["blue","black","black","white"],["yellow","yellow","black","black"]],"center":["blue","blue","blue","white","white","white","white"],"marker_in_center":false,"first_player":1,"current_player":0,"bag":{"blue":16,"yellow":17,"red":17,"black":15,"white":15},"lid":{"blue":0,"yellow":0,"red":0,"black":0,"white":0},"round":1,"turn":4,"rng_state":18054082321272548797,"over":false}', '{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":0,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0}],"wall":[".....",".....",".....",".....","....."],"floor":[]},{"score":0,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0}],"wall":[".....",".....",".....",".....","....."],"floor":[]}],"factories":[["blue","red","red","white"],["blue","yellow","red","white"],["blue","black","white","white"],["blue","black","black","white"],["yellow","yellow","black","black"]],"center":[],"marker_in_center":true,"first_player":0,"current_player":0,"bag":{"blue":16,"yellow":17,"red":17,"black":15,"white":15},"lid":{"blue":0,"yellow":0,"red":0,"black":0,"white":0},"round":1,"turn":0,"rng_state":18054082321272548797,"over":false}', 555, 1796170344.3232462, 1796170344.353761, true, 'classic');
INSERT INTO public.games (id, guild_id, channel_id, host_id, status, version, state, start_state, message_id, created_at, updated_at, coached, variant) OVERRIDING SYSTEM VALUE VALUES (3, 1000, 103, 21, 'finished', 4, '{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":6,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":"yellow","count":1},{"color":"white","count":3},{"color":null,"count":0}],"wall":["BYRKW","WBYRK",".WB.R","...B.","..K.."],"floor":[]},{"score":7,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":"black","count":1}],"wall":["BYRK.","W.YRK","KWB.R",".K.B.","YR..."],"floor":[]}],"factories":[[],[],[],[],[]],"center":[],"marker_in_center":false,"first_player":1,"current_player":0,"bag":{"blue":2,"yellow":2,"red":2,"black":3,"white":4},"lid":{"blue":11,"yellow":12,"red":11,"black":9,"white":8},"round":8,"turn":87,"rng_state":9287422613789346104,"over":true}', '{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":0,"lines":[{"color":"yellow","count":1},{"color":null,"count":0},{"color":"yellow","count":1},{"color":"white","count":3},{"color":"black","count":5}],"wall":["B.RKW","WBY.K",".WB.R","...B.","....."],"floor":["white","yellow","yellow","yellow","black"]},{"score":12,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":"red","count":3},{"color":"blue","count":2},{"color":"black","count":1}],"wall":["BYRK.","W.YRK","KWB..",".K...","YR..."],"floor":["yellow","marker","yellow","white"]}],"factories":[[],[],[],[],[]],"center":["blue","blue","blue","red","red","red","red"],"marker_in_center":false,"first_player":1,"current_player":1,"bag":{"blue":2,"yellow":2,"red":2,"black":3,"white":4},"lid":{"blue":7,"yellow":7,"red":6,"black":4,"white":6},"round":8,"turn":85,"rng_state":9287422613789346104,"over":false}', NULL, 1796170344.3600721, 1796170344.3964353, false, 'classic');
INSERT INTO public.games (id, guild_id, channel_id, host_id, status, version, state, start_state, message_id, created_at, updated_at, coached, variant) OVERRIDING SYSTEM VALUE VALUES (4, 1000, 104, 22, 'finished', 4, '{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":2,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":"yellow","count":1},{"color":"white","count":3},{"color":null,"count":0}],"wall":["BYRKW","WBY.K",".WB.R","...B.","..K.."],"floor":[]},{"score":7,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":null,"count":0},{"color":"black","count":1}],"wall":["BYRK.","W.YRK","KWB.R",".K.B.","YR..."],"floor":[]}],"factories":[[],[],[],[],[]],"center":[],"marker_in_center":false,"first_player":1,"current_player":0,"bag":{"blue":2,"yellow":2,"red":2,"black":3,"white":4},"lid":{"blue":11,"yellow":12,"red":12,"black":9,"white":8},"round":8,"turn":87,"rng_state":9287422613789346104,"over":true}', '{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":0,"lines":[{"color":"yellow","count":1},{"color":null,"count":0},{"color":"yellow","count":1},{"color":"white","count":3},{"color":"black","count":5}],"wall":["B.RKW","WBY.K",".WB.R","...B.","....."],"floor":["white","yellow","yellow","yellow","black"]},{"score":12,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":"red","count":3},{"color":"blue","count":2},{"color":"black","count":1}],"wall":["BYRK.","W.YRK","KWB..",".K...","YR..."],"floor":["yellow","marker","yellow","white"]}],"factories":[[],[],[],[],[]],"center":["blue","blue","blue","red","red","red","red"],"marker_in_center":false,"first_player":1,"current_player":1,"bag":{"blue":2,"yellow":2,"red":2,"black":3,"white":4},"lid":{"blue":7,"yellow":7,"red":6,"black":4,"white":6},"round":8,"turn":85,"rng_state":9287422613789346104,"over":false}', NULL, 1796170344.4051785, 1796170344.418084, false, 'classic');
INSERT INTO public.games (id, guild_id, channel_id, host_id, status, version, state, start_state, message_id, created_at, updated_at, coached, variant) OVERRIDING SYSTEM VALUE VALUES (5, 1000, 105, 41, 'aborted', 2, NULL, NULL, NULL, 1796170344.4237914, 1796170344.4268885, false, 'classic');


--
-- Data for Name: announcements; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (2, 1, 101, 'lobby', '{"n":1}', 0, 0, false, NULL, NULL, 1796170344.3199027);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (4, 2, 102, 'turn', '{"by":"play"}', 0, 0, false, NULL, NULL, 1796170344.3392334);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (5, 2, 102, 'turn', '{"by":"play"}', 0, 0, false, NULL, NULL, 1796170344.3434253);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (6, 2, 102, 'turn', '{"by":"hand"}', 0, 0, false, NULL, NULL, 1796170344.347134);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (7, 2, 102, 'stand-in', '{"seat":1}', 0, 0, false, NULL, NULL, 1796170344.356593);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (9, 5, 105, 'aborted', '{}', 0, 0, false, NULL, NULL, 1796170344.4278462);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (8, 5, 105, 'lobby', '{}', 0, 150, true, NULL, NULL, 1796170344.4248986);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (1, 1, 101, 'lobby', '{"n":0}', 1, 300, false, 'HTTP 503', NULL, 1796170344.3090315);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (3, 2, 102, 'turn', '{"by":"play"}', 0, 150, false, 'the channel is gone', 1796170344.4343896, 1796170344.3350165);


--
-- Data for Name: guild_locales; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.guild_locales (guild_id, locale) VALUES (1000, 'de');


--
-- Data for Name: guild_settings; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.guild_settings (guild_id, turn_limit, reminder_after, at_limit, threads, hints, language) VALUES (1000, 600, 300, 'seat', true, false, 'fr');


--
-- Data for Name: moves; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.moves (game_id, seq, seat, move, created_at) VALUES (2, 1, 0, '1r2', 1796170344.331353);
INSERT INTO public.moves (game_id, seq, seat, move, created_at) VALUES (2, 2, 1, '2yf', 1796170344.3370585);
INSERT INTO public.moves (game_id, seq, seat, move, created_at) VALUES (2, 3, 0, '3k1', 1796170344.341256);
INSERT INTO public.moves (game_id, seq, seat, move, created_at) VALUES (2, 4, 1, 'cr4', 1796170344.3452816);
INSERT INTO public.moves (game_id, seq, seat, move, created_at) VALUES (3, 1, 1, 'cb4', 1796170344.3688936);
INSERT INTO public.moves (game_id, seq, seat, move, created_at) VALUES (3, 2, 0, 'cr2', 1796170344.3964353);
INSERT INTO public.moves (game_id, seq, seat, move, created_at) VALUES (4, 1, 1, 'cb4', 1796170344.4130218);
INSERT INTO public.moves (game_id, seq, seat, move, created_at) VALUES (4, 2, 0, 'crf', 1796170344.418084);


--
-- Data for Name: player_prefs; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.player_prefs (user_id, notify_dm, locale, confirm_move) VALUES (22, false, NULL, true);
INSERT INTO public.player_prefs (user_id, notify_dm, locale, confirm_move) VALUES (21, true, 'fr', NULL);
INSERT INTO public.player_prefs (user_id, notify_dm, locale, confirm_move) VALUES (31, false, 'nl', NULL);


--
-- Data for Name: player_stats; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.player_stats (guild_id, user_id, name, games, wins, total_score, best_score, rows, columns, colors, rated_games, mu, sigma, rating, updated_at) VALUES (1000, 21, 'user 21', 1, 1, 40, 40, 1, 0, 1, 1, 26, 7.500000000000001, 1139.9999999999998, 1796170344.3989532);
INSERT INTO public.player_stats (guild_id, user_id, name, games, wins, total_score, best_score, rows, columns, colors, rated_games, mu, sigma, rating, updated_at) VALUES (1000, 22, 'user 22', 1, 1, 20, 20, 1, 0, 1, 1, 26, 7.500000000000001, 1139.9999999999998, 1796170344.4198544);
INSERT INTO public.player_stats (guild_id, user_id, name, games, wins, total_score, best_score, rows, columns, colors, rated_games, mu, sigma, rating, updated_at) VALUES (1000, 31, 'user 31', 2, 1, 55, 35, 2, 2, 0, 2, 26, 6.750000000000001, 1229.9999999999998, 1796170344.4198544);


--
-- Data for Name: seats; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in) VALUES (1, 0, 11, 'Ann', NULL, NULL);
INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in) VALUES (1, 1, NULL, 'computer 1', 'easy', NULL);
INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in) VALUES (2, 0, 21, 'user 21', NULL, NULL);
INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in) VALUES (2, 1, 22, 'user 22', NULL, 'medium');
INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in) VALUES (3, 0, 21, 'user 21', NULL, NULL);
INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in) VALUES (3, 1, 31, 'user 31', NULL, NULL);
INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in) VALUES (4, 0, 22, 'user 22', NULL, NULL);
INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in) VALUES (4, 1, 31, 'user 31', NULL, NULL);
INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in) VALUES (5, 0, 41, 'Dee', NULL, NULL);


--
-- Data for Name: results; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.results (game_id, "position", score, rank, winner, rows, columns, colors, mu_before, sigma_before, mu_after, sigma_after) VALUES (3, 0, 40, 1, true, 1, 0, 1, 25, 8.333333333333334, 26, 7.500000000000001);
INSERT INTO public.results (game_id, "position", score, rank, winner, rows, columns, colors, mu_before, sigma_before, mu_after, sigma_after) VALUES (3, 1, 35, 2, false, 1, 1, 0, 25, 8.333333333333334, 25, 7.500000000000001);
INSERT INTO public.results (game_id, "position", score, rank, winner, rows, columns, colors, mu_before, sigma_before, mu_after, sigma_after) VALUES (4, 0, 20, 1, true, 1, 0, 1, 25, 8.333333333333334, 26, 7.500000000000001);
INSERT INTO public.results (game_id, "position", score, rank, winner, rows, columns, colors, mu_before, sigma_before, mu_after, sigma_after) VALUES (4, 1, 20, 1, true, 1, 1, 0, 25, 7.500000000000001, 26, 6.750000000000001);


--
-- Data for Name: timers; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.timers (id, game_id, channel_id, kind, due_at, version, claimed) OVERRIDING SYSTEM VALUE VALUES (2, 1, 101, 'lobby', 6000, 2, false);
INSERT INTO public.timers (id, game_id, channel_id, kind, due_at, version, claimed) OVERRIDING SYSTEM VALUE VALUES (3, 2, 102, 'turn', 1000, 6, false);
INSERT INTO public.timers (id, game_id, channel_id, kind, due_at, version, claimed) OVERRIDING SYSTEM VALUE VALUES (4, 2, 102, 'reminder', 1010, 6, true);


--
-- Name: announcements_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.announcements_id_seq', 9, true);


--
-- Name: games_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.games_id_seq', 5, true);


--
-- Name: timers_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.timers_id_seq', 4, true);


--
-- PostgreSQL database dump complete
--


