"""The count-format zoo, eleventh round (issue #25, twenty-second session): shapes the
first ten rounds lack. Last round's leftovers (a heading "as of post 512", a weighted
wagon's total checked against its voters, a player's line under a host's quoted count);
wagons annotated with their marks ("(3, L-2)", "- HAMMERED", "(L-1!)"); a count continued
over two posts; no-elimination wagons; voters named by the host's short forms, struck when
dead, linked to their vote posts; votes listed by voter with and without a summary; counts
in spoilers, ``[details]``, a co-host's quote box or a bot's post; numbered and emoji
wagons; lines of the living and the deadline between wagons; a mod's bracketed notes; one
voter a line; and posts that hold no count. Every post and line here was written for this
test."""
