"""`votecount init` picks the game system from the opening post's wording (each system's
``opening_words``): the event game, Shape-shifters and Blood on the Forums; a classic
Mafia opening post stays ``mafia``. Invented opening posts."""

from __future__ import annotations

from tests.cli_run import cli as run
from tests.sync.dump import URL, thread
from votecount.parser.host.opening import system_of
from votecount.sync.starter import guess_system
from votecount.tally.registry import systems

EVENTS = (
    "<p>Welcome to the Gala! There are no days or nights: there are Open Events and "
    "Closed Events.</p><p><b>EVENT 1 - MUSICAL CHAIRS // OPEN EVENT</b><br>Everyone votes."
    "</p><p>Scum may sabotage two events.</p><p>EVENT 10 - LAST CALL // OPEN EVENT</p>"
)
SHIFTERS = (
    "<p>Point in red at the player you want hanged.</p><div class='spoiler'>"
    "<p>The Shape-shifters send a night kill to the Narrator. The Seer may scry a target "
    "every night.</p></div>"
)
BOTF = (
    "<p>Blood on the Forums: Trouble Brewing. The Storyteller runs the Grimoire.</p>"
    "<p>Townsfolk and Outsiders win when the Demon dies.</p>"
)
MAFIA = (
    "<p>Welcome to Mini 42!</p><p>1. ann<br>2. bob<br>3. cyd</p>"
    "<p>Vote in bold. With 3 alive, it takes 2 to lynch. Good luck to the town!</p>"
)


def test_each_systems_opening_post_names_it():
    assert guess_system(False, EVENTS) == "events"
    assert guess_system(False, SHIFTERS) == "shapeshifters"
    assert guess_system(False, BOTF) == "botf"
    assert guess_system(False, MAFIA) == "mafia"
    assert guess_system(True, MAFIA) == "botf"  # seated sign-ups, as before


def test_one_phrase_is_no_guess_and_a_tie_is_none():
    words = [(s.name, s.opening_words) for s in systems() if s.opening_words]
    assert system_of("<p>The demon barber is a town role.</p>", words) is None
    assert system_of("<p>a b</p>", [("x", ("a", "b")), ("y", ("a", "b"))]) is None


def test_init_writes_the_event_games_ruleset(tmp_path):
    source = thread(tmp_path, [
        ("Host", EVENTS + "<p>@ann @bob @cyd @dan</p>"),
        ("Host", "<p>Event 1 has begun.</p>"),
        ("ann", "<p><b>vote: bob</b></p>"),
    ])  # fmt: skip
    out = run(tmp_path, "init", URL, "--from", str(source))
    assert "ruleset events" in out
    assert 'ruleset = "events"' in (tmp_path / "game.toml").read_text()
