"""The words of a host's player list (``parser.host.roster``): the line's lead (number, bullet),
the words that say who played a slot first ("replaced by", "replacing"), legends, hydras,
asides, and the heading, role and phase words that are never a player's name."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from votecount.parser.host.inline_lists import SEPARATOR

# a mark before a name: a dagger, a symbol or emoji, a flag (regional letters, joined emoji)
MARKS = r"\u2020\u2021\u2600-\u27bf\U0001f1e6-\U0001f1ff\U0001f300-\U0001faff\ufe0f\u200d"
# a Roman number in capitals, up to XXIX: "IV", "XI"
ROMAN = r"(?=[IVX])(?-i:X{0,2}(?:IX|IV|V?I{0,3}))"
# a line's number (Arabic or Roman) or bullet, "Player 3:" / "Slot 3:" too, after a list's number ("1. Seat
# 1: Ivo")
LEAD = re.compile(
    r"^[\s\u2022\u2023\u00b7*>~+#-]*(?:\d{1,2}[.)]\s*(?=(?:player|slot|seat)\s?#?\d))?"
    r"(?:(?:player|slot|seat)\s?#?(?=\d))?"
    r"(?:[(\[]?\d{1,2}[.):\]]?\s*"
    # or a Roman number in capitals, then a dot or bracket and a space: "IV. Wren"
    rf"|{ROMAN}[.)]\s+)?[\s\u2022\u00b7*>~+|-]*"
    # a status in brackets or a mark before the name: "[DEAD] Juno", "\U0001f480 Juno"
    r"(?:\[(?:dead|alive|lynched|killed|modkilled|replaced|out)\]\s*)?"
    rf"[{MARKS}\s]*",
    re.I,
)
LATER_FIRST = re.compile(
    r"\b(?:replacing|replaces|in\s+for|subbing\s+for|subbed\s+for|sub\s+for)\b|\brepl?\.|<(?!\d)|←",  # not "<3"
    re.I,
)
LEGEND = re.compile(r"\b(?:denotes|indicates|means)\b", re.I)
HYDRA = re.compile(r"\(\s*(?:an?\s+)?(?:hydra|shared|co-?played|played\s+jointly)\b[^)]*\)", re.I)
# an arrow stands between spaces as often as not: no word boundary before it
# "Ivo (sub: Kestrel)", "Ivo (replacement: Kestrel)": the newcomer named after a label;
# "Ivo > Kestrel", "Ivo >> Kestrel", "Ivo » Kestrel", "Ivo / Kestrel" (a slash between
# two names, not "1/2"): the slot's players in the order they played it
EARLIER_FIRST = re.compile(
    r"\b(?:replaced\s+(?:by|with)|subbed\s+(?:out\s+)?(?:by|for)|swapped\s+(?:out\s+)?for)\b|->|→|=>|⇒|»|\b(?:sub|substitute|replacement)\s*:"
    r"|(?<=\w)\s?>>?\s?(?=\w)|(?<=\w)\s?/\s?(?=[^\W\d_])",
    re.I,
)
# words of a list's heading or a role, never a player's name written alone
# a player table's header cells ("Slot | Player | Status"): no slot
TABLE_HEADINGS = frozenset(
    ["#", "", "slot", "seat", "no.", "status", "name", "names", "notes", "flip", "pronouns",
     "fate", "role", "alignment", "replacements", "character",
     "replacement", "replaced by", "timezone", "time zone"]
)  # fmt: skip
NOT_NAMES = frozenset(
    [
        "alive",
        "dead",
        "living",
        "players",
        "player",
        "playerlist",
        # a seat list's heading: "Seats", "Slots"
        "seats",
        "slots",
        "npc",
        "list",
        "spoiler",
        "mafia",
        "town",
        "townie",
        "vanilla",
        "goon",
        "survivors",
        "killed",
        "lynched",
        "day",
        "night",
        "event",
        "the",
        "role",
        "roles",
        "no",
        "lynch",
        "replaced",
        "replaces",
        "replacing",
        "replace",
        "replacement",
        "replacements",
        # a sign-up's mark: "Ivo /in", "Ivo / out"
        "in",
        "out",
    ]
)
# a role or a fate written after a struck name ("~~Juno~~ Doctor"), never a newcomer
ROLE_WORDS = frozenset(
    [
        "cop",
        "doctor",
        "doc",
        "vigilante",
        "vig",
        "roleblocker",
        "godfather",
        "tracker",
        "watcher",
        "mason",
        "jester",
        "survivor",
        "serial",
        "killer",
        "sk",
        "jailkeeper",
        "bodyguard",
        "neighbor",
        "neighbour",
        "innocent",
        "child",
        "vt",
        "scum",
        "wolf",
        "wolves",
        "werewolf",
        "villager",
        "seer",
        "modkilled",
        "modkill",
        "flipped",
        "died",
        "eliminated",
        "executed",
        "replacement",
        "sub",
        "subbed",
    ]
)
PHASE_TAG = re.compile(r"^\(?[dn]\d+\)?$|^(?:d|n|day|night)\d+$")
# a list's heading that says its names do not play
ASIDE = re.compile(
    r"\b(?:spectat\w*|backups?|back-ups?|reserves?|standbys?|substitutes?|alternates|"
    r"wait-?list(?:ed)?|waiting\s+list|"
    r"replacements?\s+list|hanging\s+out|not\s+playing|observers?)\b",
    re.I,
)
NPC = re.compile(r"\bNPC\b")
# a player's real name, then the login: "Ivo (aka IvoTheBold)", "Ivo a.k.a. @ivo_b"
AKA = r"[(\[]?\s*(?:aka|a\.k\.a\.?|also known as)\s*:?\s*@?"
AKA_LINE = re.compile(rf"^@?[\w.\-]+(?: [\w.\-]+)?\s*{AKA}([\w][\w.\-]*)[)\]]?\s*$", re.I)
SPOILER = re.compile(r"spoiler\s*:?\s*", re.I)
# words of a replacement chain, not of prose: "Wake88 (replaced JKLM Day 4 who replaced ...)"
CHAIN_WORDS = frozenset(["who", "replaced", "replacing", "day", "night", "on", "in", "d", "n"])
PROSE_WORDS = 14  # a list line names a player and a few words about them, not a paragraph
# a strike written in BBCode the forum left as text ("[s]Ivo[/s] Marlow"): struck as <s>
RAW_STRIKE = re.compile(r"\[(s|strike|del)\](.+?)\[/\1\]", re.I | re.S)
# a note in round brackets after a line's words ("Players (waitlist below)", "Kes (off the
# waitlist)"): what the line says of itself, not its subject
_NOTE = re.compile(r"\s*\([^()]*\)")
# a sentence pointing at the names under it: "The backups, in order, are listed below."
_POINTS_DOWN = re.compile(r"\b(?:below|following|these|here)\b|:$", re.I)


def aside_heading(text: str) -> bool:
    """Is a line the heading of a list whose names do not play (``ASIDE``: "Waiting list",
    "Backups (2):", "[Backup]", "The backups are listed below."), not a sentence saying
    the waiting list in passing ("Sign-ups are closed, the waitlist is open.": three words
    or more ending in a stop, or more than six words, pointing at no names under it; "We
    have two backups." over names still heads them) nor a note in brackets ("Signed up
    (5/5, waitlist open):", "Kes (off the waitlist)")?"""
    bare = _NOTE.sub("", text).strip() or text.strip()
    words = bare.split()
    said = len(words) > 6 or (len(words) > 2 and bare.endswith((".", "!", "?")))
    if said and _POINTS_DOWN.search(bare) is None:  # only a waiting list is said in passing
        bare = re.sub(rf"\b(?:{WAIT_WORD}|wait-?listed)\b", "", bare, flags=re.I)
    return ASIDE.search(bare) is not None


# a note after the role in its brackets: "Aster (host, not playing)", the line one of the
# list's and none of its slots
_NO_SLOT = r"[,;]\s*(?:not\s+playing|non-?playing|no\s+slot)\s*[)\]]"
NO_SLOT_NOTE = re.compile(_NO_SLOT, re.I)
# a line naming one who runs or watches the game, not a player: "7. Wren (backup host)",
# "Lark - co-mod", "Thistle (spectator)", "Aster (host, not playing)"
NOT_PLAYING = re.compile(
    r"(?:[(\[]\s*|[-\u2013\u2014:]\s*)(?:(?:co-?|backup\s+|back-up\s+)?(?:host|mod|moderator)"
    rf"|spectat(?:or|ing)|observer|backup|reserve)\s*(?:[)\]]|$|{_NO_SLOT})",
    re.I,
)
# a sentence's first word, never a name written alone: a line of prose right after a list
# ("Thanks everyone, role PMs soon.") is no slot of a player who never posted
PROSE_OPENERS = frozenset(
    ["thanks", "thank", "good", "please", "welcome", "remember", "note", "enjoy", "have",
     "let", "hope", "if", "and", "we", "you", "this", "that", "there", "it", "i", "all",
     "everyone", "signups", "sign-ups", "roles", "pms", "day", "night", "game"]
)  # fmt: skip
# a list's state written alone, no name: "Full!" under the list, "Full, role PMs soon",
# "Waitlist: closed" (not "Full Moon", "Fuller")
LIST_STATES = frozenset(["full", "closed", "empty", "filled", "unlimited"])

# the replaced one a list line names in words: "Kestrel (replacing Ivo Lee)", "replaced by @X"
# ... not the reason the player left: "replaced by request", "replaced due to RL"
REPLACED_NAME = re.compile(
    r"(?:\b(?:replaced|replacing|replaces|in\s+for)\s+"
    r"(?!(?:(?:by|with)\s+)?(?:request|own|due|for|on|at|because|per|upon|after|following)\b)"
    r"(?:(?:by|with)\s+)?|\brepl?\.\s*)@?([\w][\w.\-]*"
    r"(?: (?!(?:day|night|on|in|at|who|and|after|before|pre-?game|[dn]\d+)\b)[\w.\-]+){0,2})",
    re.I,
)
# a player list's heading: "Players:", "<b>Player List</b>", "Living players (6):",
# "Confirmed players", "Signed up (6/6):"; a seat list's heading alone: "Seats", "Slots
# (5/6):" (not "Open slots:", "Two seats left")
PLAYERS_HEADING = re.compile(
    # after a section's number: "II. Players", "3) Player List"
    rf"^\W*(?:(?:{ROMAN}|\d{{1,2}})[.)]\s+)?(?:[\w']+\s+){{0,2}}?"
    r"(?:players?(?:\s*list)?|playerlist|participants|contestants|roster|signed\s+up"
    r"|sign-?ups)\b[^.!?:]{0,30}:?\W*$"
    r"|^\W*(?:seats|slots)\s*(?:\(\s*\d+(?:\s*/\s*\d+)?\s*\))?\s*:?\W*$",
    re.I,
)
# a line that goes on the slot above it: "   replaced by Saffron", "(sub: Saffron)",
# "-> Saffron" under "2. Ivo"
CONTINUES = re.compile(
    r"^(?:[\s\u2022\u2023*]|-(?!>))*[(\[]?\s*(?:replaced\s+(?:by|with)|subbed\s+(?:out\s+)?(?:by|for)"
    r"|sub(?:stitute)?\s*:|replacement\s*:|->|\u2192|=>|\u21d2|\u00bb)\s*@?"
    r"([\w\[\]][\w.\-\[\]=]*(?: (?!(?:on|in|at|day|night|[dn]\d+)\b)[\w.\-\[\]=]+){0,2})",
    re.I,
)
_SEAT_WORDS = frozenset(["player", "slot", "seat", "one", "two", "three", "four", "five", "six",
                         "seven", "eight", "nine", "ten", "eleven", "twelve"])  # fmt: skip
_ROLE_LABEL = re.compile(r"^\s*([\w'][\w' -]{0,40}?)\s*[:\-\u2013\u2014]\s*$")


def role_label(text: str) -> bool:
    """Is ``text`` (what stands before a list line's name) a role or a seat in words and a
    colon or dash: "Vanilla Townie: ", "Town Cop - ", "Player Two: "?"""
    m = _ROLE_LABEL.match(text)
    if m is None:
        return False
    words = m.group(1).casefold().replace("-", " ").split()
    # a role or a seat is said ("Town", "Cop", "Two"), not a list's label only ("Dead:",
    # "Players:", "No Lynch -": the names after it are no slot's chain)
    return all(w in ROLE_WORDS or w in NOT_NAMES or w in _SEAT_WORDS for w in words) and any(
        w in ROLE_WORDS or w in _TEAM_WORDS or w in _SEAT_WORDS - {"player", "slot", "seat"}
        for w in words
    )


_TEAM_WORDS = frozenset(["town", "townie", "vanilla", "mafia", "goon"])


# the names waiting for a seat: "Waitlist: Tansy", "Waiting list" over names
WAIT_WORD = r"(?:wait-?lists?|waiting\s+lists?)"
# the host calling a sign-up the backup in prose: "Kes, you are our backup", "Kes is the
# reserve", "Backup: Kes", "our backups are Kes and Rook" (not "the backup host")
BACKUP_WORD = (
    r"(?:backups?|back-ups?|reserves?|standbys?|subs|substitutes?"
    rf"|{WAIT_WORD}"
    # "alternate" a noun ("Kes is an alternate", "alternates in case ..."), not an adjective
    # before its noun ("an alternate win condition", "the alternate cop")
    r"|alternates?(?!\s+(?!(?:for|in|if|and|or|to|this|the|who|until|should|will|are|is)\b)"
    r"[^\W\d_]))"
    r"(?!\s*(?:host|mod|account))"
)


# "Our backups are Kes and Rook", "The waitlist is Tansy, then Bramble": the names right
# after the verb, others before (not "The waitlist is full, sorry Tansy", "... is empty
# unless Tansy ...", "... will be handled by Tansy")
_NAMED_AS = (
    r"\s+(?:is|are|will\s+be)\b"
    r"(?:[\s,:&]|\b(?:and|then|in\s+order)\b|(?-i:[A-Z@][\w.\-]*+)){0,40}?\b"
)


def called_backups(text: str, names: Sequence[str]) -> list[str]:
    """The ``names`` a host's text calls backups ("Kes, you are our backup", "Backup:
    Kes", "Kes and Rook are the reserves"), in the order given."""
    out = []
    for name in names:
        n = re.escape(name)
        after = rf"\b{n}\b[^.!?\n]{{0,40}}?\b(?:is|are|will\s+be|as)\s+(?:our|the|a|an)?\s*(?:first\s+)?{BACKUP_WORD}\b"
        before = rf"(?<!\bno )\b{BACKUP_WORD}\s*(?:[:-]\s*[^.!?\n]{{0,60}}?|{_NAMED_AS}){n}\b"
        if re.search(f"{after}|{before}", text, re.I):
            out.append(name)
    return out


# a line of its own naming the backups: "Backups: Rook, Tansy", "Backup (1): Rook",
# "Reserves - Rook and Tansy" (not "Backups: none", "Backups: PM me to be one")
_BACKUPS_LINE = re.compile(
    rf"^\W*{BACKUP_WORD}\s*(?:\(\s*\d+\s*\))?\s*[:\-\u2013\u2014]\s*(.+)$", re.I
)
_NO_BACKUP = frozenset(["none", "tbd", "tba", "none yet", "needed", "wanted", "open", "n/a",
                        "anyone", "welcome", "pending", "none so far"]) | LIST_STATES  # fmt: skip
# a word of a backup line's part that tells it is no name ("PM me", "still needed", "see
# below", "TBA later", "Day 1", a sign-off under the list: "Enjoy", "GLHF"): no backup
_NOT_BACKUP_WORDS = frozenset(["me", "pm", "ask", "see", "below", "above", "still", "not",
                               "no", "nobody", "none", "needed", "wanted", "later", "soon",
                               "yes", "tbd", "tba", "day", "night", "welcome", "if", "to",
                               "be", "interested", "thread", "rules", "good", "luck", "mod",
                               "deadline", "vote", "count", "have", "fun", "enjoy", "thanks",
                               "thank", "thx", "cheers", "glhf", "gl", "hf"])  # fmt: skip
# a word written alone that names no player (a sign-off under a list, a backup line's
# filler, a sentence's opener): "Ivo, Juno, Lark, Thanks" is no slot "Thanks"
LONE_WORDS = _NO_BACKUP | _NOT_BACKUP_WORDS | PROSE_OPENERS
# a greeting or a word to the players written alone after a line of names ("Ivo, Juno,
# Lark, Congratulations", "..., Guys", "..., Etc", "..., Sorry", "..., Team"), or the
# names' status ("..., Confirmed"): no name there (amid the names, a login:
# slot_line._comma_parts)
SALUTATIONS = frozenset(["congratulations", "congrats", "hello", "hey", "greetings", "goodluck",
                         "gg", "guys", "folks", "others", "etc", "everybody", "sorry", "team",
                         "confirmed", "unconfirmed",
                         # greetings, and the players called as a group ("Hi, Juno, Lark",
                         # "Friends, Juno, Lark")
                         "hi", "hiya", "heya", "howdy", "yo", "ahoy", "dear", "morning",
                         "evening", "friends", "people", "ladies", "gentlemen", "gents",
                         "lads", "peeps", "comrades", "citizens", "yall"])  # fmt: skip
_BACKUPS_HEADING = re.compile(rf"^\W*{BACKUP_WORD}\s*(?:\(\s*\d+\s*\))?\s*:?\s*$", re.I)
_BRACKETED = re.compile(r"\s*\([^()]*\)")
_BACKUP_SHAPE = re.compile(r"^@?[\w][\w.\-]*(?: [\w][\w.\-]*)?$")


def backups_listed(lines: Sequence[str], known: Collection[str] = ()) -> list[str]:
    """The backups a host post names: on a line of their own ("Backups: Rook, Tansy") or
    one a line under a "Backups" heading ("1. Rook", "2. Tansy"), to the first line that
    is no name alone (unnumbered, a name's shape: "Have fun" ends them; a poster's
    login, casefolded in ``known``, is a name: "little wren")."""
    out: list[str] = []
    under, marked = False, None  # the lines under a heading alike: each numbered, or none
    for line in lines:
        text = line.strip()
        if _BACKUPS_HEADING.match(text):
            under, marked = True, None
            continue
        lead = LEAD.match(text)
        mark = lead is not None and bool(lead[0].strip())
        name = _BRACKETED.sub("", text[lead.end() if lead else 0 :]).strip() if under else ""
        if (
            under
            and marked in (None, mark)
            and _backup_name(name)
            and (mark or _named(name) or name.casefold().lstrip("@") in known)
        ):
            out.append(name.lstrip("@"))
            marked = mark
            continue
        under = False
        out += backups_named(text)
    return out


def _named(part: str) -> bool:
    """Is an unnumbered line under a "Backups" heading a name's shape: one word, or two
    with the second not a word in lower case ("Wren Yamazaki"; not "Have fun")?"""
    words = part.split()
    return len(words) == 1 or not words[-1].isalpha() or not words[-1].islower()


def backups_named(line: str) -> list[str]:
    """The names a line of its own gives the backups ("Backups: Rook, Tansy"), each one
    or two words; none when any part is no name ("Backups: none", "PM me to be one")."""
    m = _BACKUPS_LINE.match(line.strip())
    if m is None:
        return []
    text = _BRACKETED.sub("", m.group(1))  # "Rook (confirmed)": the note is no name
    parts = [x.strip(" .!") for x in SEPARATOR.split(text) if x.strip(" .!")]
    good = all(_backup_name(x) for x in parts)
    return [x.lstrip("@") for x in parts] if good and len(parts) <= 6 else []


def _backup_name(part: str) -> bool:
    """Is ``part`` of a backup line a name: one or two words, no number alone, no word
    that says there is none ("none yet", "PM me", "see below")?"""
    words = part.casefold().lstrip("@").split()
    return (
        _BACKUP_SHAPE.match(part) is not None
        and part.casefold() not in _NO_BACKUP | NOT_NAMES
        and not any(w.isdigit() for w in words)  # "3", "2 spots"
        and not any(w in _NOT_BACKUP_WORDS for w in words)
    )


# a game begun again with a new player list: "Game restarted, new list:", "We are
# restarting with these players" (the lists before it are no game's players); not a
# restart denied or only spoken of ("no restart needed", "not restarting", "I will
# restart if ..."), nor a day's or a clock's ("Day 1 restarted", "restarting the clock")
_RESTARTED = re.compile(r"\bre-?start(?:ed|ing)\b", re.I)
_NOT_RESTARTED = re.compile(r"\b(?:no|not|never|without)\b|n['\u2019]t\b", re.I)
_PHASE_RESTARTED = re.compile(
    r"\b(?:day|night|phase|clock|timer|deadline|count|votes?|voting)\b", re.I
)
_CLAUSE_END = re.compile(r"[,;:.!?()\n]")


def restarted(text: str) -> bool:
    """Does a host post holding a player list say the game starts again?"""
    for m in _RESTARTED.finditer(text):
        before = " ".join(_CLAUSE_END.split(text[: m.start()])[-1].split()[-3:])
        after = " ".join(_CLAUSE_END.split(text[m.end() :])[0].split()[:2])
        if not (
            _NOT_RESTARTED.search(before)
            or _PHASE_RESTARTED.search(before)
            or _PHASE_RESTARTED.match(after.removeprefix("the "))
        ):
            return True
    return False
