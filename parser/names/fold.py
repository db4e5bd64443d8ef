"""Folding written names to comparison keys: case, whitespace, punctuation, diacritics,
zero-width characters and Unicode confusables (Cyrillic/Greek lookalikes, fullwidth).

``fold("Wile E. Coyote") == fold("wile e coyote") == "wileecoyote"`` and
``fold("Аlice")`` (Cyrillic A) ``== "alice"``. Two players whose names fold to the same
key can never be told apart by typing, so the resolver reports them as ambiguous.
Other letters of other scripts are kept (``fold("山田") == "山田"``), so a name written in
another script never folds to its Latin-looking letters alone.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_CONFUSABLES = {
    # Cyrillic lowercase / uppercase lookalikes of Latin letters
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o",
    "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ї": "i",
    "ј": "j", "ԁ": "d", "ӏ": "l", "ԛ": "q", "ԝ": "w", "ү": "y", "һ": "h", "ɡ": "g",
    # Greek lookalikes (after casefold)
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o",
    "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ζ": "z", "μ": "u", "ϲ": "c", "ω": "w",
    # other lookalikes and typographic variants
    "ı": "i", "ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe",
    "ℓ": "l", "ǀ": "l", "ɩ": "i",
}  # fmt: skip
_TABLE = str.maketrans(_CONFUSABLES)
_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e"), None)
# what is left of a name is its letters and digits, of any script: "山田" is "山田" and
# "Дмитрий" is not "mtp" (its Latin-looking letters alone), so a vote of Latin letters
# never reads as a name written in another script
_NON_ALNUM = re.compile(r"[\W_]+")
# str.translate looks every character up in a dict: on 30,000 characters of non-ASCII
# text that is slow, so the same mappings run as regular expressions that stop only at
# the characters they change
_CONFUSABLE = re.compile("[" + "".join(_CONFUSABLES) + "]")
_INVISIBLE = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e]")


def _lookalikes(t: str) -> str:
    return t if t.isascii() else _CONFUSABLE.sub(lambda m: _CONFUSABLES[m.group()], t)


_SPACES = re.compile(r"\s+")
_OTHER = re.compile(r"[^\x00-\x7f]")
# a Latin letter with a stroke, hook or tail ("ƀ"), a small capital ("ᴊ", "ꜱ") or a letter
# in a black square or circle ("🅹", "🅙"): the letters "fancy text" writers use
_LATIN_WITH = re.compile(
    r"LATIN (?:SMALL|CAPITAL) LETTER ([A-Z]) WITH |LATIN LETTER SMALL CAPITAL ([A-Z])$"
    r"|NEGATIVE (?:SQUARED|CIRCLED) LATIN CAPITAL LETTER ([A-Z])$"
)


@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """The comparison key of a name: its letters and digits, lowercase, accents left off
    and lookalike letters read as Latin ones (other letters, "山" or "д", are kept)."""
    plain = text if text.isascii() else _INVISIBLE.sub("", text)
    t = _lookalikes(unicodedata.normalize("NFKC", plain).casefold())
    if not t.isascii():  # ASCII has no accents to strip
        t = _without_marks(unicodedata.normalize("NFD", t))
        t = _lookalikes(t)
        if not t.isascii():
            t = _OTHER.sub(lambda m: _latin_base(m.group()), t)
    return _NON_ALNUM.sub("", t)


@lru_cache(maxsize=1024)
def _latin_base(c: str) -> str:
    """A Latin letter with a stroke, hook or tail that has no accent to strip ("ɀ", "ħ",
    "ƀ"), a small capital ("ᴊ") or a letter in a black square or circle ("🅹"): its base
    letter; any other character as it is."""
    named = _LATIN_WITH.match(unicodedata.name(c, ""))
    return next(g for g in named.groups() if g).lower() if named else c


def _without_marks(t: str) -> str:
    """``t`` without combining marks; each distinct character is looked at once."""
    marks = "".join(c for c in set(t) if unicodedata.combining(c))
    return re.sub(f"[{re.escape(marks)}]", "", t) if marks else t


_SPELLING_MARKS = frozenset("'-._`")  # marks a name is spelt with or without by habit
# markup a writer puts round or after any word: emphasis, a footnote ("vote Juno*"), a strike
_MARKUP_MARKS = frozenset("*~")


def symbols(text: str) -> str:
    """The symbols of ``text`` that are no letter (emoji, "☀", "♥") and its marks that
    spell no word ("!", "?", "#"), in order: what tells "Ivo 🌙" from "Ivo ☀️" and "Ivo!"
    from Ivo, which fold alike (a mark typed is the name's that has it; one left out says
    nothing, a writer drops marks). An apostrophe, a hyphen, a stop or an underscore is
    no such mark: a writer spells a name with them or without by habit ("O'Brien" for
    OBrien, "Mr. Juno" for MrJuno); nor is markup ("*", "~"): "vote Juno*" with a
    footnote, or emphasis left unrendered, says nothing of Juno*."""
    return "".join(
        c
        for c in text
        if (not c.isascii() and unicodedata.category(c) == "So")
        or (
            c.isascii()
            and not c.isalnum()
            and not c.isspace()
            and c not in _SPELLING_MARKS | _MARKUP_MARKS
        )
    )


def letters(text: str) -> str:
    """The letters and digits of ``text`` as a reader sees them, lowercase and composed
    (NFKC: a decomposed "Zoë" or fullwidth letters read as the plain ones), its accents
    and letters with a stroke kept, a Cyrillic or Greek letter that looks Latin read as
    Latin: what tells Zoë from Zoe, or Bjørn from Bjorn, which fold alike; not a Cyrillic
    "Ivо" from Ivo (a host sees the same name), nor a Cyrillic "Zoё" from Zoë (its "ё"
    looks like "ë", not "e")."""
    plain = text if text.isascii() else _INVISIBLE.sub("", text)
    t = unicodedata.normalize("NFKC", plain).lower()
    if not t.isascii():
        t = _SCRIPT_LOOKALIKE.sub(lambda m: _SEEN_AS[m.group()], t)
    return _NON_ALNUM.sub("", t)


# the lookalikes of Latin letters in other scripts (Cyrillic "о", Greek "ο"): no reader
# sees them apart from the Latin ones
_SCRIPT_LOOKALIKE = re.compile(
    "["
    + "".join(c for c in _CONFUSABLES if unicodedata.name(c).startswith(("CYRILLIC", "GREEK")))
    + "]"
)
# the Latin letter each looks like, marks and all: Cyrillic "ё", "ї" look like "ë", "ï"
_SEEN_AS = {**_CONFUSABLES, "\u0451": "\u00eb", "\u0457": "\u00ef"}


def symbol_readings(text: str) -> tuple[str, ...]:
    """The symbols of ``text`` to tell names folding alike apart, as ``symbols`` reads
    them, then without its ASCII marks, the emoji alone: "Ivo🌙!" is Ivo 🌙 with the
    sentence's "!" after it when no name has both (each reading once; none when empty)."""
    said = symbols(text)
    return tuple(m for m in dict.fromkeys((said, "".join(c for c in said if not c.isascii()))) if m)


