"""``parser.host.daystarts.day_starts``: the wordings and layouts of the host posts that end a
day and start the next (invented posts shaped like the forum's)."""

from __future__ import annotations

from votecount.parser.host.daystarts import NIGHTLESS, day_starts, game_over
from votecount.parser.walk import host_lines, plain_lines


def area(title: str, *lines: str) -> str:
    """A host's ``[area=TITLE]`` box as MafiaScum renders it."""
    body = "<br>".join(lines)
    return (
        '<fieldset style="border:3px outset grey"><legend style="margin:0">'
        f'{title}</legend><div style="display:inline;font-weight:bold">{body}</div></fieldset>'
    )


def starts(posts: list[tuple[int, str]], **kw: bool) -> list[tuple[int, int]]:
    return [(d.day, d.post) for d in day_starts(posts, 1, **kw)]


def test_a_host_area_is_read_and_its_title_is_a_line_of_its_own():
    html = area("Night 1 Kill", "Ivo, Vanilla Townie, killed Night 1", "", "Day 2 begins now")
    assert not "".join(plain_lines(html))  # votes in an area never count
    assert [x for x in host_lines(html) if x.strip()] == [
        "Night 1 Kill", "Ivo, Vanilla Townie, killed Night 1", "Day 2 begins now",
    ]  # fmt: skip
    quoted = area("Note", "<blockquote>Day 9 begins</blockquote>", "Mind the deadline")
    assert "Day 9 begins" not in " ".join(host_lines(quoted))


def test_a_hosts_hidden_text_is_read_and_a_spoiler_is_not():
    hidden = (
        '<div style="display:inline;color:#000" title="This text is hidden to prevent '
        'spoilers; to reveal, highlight it with your cursor.">Day 3 begins now.</div>'
        '<div class="quotetitle"><b>Spoiler: Flip</b></div>'
        '<div class="quotecontent"><div>Day 9 begins</div></div>'
    )
    assert "Day 3 begins now." not in " ".join(plain_lines(hidden))
    assert [x for x in host_lines(hidden) if x.strip()] == ["Day 3 begins now."]


def test_day_starts_in_host_areas_and_a_title_naming_the_day_is_no_start():
    posts = [
        (30, area("Day 1 Lynch", "Juno, Vanilla Townie, lynched Day 1", "Night 1 begins now")),
        (31, area("Night 1 Kill", "Ivo, Goon, killed Night 1", "Day 2 begins now")),
        (60, "<p>Vote Count 2.3<br>Wren (3) - Ann, Bo, Cy LYNCH</p>"),
        (61, area("Day 2 Lynch", "Wren, Cop, lynched Day 2", "Night 2 will begin once a replacement is found.")),
        (63, area("Night 2 Kill", "No one dies during the night", "Day 3 begins now")),
    ]  # fmt: skip
    assert starts(posts) == [(2, 31), (3, 63)]


def test_a_list_of_the_nights_deaths_opens_the_day():
    posts = [
        (40, "<p>Juno has been lynched!<br>She was a Vanilla Townie.<br>Night 1 starts now.</p>"),
        (41, "<p>The following deaths happened during night 1:<br>Ivo, Vanilla Townie</p>"),
        (42, "<p>Deadline is in 2 weeks.</p>"),
        (70, "<p>Wren has been lynched! Night 2 starts now. (Day 3 may open late.)</p>"),
        (71, "<p>The following deaths happened during night 2:<br>Bo, Doctor</p>"),
    ]  # fmt: skip
    assert starts(posts) == [(2, 41), (3, 71)]


def test_a_flip_lynched_on_an_abbreviated_day_ends_it():
    posts = [
        (40, "<p>The mob drags one of you outside.<br><b>Juno, Mafia Goon, lynched D1</b></p>"),
        (42, "<p>Ivo, Vanilla Townie, killed Night 1<br>Votecount 2.1<br>Not voting: Bo</p>"),
        (70, "<p>Bo, Doctor, lynched d2<br>Night 2 will last until a replacement is found</p>"),
        (72, "<p>Wren, Cop, killed Night 2</p>"),
    ]  # fmt: skip
    assert starts(posts) == [(2, 42), (3, 72)]


