from votecount.parser.host.cohosts import co_hosts, own_count

COUNT = "<b>Vote Count 2.3</b><br>Ivo (2) - Juno, Kit<br>Not voting: Lee"


def test_a_count_of_ones_own_not_a_quoted_one():
    assert own_count(COUNT)
    assert not own_count(f"<blockquote>{COUNT}</blockquote>I agree with this count.")
    assert not own_count("The vote count looks bad for me.")


def test_a_poster_whose_posts_are_often_counts_hosts_a_player_posting_one_does_not():
    posts = [("Aide", COUNT), ("Aide", "Prod sent."), ("Ivo", COUNT)]
    posts += [("Ivo", "I am town.")] * 9
    posts += [("Juno", COUNT)]  # a player the list names
    assert co_hosts(posts, ["Host"], ["Juno", "Kit"]) == ["Aide"]
    assert co_hosts(posts, ["Host", "aide"], ["Juno"]) == []


def test_a_count_with_no_heading_read_by_the_count_reader_and_a_replacement_is_no_host():
    bare = "Ivo (2) - Juno, Kit<br>Juno (1) - Ivo<br>Kit (0) -"
    posts = [("Aide", bare), ("Aide", "Prod sent."), ("Host", "Rex replaces Lee.")]
    posts += [("Rex", COUNT), ("Rex", "Hello all.")]
    players = ["Ivo", "Juno", "Kit", "Lee"]
    assert co_hosts(posts, ["Host"], players) == []  # Rex replaces Lee: a player
    assert co_hosts(posts, ["Host"], players, read_counts=True) == ["Aide"]


def test_a_post_of_many_unclosed_angle_brackets_is_read_as_text():
    # fuzzed: 10,000 "<" and no ">" after them: each is read once, never as a tag
    assert own_count(COUNT + "<" * 10_000)
    assert own_count("<" * 10_000 + COUNT)


def test_a_count_its_poster_calls_unofficial_makes_no_host():
    for marked in ("Unofficial " + COUNT, COUNT + "<br>(not official, just my tally)"):
        assert not own_count(marked)
        posts = [("Nosy", marked), ("Nosy", marked), ("Nosy", "I like counting.")]
        assert co_hosts(posts, ["Host"], ["Ivo", "Juno", "Kit", "Lee"], read_counts=True) == []


def test_a_count_that_is_not_unofficial_or_speaks_of_others_counts_makes_a_host():
    # review18r: each of these was no count of the poster's own
    for said in (
        "Official count, not unofficial",
        "Please don't post unofficial counts in the thread.",
        "Unofficial vote counts by players are welcome but not binding.",
    ):
        assert own_count(COUNT + "<br>" + said)
