"""The count-format zoo, seventh round (issue #25, eighteenth session): shapes the first
six rounds lack. Voter-first counts one line a voter under a heading that says so, vote
histories per wagon with order marks and post numbers, voters as links to their vote
posts (Discourse, XenForo), counts in vBulletin and XenForo markup (code boxes, tables,
quotes, sizes), counts in Spanish, Portuguese, German and French words, "Not voting" and
No Lynch in more words, emoji bullets, a count under a horizontal rule of the day's start
post, the count's number on its first wagon line, totals as fractions of the living, a
host's miscounted wagon above lines that do not make it up, a player's count the host
quotes bare; and posts that hold no count (a player's parody count, a rules post's
example, an end-of-game history, a hydra's notes, a host's "votes needed" post). Every
post and line here was written for this test."""