def test_a_count_titled_final_ends_the_day():
    posts = [
        (40, "<p>VOTECOUNT 1.FINAL<br>Ivo (3): Bo, Wren, Cy<br>Not voting (1): Ivo</p>"),
        (41, "<p>Running late today, sorry.</p>"),
        (42, "<p>Sadly, Bo was killed in his sleep.</p>"),
        (70, "<p>Vote Count 2.6 (final)<br>Wren (2): Ivo, Cy</p>"),
        (71, "<p>Everyone gathered this morning.</p>"),
        (80, "<p>The final vote count will come tonight.</p>"),
    ]  # fmt: skip
    assert starts(posts) == [(2, 42), (3, 71)]


def test_no_day_starts_after_the_game_is_over():
    posts = [
        (40, "<p>Juno was lynched!<br>The Mafia team of Ivo and Wren win!</p>"),
        (45, "<p>Dead thread: a link for the dead.</p>"),
    ]
    assert starts(posts) == []
    for line in ("Town wins!", "Game over.", "The Mafia team of Ivo, Wren and Bo win!"):
        assert game_over(line), line
    for rule in ("Town wins when all mafia are dead.", "Mafia wins if they reach parity.",
                 "They argue so much so that they won't die.", "They won’t stop."):  # fmt: skip
        assert not game_over(rule), rule


def test_a_reached_deadline_or_lynch_ends_the_day():
    posts = [
        (40, "<p>Votecount 1.9<br>Voting Ivo: Bo, Wren (L-2)<br>Deadline has been hit.</p>"),
        (41, "<p>Ivo, Cop, killed Night 1. Day 2 will be short.</p>"),
        (70, "<p>Votecount 2.4<br>Voting Bo: Ivo, Wren, Cy<br>A lynch has been reached.</p>"),
        (71, "<p>Cy, Goon, was found dead this morning.</p>"),
    ]  # fmt: skip
    assert starts(posts) == [(2, 41), (3, 71)]


def test_in_a_nightless_game_the_post_that_ends_a_day_starts_the_next():
    posts = [
        (50, "<p>Vote Count<br>7 Juno (Ivo, Wren, Bo, Cy, Di, Ed, Flo) LYNCH</p>"),
        (60, "<p>Vote Count<br>2 Ivo (Wren, Bo)<br>6 to lynch</p>"),
        (90, "<p>Ivo, townie, has been lynched.</p>"),
    ]
    assert starts(posts, nightless=True) == [(2, 50), (3, 90)]
    assert starts(posts) == [(2, 60)]  # with nights: the host's next count opens the day
    assert NIGHTLESS.search("Btw, this game is nightless.")


def test_a_post_that_starts_the_night_opens_no_day_even_with_a_story_of_deaths():
    posts = [
        (40, "<p>Vote Count<br>Juno (3) - Ivo, Wren, Bo LYNCH</p>"),
        (41, area("Night 1 Start", "With one guest dead, the night dragged on till morning.")),
        (43, area("Day 2", "Ivo was found dead in the cellar.")),
        (70, "<p>Wren was lynched. It is now Night 2. Ann died in the morning fog.</p>"),
        (71, "<p>No one died.</p>"),
    ]  # fmt: skip
    assert starts(posts) == [(2, 43), (3, 71)]


def test_the_new_days_majority_opens_it_and_a_found_replacement_does_not():
    posts = [
        (40, "<p>Juno, Vanilla Townie lynched day one.</p><p>Send night actions by Friday.</p>"),
        (41, "<p>Bo replaces Cy!</p>"),
        (42, "<p>With nine alive, it takes five to lynch. Deadline in three weeks.</p>"),
        (70, "<p>Ivo, Cop, lynched day two.</p>"),
        (71, "<p>Night 2 ends once a replacement is found.</p>"),
        (72, "<p>With 7 alive it takes 4 lynch!</p>"),
    ]
    assert starts(posts) == [(2, 42), (3, 72)]


def test_a_count_numbered_by_the_running_day_undoes_a_misread_end():
    posts = [
        (10, "<p>Vote Count 3.0<br>Juno (1) - Ivo</p>"),
        (20, "<p>Recap: people were lynched, people were killed, nobody learned anything.</p>"),
        (30, "<p>Vote Count 3.5<br>Juno (2) - Ivo, Wren</p>"),
        (40, "<p>Vote Count 4.0<br>Ivo (0)</p>"),
    ]
    assert [(d.day, d.post) for d in day_starts(posts, 1, first_day=3)] == [(4, 40)]