def tidy(text: str) -> str:
    """Whitespace and zero-width characters collapsed (for display and exact matches)."""
    return _SPACES.sub(" ", text.translate(_ZERO_WIDTH)).strip()


# letters a writer without them types as two ("Djordje" for Đorđe, "Bjoern" for Bjørn,
# "Thora" for Þóra, "Mueller" for Müller): a name's other spelling, beside its folded one
_TRANSLITERATIONS = {
    "đ": "dj", "ø": "oe", "þ": "th", "ð": "d", "ä": "ae", "ö": "oe", "ü": "ue", "å": "aa",
}  # fmt: skip
_TRANSLITERATED = re.compile("[" + "".join(_TRANSLITERATIONS) + "]")
# Cyrillic and Greek letters as a writer without them types them in Latin letters
# ("Dmitriy" for Дмитрий, "Eleni" for Ελένη; the common romanisations, one spelling a
# letter: the others are typos or sound alike, read by the typo and sound steps)
_ROMANISED = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh",
    "з": "z", "и": "i", "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o",
    "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts",
    "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu",
    "я": "ya", "і": "i", "ї": "yi", "є": "ye", "ґ": "g",
    "α": "a", "β": "v", "γ": "g", "δ": "d", "ε": "e", "ζ": "z", "η": "i", "θ": "th",
    "ι": "i", "κ": "k", "λ": "l", "μ": "m", "ν": "n", "ξ": "x", "ο": "o", "π": "p",
    "ρ": "r", "σ": "s", "ς": "s", "τ": "t", "υ": "y", "φ": "f", "χ": "ch", "ψ": "ps",
    "ω": "o",
}  # fmt: skip
_ROMANISE = re.compile("[" + "".join(_ROMANISED) + "]")


