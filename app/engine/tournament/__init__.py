"""Tournaments: the formats built from many hands at many tables (rooms, levels, standings)."""
