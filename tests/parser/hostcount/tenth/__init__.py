"""The count-format zoo, tenth round (issue #25, twenty-first session): shapes the first
nine rounds lack. Last round's leftovers (voters wrapped onto an indented line, "Bramble,
Lark (1 each): ...", claims under "Wagons:", players named by digits); BBCode lists and
numbered lists; Discourse tables of one row a wagon; voters linked to their profiles or
their vote posts; votes shown as paths; weighted votes; coloured names and wagons; bars;
a count that appends its changes; a host's correction; a recap of several days;
"Alive (12), majority 7" headers; and posts that hold no count. Every post and line here
was written for this test."""
