"""Players' names for the host: the rule and the comparison live in app/names.py, shared with
the league's roster in the store (which may not import app/net); re-exported here for the host
and the windows that import them from app.net."""

from app.names import NAME, NAME_MAX, NAME_RULE, ROLE_WORDS, name_key, name_refusal, normal_name

__all__ = ["NAME", "NAME_MAX", "NAME_RULE", "ROLE_WORDS", "name_key", "name_refusal",
           "normal_name"]
