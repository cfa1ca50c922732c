"""The store's SQL, written once for every dialect."""

from .store import Database, Store
