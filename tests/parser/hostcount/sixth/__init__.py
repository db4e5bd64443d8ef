"""The count-format zoo, sixth round (issue #25, seventeenth session): shapes the first
five rounds lack. Counts made by vote-count scripts and bots (a generated header and
footer, "(#123)" post links after each voter, "[L-2]" before the wagon), vote histories
with withdrawn voters struck (``<s>``, ``<del>``, ``<strike>``, MafiaScum's strike span),
vote weights, ghost votes, replaced players named both ways, yesterday's final count
above today's, tables with header rows, a count split over two spoilers, profile links,
Abstain / Sleep / No Execution wagons, threshold footers and deadline countdowns, voters
cut by " / ", "\u00b7", "|" or line breaks, "Changes since last count" sections, a
Discourse quote of a bot's count, a co-host's count; and posts that hold no count (a
player's wagon analysis, a rules post's sample, an end-of-game vote history, a hydra's
notes). Every post and line here was written for this test."""
