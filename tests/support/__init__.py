"""Helpers the tests share (imported as `tests.support.<module>`); no test module imports
another."""
