"""The count-format zoo, fifth round (issue #25, sixteenth session): shapes the first four
rounds lack. E-marks ("E-2") and thresholds in every place, seats and player numbers,
struck (withdrawn) voters in Discourse's ``<del>`` and ``<s>``, voters followed by dates,
pages and times, hammer marks, each living player's line with their vote, counts in
prose sentences, nicknames, co-hosts, a quoted earlier count below the current one, emoji
bars, other languages' punctuation, a count of twenty players, Discourse-cooked counts
(``<strong>``, ``<details>``, ``<aside class="quote">``, mentions, tables, emoji images);
and posts that hold no count (a player's unofficial count, a rules post quoting a sample,
prose about votes). Every post and line here was written for this test."""