_LETTER_RUN = re.compile(r"[^\W\d_]+")


def _is_latin(word: str) -> bool:
    """``word`` has a Latin letter in it."""
    return any(unicodedata.name(c, "").startswith("LATIN") for c in word)


def transliterated(name: str) -> str:
    """``name`` with the letters of ``_TRANSLITERATIONS`` written as their two Latin
    letters ("Đorđe" -> "djordje", "Þóra" -> "thóra"), and a name written in Cyrillic or
    Greek letters romanised ("Дмитрий" -> "dmitriy", "Ελένη" -> "eleni"; never a word
    mixing them with Latin ones, "Раul"), to be folded as a second key; a name without
    them as it is (casefolded)."""
    said = unicodedata.normalize("NFC", name).casefold()
    mixed = any(_ROMANISE.search(w) and _is_latin(w) for w in _LETTER_RUN.findall(said))
    said = _TRANSLITERATED.sub(lambda m: _TRANSLITERATIONS[m.group()], said)
    if mixed or not _ROMANISE.search(said):
        # a word of Latin letters with a Cyrillic or Greek one among them ("Раul", its
        # "Р" looking "P") is spelt by their looks, never by their sounds ("Raul")
        return said
    said = _ROMANISE.sub(lambda m: _ROMANISED[m.group()], said)  # "й" before its breve
    bare = unicodedata.normalize("NFD", said)  # "έ": "ε" and its accent
    return _ROMANISE.sub(lambda m: _ROMANISED[m.group()], bare)


# a possessive after a name: "Sam's", "Sam’s", "Marcus'", "A.J.'s" (the name before it)
POSSESSIVE = re.compile(r"(?:['\u2019`]s|(?<=s)['\u2019`])$", re.I)  # read at the end only


def before_possessive(text: str) -> str | None:
    """``text`` less the possessive at its end ("Sam's" -> "Sam", "Marcus'" -> "Marcus"),
    or None when it ends in none."""
    end = POSSESSIVE.search(text[-2:])
    return None if end is None else text[: len(text) - 2 + end.start()]


_CAMEL = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
_X_WORD = re.compile(r"^x+$")  # the "xX" and "Xx" a login is framed with
_STOPWORDS = frozenset({"and", "the", "of", "a", "an"})


def words(name: str) -> list[str]:
    """Words of a name, splitting camelCase, digits, spaces and punctuation; letters of any
    script count, a word with other than ASCII letters folded ("Zoë Park" -> zoe, park;
    "Ørn" -> orn; an uncased letter, "山", as a lowercase one)."""
    plain = unicodedata.normalize("NFKC", name.translate(_ZERO_WIDTH))
    if plain.isascii():
        return [w.lower() for w in _CAMEL.findall(plain)]
    shape = "".join(_shape(c) for c in plain)  # one class letter per character
    found = (plain[m.start() : m.end()] for m in _CAMEL.finditer(shape))
    return [w.lower() if w.isascii() else fold(w) for w in found]


