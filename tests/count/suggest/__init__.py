"""Host events suggested from the host's posts (votecount/count/suggest/)."""
