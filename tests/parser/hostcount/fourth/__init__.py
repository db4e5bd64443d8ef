"""The count-format zoo, fourth round (issue #25, fifteenth session): shapes the first
three rounds lack. Counts as prose, tied marks and ranks, a wagon in colour and voters in
italics, vote weights, counts by slot, replaced players on either side, lynch thresholds
in many forms, counts in a code box with aligned columns, voters as post links, a list of
the dead or host notes after the count, a count over two lists, "Not voting" wordings, an
empty count in words, the last day's final count above today's, other dashes and
ellipses, voters tagged with their own moves; and near misses that hold no count. Every
post and line here was written for this test (phpBB's HTML as MafiaScum serves it)."""
