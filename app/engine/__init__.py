"""The rules engine: pure Python, no Qt and no I/O (DESIGN.md).

Cards and shoes, hand totals, chip rounding, the frozen rules of each variant, and one round
state machine per variant that offers the legal actions, checks requests and emits events.
"""

# Nothing is re-exported here: importing one module of the engine (the rules, for the lobby's
# variant names) must not load every round and the advisor's tables.
