"""The count-format zoo, third round (issue #25, fourteenth session): shapes the first
two rounds (test_zoo_lines.py, test_zoo_layouts.py) lack. The total first, voters one a
line under headings made by size or underline alone, L-marks after the voters, vote
histories, post links and times after each voter, per-voter lines mixed with a "Not
voting" line, names holding digits, dots, underscores and brackets, notes and commentary
around the count, an old count quoted or repeated above the current one, a "changes since
the last count" section; and near misses that hold no count. Every post and line here was
written for this test (phpBB's HTML as MafiaScum serves it)."""
