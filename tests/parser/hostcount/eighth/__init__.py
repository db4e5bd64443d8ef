"""The count-format zoo, eighth round (issue #25, nineteenth session): shapes the first
seven rounds lack. Discourse mentions as wagons and voters, a time or a post link after
each voter, wagons as headings with their voters below, nested lists, voters joined by
" / ", "+", "\u00b7", ";", tags around a wagon's total ("{3}", "\u00ab3\u00bb", "\u2014 3 \u2014"), lines of
the votes cast or the living between wagons, the previous count quoted above the new one,
a count after a long story, two counts in one post, ghost voters struck, a replaced
player's old name beside the new; and posts that hold no count (votes locked, a count
promised, a player's commentary on the count, a list of who has not voted, a tally of
night actions). Every post and line here was written for this test."""
