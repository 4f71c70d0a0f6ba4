"""The engine's errors. Each message is written for a person to read."""


class EngineError(ValueError):
    """Base of every error the engine raises on bad input."""


class IllegalAction(EngineError):
    """A request that the rules in force do not allow at this moment."""


class RulesError(EngineError):
    """A rules option that is unknown or out of range."""


class CardError(EngineError):
    """A card written in a way that is not a card, or one copy too many."""


class ShoeExhausted(EngineError):
    """The shoe has no card left to deal."""
