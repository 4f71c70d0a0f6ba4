"""Asyncio networking: the protocol, the host, the client, LAN discovery. Imports no Qt."""
