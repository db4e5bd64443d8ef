"""``python -m votecount.cli``: the same command as ``votecount``."""

import sys

from votecount.__main__ import main

sys.exit(main(prog_name="votecount"))
