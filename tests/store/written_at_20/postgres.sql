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
-- Data for Name: tournaments; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tournaments (id, guild_id, channel_id, organizer_id, name, format, rounds, table_size, variant, time_limit, signup_until, min_finished, rated, status, current_round, version, signup_message_id, created_at, started_at, finished_at) OVERRIDING SYSTEM VALUE VALUES (1, 1000, 300, 11, 'Spring Cup', 'swiss', 1, 2, 'classic', 3600, NULL, NULL, true, 'running', 1, 5, NULL, 1796639374.5981126, 1700000000, NULL);
INSERT INTO public.tournaments (id, guild_id, channel_id, organizer_id, name, format, rounds, table_size, variant, time_limit, signup_until, min_finished, rated, status, current_round, version, signup_message_id, created_at, started_at, finished_at) OVERRIDING SYSTEM VALUE VALUES (2, 1000, 310, 11, 'Summer Cup', 'swiss', NULL, 2, 'classic', 3600, 1700604800, NULL, true, 'signup', 0, 1, NULL, 1796639374.644562, NULL, NULL);


--
-- Data for Name: games; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.games (id, guild_id, channel_id, host_id, status, version, state, start_state, message_id, created_at, updated_at, coached, variant, min_finished, turn_began_at, tournament_id, rated, challenged_id) OVERRIDING SYSTEM VALUE VALUES (1, 1000, 201, 11, 'lobby', 1, NULL, NULL, NULL, 1796639374.5815368, 1796639374.5815368, false, 'classic', NULL, NULL, NULL, true, 12);
INSERT INTO public.games (id, guild_id, channel_id, host_id, status, version, state, start_state, message_id, created_at, updated_at, coached, variant, min_finished, turn_began_at, tournament_id, rated, challenged_id) OVERRIDING SYSTEM VALUE VALUES (2, 1000, 202, 13, 'lobby', 2, NULL, NULL, NULL, 1796639374.591198, 1796639374.5932834, false, 'classic', 75, NULL, NULL, true, NULL);
INSERT INTO public.games (id, guild_id, channel_id, host_id, status, version, state, start_state, message_id, created_at, updated_at, coached, variant, min_finished, turn_began_at, tournament_id, rated, challenged_id) OVERRIDING SYSTEM VALUE VALUES (3, 1000, 301, 21, 'running', 1, '{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":0,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":"yellow","count":2},{"color":"yellow","count":1},{"color":"white","count":1}],"wall":["..RKW","W.Y.K",".W..R","RK.B.","....."],"floor":["yellow","yellow","red","marker","red"]},{"score":0,"lines":[{"color":"white","count":1},{"color":null,"count":0},{"color":"blue","count":1},{"color":"red","count":1},{"color":"red","count":4}],"wall":["BYRK.","WBY.K","...Y.","...B.","....."],"floor":["white","white"]}],"factories":[[],[],[],[],[]],"center":["blue","blue","blue","black","black","black","black","black","black"],"marker_in_center":false,"first_player":0,"current_player":1,"bag":{"blue":12,"yellow":11,"red":9,"black":9,"white":12},"lid":{"blue":0,"yellow":0,"red":0,"black":0,"white":0},"round":6,"turn":60,"rng_state":14427431683600197108,"over":false}', '{"version":2,"variant":"classic","auto_place":true,"tiling":false,"players":[{"score":0,"lines":[{"color":null,"count":0},{"color":null,"count":0},{"color":"yellow","count":2},{"color":"yellow","count":1},{"color":"white","count":1}],"wall":["..RKW","W.Y.K",".W..R","RK.B.","....."],"floor":["yellow","yellow","red","marker","red"]},{"score":0,"lines":[{"color":"white","count":1},{"color":null,"count":0},{"color":"blue","count":1},{"color":"red","count":1},{"color":"red","count":4}],"wall":["BYRK.","WBY.K","...Y.","...B.","....."],"floor":["white","white"]}],"factories":[[],[],[],[],[]],"center":["blue","blue","blue","black","black","black","black","black","black"],"marker_in_center":false,"first_player":0,"current_player":1,"bag":{"blue":12,"yellow":11,"red":9,"black":9,"white":12},"lid":{"blue":0,"yellow":0,"red":0,"black":0,"white":0},"round":6,"turn":60,"rng_state":14427431683600197108,"over":false}', NULL, 1796639374.6360013, 1796639374.6360013, false, 'classic', NULL, 1700000000, 1, true, NULL);


