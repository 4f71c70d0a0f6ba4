"""A host that goes away and comes back, seen from the table (tests/ui/test_host_gone.py,
tests/ui/test_table_offline.py): the join code the seats give, and the words the table's
banner says meanwhile, spelt here rather than taken from app/client/wording.py."""

CODE = "4321"
GONE = "The host has gone; trying again every second"
