"""Time away (``/azul away``, ``/azul back``): a person's clock stops in their games on a
server, within an allowance of days per season (``facts``, ``rules``; ``room`` does what a
command or an away's end does)."""
