"""The engine's errors. Each message is written for a person to read."""


class EngineError(ValueError):
    """Base of every error the engine raises on bad input. Its message may be a phrase
    (app/phrases.py), which each client words in its own language: `said` keeps it one."""

    @property
    def said(self) -> str:
        """The message as it was raised: a phrase stays a phrase (`str(error)` would make it
        plain English)."""
        first = self.args[0] if self.args else None
        return first if isinstance(first, str) else str(self)


class IllegalAction(EngineError):
    """A request that the rules in force do not allow at this moment."""


class RulesError(EngineError):
    """A rules option that is unknown or out of range."""


class CardError(EngineError):
    """A card written in a way that is not a card, or one copy too many."""


class ShoeExhausted(EngineError):
    """The shoe has no card left to deal."""