def _shape(c: str) -> str:
    """``c`` as the ASCII character of its class: A (upper), a (other letters), 0 (digit),
    or a space."""
    if c.isdigit():
        return "0"
    if c.isalpha():
        return "A" if c.isupper() else "a"
    return " "


def acronyms(name: str) -> set[str]:
    """Initials of a name, with and without small words: 'mario and luigi' -> ml, mal; a
    name framed by "xX ... Xx" also without the frame ("xXDarkLordXx" -> dl)."""
    ws = words(name)
    out = {"".join(w[0] for w in ws)}
    out.add("".join(w[0] for w in ws if w not in _STOPWORDS))
    out.add("".join(c for c in name if c.isupper()).lower())
    framed = [w for w in ws if not _X_WORD.match(w)]
    if _X_WORD.match(ws[0]) and _X_WORD.match(ws[-1]) and len(framed) >= 2:
        out.add("".join(w[0] for w in framed))  # "xXDarkLordXx": DL, the X's a frame
    return {a for a in out if len(a) >= 2}


_DIGITS = re.compile(r"\d+")


def is_abbreviation(short: str, key: str) -> bool:
    """``short`` is an in-order subsequence of ``key`` sharing its first letter; a number
    in it is the start of one of ``key``'s ("ivo2" is no shorthand of "ivo1234": a tag
    that is neither Ivo#1234's nor Ivo#5678's)."""
    if len(short) < 2 or len(short) >= len(key) or short[0] != key[0]:
        return False
    numbers = _DIGITS.findall(key)
    if any(not any(n.startswith(d) for n in numbers) for d in _DIGITS.findall(short)):
        return False
    it = iter(key)
    return all(c in it for c in short)


# spellings that sound alike, each written one way: "Kris" and "Chris", "Filippa" and
# "Philippa", "Joono" and "Juno" (a key of ASCII letters; applied in order); a name's
# "ch" before a vowel is no "k" ("Charlie" is not "Karlie", "Cherry" not "Kerry")
_SOUNDS = (
    (re.compile(r"^ch(?=[aeiouy])"), "tsh"),
    (re.compile(r"ph"), "f"),
    (re.compile(r"ch(?=[^aeiouy])|ck|q"), "k"),
    (re.compile(r"c(?=[eiy])"), "s"),
    (re.compile(r"c"), "k"),
    (re.compile(r"z"), "s"),
    (re.compile(r"y"), "i"),
    (re.compile(r"(?<=[^aeiouscw])h|h$"), ""),
    (re.compile(r"oo|ou"), "u"),
    (re.compile(r"ee|ie$"), "i"),
    # a silent "e": "Catherine", "Katrine", "Anne"; not in a name of one vowel and one
    # consonant before it, whose vowel it makes long ("Jake" is no Jack, "Mike" no Mick)
    (re.compile(r"^(?![^aeiou]*[aeiou]+[^aeiou]e$)(.*[^aeiou])e$"), r"\1"),
    (re.compile(r"(?<=[^aeiou])er(?=[aeiou])"), "r"),  # "Catherin", "Kathryn"
    (re.compile(r"aw(?![aeiou])"), "au"),  # "Shawn", "Shaun"
    (re.compile(r"(.)\1+"), r"\1"),
)


@lru_cache(maxsize=4096)
def sounded(key: str) -> str:
    """A folded ``key`` written as it sounds (``_SOUNDS``): "chris" -> "kris", "philippa"
    -> "filipa", "joono" -> "juno"; keys with other than ASCII letters as they are."""
    if not key.isascii() or not key.isalpha():
        return key
    for pattern, said in _SOUNDS:
        key = pattern.sub(said, key)
    return key
