"""The daily digest: one direct message a day, at the time a person chose in their time zone,
listing every game waiting on them across servers (``/azul notify digest``).

``times`` reads the time typed and finds the day's moment in the zone (daylight saving time
included), ``zones`` names and suggests time zones, ``waiting`` says which games wait on a
person and what the message lists; ``choice`` is the person's choosing (the commands),
``sending`` the digest's timer and its direct message.
"""
