"""Pitboss: a blackjack tournament table client (Series 7, 10-hand, BlackJack eXtreme)."""

__version__ = "0.1.0"
