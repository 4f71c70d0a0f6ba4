"""What a player's name may be: one pattern for the host that checks it and the window that
offers it, kept apart from the host so the window can check a name without loading it."""

import re

NAME = re.compile(r"^[\w .'-]{1,24}$")