def test_a_lynch_achieved_or_a_player_voted_out_ends_the_day():
    posts = [
        (
            40,
            "<p>Official Vote Count 1.4</p><p>Ivo - Juno, Wren</p><p>Lynch has been achieved.</p>",
        ),
        (41, "<p>Good morning, campers. Bo was found in the lake.</p>"),
        (70, "<p>Wren has been voted out of the village.</p>"),
        (71, "<p>Good morning, everyone.</p>"),
        (90, "<p>Official Vote Count 4.0</p><p>Juno - none</p>"),
    ]
    assert starts(posts) == [(2, 41), (3, 71), (4, 90)]


def test_the_days_last_count_after_a_post_that_ended_it_does_not_undo_the_end():
    # the host says the lynch is reached, then posts the day's count saying so again:
    # the next post's morning opens Day 2
    posts = [
        (40, "<p>Ivo is at L-1. Lynch achieved.</p>"),
        (
            41,
            "<p>Official Vote Count 1.6</p><p>Ivo - Juno, Wren</p><p>Lynch has been achieved.</p>",
        ),
        (45, "<p>Good morning, campers. Bo was found in the lake.</p>"),
    ]
    assert starts(posts) == [(2, 45)]


def test_a_death_of_the_night_after_the_running_day_opens_the_next_day():
    # the host never said Day 1 ended; his next post tells a death of Night 1
    posts = [
        (30, "<p>Ivo is a Vanilla Townie, the scene comes later.</p>"),
        (
            31,
            "<p>Sorry for the delay.<br>Bo &#8212; Town Cop &#8212; was killed Night 1.<br>"
            "Vote Count<br>Not voting: Juno, Wren<br>With 3 alive it takes 2 to lynch.</p>",
        ),
        # a recap of that death during Day 2 opens no Day 3
        (40, "<p>Reminder: Bo was killed Night 1. Vote Count 2.3</p>"),
    ]
    assert starts(posts) == [(2, 31)]


def test_a_rule_about_reaching_majority_ends_no_day():
    posts = [(40, "<p>If majority is reached the day ends.</p>"), (41, "<p>Good morning.</p>")]
    assert starts(posts) == []


def test_a_nights_heading_or_a_lynch_told_to_the_players_ends_the_day():
    posts = [
        (40, "<p>At last the crowd chose. So you lynched him. He did not resist.</p>"),
        (45, "<p>Morning came and a body lay in the square.</p>"),  # Day 2's first post
        (80, "<p>Night 2!  Ends at the end of Friday.</p>"),
        (81, "<p>The night was quiet, but one more was dead by dawn.</p>"),
    ]
    assert starts(posts) == [(2, 45), (3, 81)]


def test_abbreviated_day_and_night_names_end_and_start_days():
    posts = [
        (40, "<p>Ivo (Vanilla Town) was lynched.</p><p>N1 begins now.</p>"),
        (45, "<p>Wren was found dead.</p><p>VOTE COUNT 2.00</p>"),
        (80, "<p>D2 has ended. No lynch occurred.</p><p>N2 begins now.</p>"),
        (85, "<p>N2 has ended.</p><p>Juno was found dead.</p><p>D3 begins now.</p>"),
        (90, "<p>VOTE COUNT 3.01</p>"),
    ]
    assert starts(posts) == [(2, 45), (3, 85)]


def test_a_day_announced_for_later_starts_when_the_host_says_it_is_now():
    posts = [
        (
            40,
            "<p>Ivo, Vanilla Townie, was lynched Day 1!<br>It is now Night 1."
            " Day 2 begins Sunday, May 3, at 4:30 PM!</p>",
        ),  # fmt: skip
        (44, "<p>Juno was found shot.<br>It is now day 2! It takes 5 to lynch.</p>"),
        (70, "<p>Night 2 has begun.<br>Day 3 starts in 48 hours.</p>"),
        (72, "<p>Day 3 begins at once: nobody died.</p>"),
    ]
    assert starts(posts) == [(2, 44), (3, 72)]


def test_long_runs_of_brackets_and_spaces_end_no_day_and_a_lynch_after_them_does():
    # fuzzed: a line of 10,000 closing brackets and spaces, "no lynch" and long spaces
    brackets = ") ]" * 3_500 + " x"
    assert starts([(5, f"<p>{brackets}</p>"), (6, "<p>Vote count</p>")]) == []
    assert starts([(5, f"<p>{brackets} (Ivo) LYNCHED</p>"), (6, "<p>Vote count</p>")]) == [(2, 6)]
    assert starts(
        [(5, "<p>no lynch" + " " * 10_000 + "reached</p>"), (6, "<p>Vote count</p>")]
    ) == [(2, 6)]