--
-- Data for Name: announcements; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (1, 1, 201, 'lobby', '{}', 0, 0, false, NULL, NULL, 1796639374.5830302);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (2, NULL, 300, 'signup', '{"tournament":1}', 0, 0, false, NULL, NULL, 1796639374.6007183);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (3, NULL, 300, 'signup', '{}', 0, 0, false, NULL, NULL, 1796639374.605609);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (4, NULL, 300, 'signup', '{}', 0, 0, false, NULL, NULL, 1796639374.6090147);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (5, NULL, 300, 'tournament_table', '{"table":1}', 0, 0, false, NULL, NULL, 1796639374.6285663);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (6, 3, 301, 'turn', '{}', 0, 0, false, NULL, NULL, 1796639374.6390274);
INSERT INTO public.announcements (id, game_id, channel_id, kind, payload, attempts, due_at, claimed, last_error, dropped_at, created_at) OVERRIDING SYSTEM VALUE VALUES (7, NULL, 310, 'signup', '{"tournament":2}', 0, 0, false, NULL, NULL, 1796639374.645127);


--
-- Data for Name: away; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: away_used; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: guild_locales; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: guild_settings; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: moves; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: paused_turns; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: player_prefs; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: player_stats; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: seats; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in, left_early) VALUES (1, 0, 11, 'Ann', NULL, NULL, false);
INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in, left_early) VALUES (2, 0, 13, 'Bea', NULL, NULL, false);
INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in, left_early) VALUES (2, 1, 14, 'Cid', NULL, NULL, false);
INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in, left_early) VALUES (3, 0, 21, 'user 21', NULL, NULL, false);
INSERT INTO public.seats (game_id, "position", user_id, name, computer, stand_in, left_early) VALUES (3, 1, 22, 'user 22', NULL, NULL, false);


--
-- Data for Name: results; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: reviews; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: seasons; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: season_stats; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: thread_parents; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.thread_parents (thread_id, parent_id) VALUES (301, 300);


--
-- Data for Name: timers; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.timers (id, game_id, channel_id, kind, due_at, version, claimed, guild_id, user_id, tournament_id) OVERRIDING SYSTEM VALUE VALUES (1, 1, 201, 'lobby_expiry', 1700000100, 1, false, NULL, NULL, NULL);
INSERT INTO public.timers (id, game_id, channel_id, kind, due_at, version, claimed, guild_id, user_id, tournament_id) OVERRIDING SYSTEM VALUE VALUES (2, 1, 201, 'challenge_expiry', 1700000050, 1, false, NULL, NULL, NULL);
INSERT INTO public.timers (id, game_id, channel_id, kind, due_at, version, claimed, guild_id, user_id, tournament_id) OVERRIDING SYSTEM VALUE VALUES (4, 3, 301, 'timeout', 1700003600, 1, false, NULL, NULL, NULL);
INSERT INTO public.timers (id, game_id, channel_id, kind, due_at, version, claimed, guild_id, user_id, tournament_id) OVERRIDING SYSTEM VALUE VALUES (5, NULL, 0, 'tournament_signup', 1700604800, 0, false, 1000, NULL, 2);
INSERT INTO public.timers (id, game_id, channel_id, kind, due_at, version, claimed, guild_id, user_id, tournament_id) OVERRIDING SYSTEM VALUE VALUES (6, NULL, 0, 'season_end', 1702592000, 0, false, 1000, NULL, NULL);
INSERT INTO public.timers (id, game_id, channel_id, kind, due_at, version, claimed, guild_id, user_id, tournament_id) OVERRIDING SYSTEM VALUE VALUES (7, NULL, 0, 'digest', 1700086400, 0, false, NULL, 21, NULL);


--
-- Data for Name: tournament_entrants; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tournament_entrants (tournament_id, user_id, name, rating, joined_at, showed_up, dropped_at, dropped_why) VALUES (1, 21, 'user 21', 1000, 1796639374.6015632, 0, NULL, NULL);
INSERT INTO public.tournament_entrants (tournament_id, user_id, name, rating, joined_at, showed_up, dropped_at, dropped_why) VALUES (1, 22, 'user 22', 990, 1796639374.6080344, 0, NULL, NULL);


--
-- Data for Name: tournament_tables; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tournament_tables (tournament_id, round, table_no, seats, bye, game_id, thread_id) VALUES (1, 1, 1, '[21, 22]', false, 3, 301);


--
-- Data for Name: turn_times; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Name: announcements_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.announcements_id_seq', 7, true);


--
-- Name: games_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.games_id_seq', 3, true);


--
-- Name: timers_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.timers_id_seq', 7, true);


--
-- Name: tournaments_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.tournaments_id_seq', 2, true);


--
-- Name: turn_times_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.turn_times_id_seq', 1, false);


--
-- PostgreSQL database dump complete
--


