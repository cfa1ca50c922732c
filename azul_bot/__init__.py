"""A Discord bot that hosts games of Azul in server channels."""
