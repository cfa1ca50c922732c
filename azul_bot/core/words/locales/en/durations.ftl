## A duration (a turn's time limit, a reminder, a typical turn).

duration-off = off
duration-d = { $count }d
duration-h = { $count }h
duration-m = { $count }m
duration-s = { $count }s
