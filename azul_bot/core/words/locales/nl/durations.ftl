## Een duur (de tijd per beurt, een herinnering, een gewone beurt).

duration-off = uit
duration-d = { $count }d
duration-h = { $count }u
duration-m = { $count }m
duration-s = { $count }s
