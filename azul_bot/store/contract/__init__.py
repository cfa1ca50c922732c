"""The Store Protocol by what it holds; ``interface.Store`` is all of them together."""
