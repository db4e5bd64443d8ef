"""The count-format zoo, ninth round (issue #25, twentieth session): shapes the first eight
rounds lack. Tables of one voter a row (voter | voted for | post), counts ordered by voter,
wagons' histories with the current voters plain, L-1 and hammer marks, No Lynch and Sleep
wagons, self-votes, abbreviations the host defines at the top, slot numbers, code boxes
and monospace tables, Discourse's ``[details]``, spoilers, emoji before names, a wagon's
voters run onto two lines, other languages' headings; last round's leftovers (a final
count below a day's, "EDIT: Vote Count 2.4: Ivo (2): ..." on one line, "(2) Juno, Ivo"
with no wagon name); and posts that hold no count (a player's prediction, a rules post's
example, a pasted role PM, a player's own tally quoted). Every post and line here was
written for this test."""
