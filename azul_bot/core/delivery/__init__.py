"""Delivery: how what happened reaches the channel, whatever crashes in between, and when; it
knows no feature, and posts what the features registered (``host``)."""
