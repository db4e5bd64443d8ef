"""``votecount.records.dataclass`` makes the classes the standard decorator makes:
each shape below is declared twice, once by each decorator, and everything a caller can
see of the two is compared (signature, doc, repr, ==, hash, frozenness, slots, copying,
pickling, ``fields``/``replace``/``asdict``, ``__match_args__``, ``__post_init__``)."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
import sys
from dataclasses import field
from typing import Any, ClassVar

import pytest

from votecount import records

CV = ClassVar
DECORATORS = {"standard": dataclasses.dataclass, "records": records.dataclass}
FLAGS = [{}, {"frozen": True}, {"slots": True}, {"frozen": True, "slots": True}, {"eq": False}]


def _shapes(deco: Any, flags: dict[str, Any]) -> dict[str, type]:
    @deco(**flags)
    class Plain:
        a: int
        b: str = "x"
        c: tuple[int, ...] = field(default_factory=tuple)
        d: list[int] = field(default_factory=list, repr=False, compare=False)
        e: int = field(default=7, init=False)
        kind: ClassVar[str] = "plain"
        also: CV[int] = 3  # a ClassVar through an alias: no field either

    @deco(**flags)
    class Docless:
        self: int
        other: float = 1.5

    @deco(**flags)
    class Empty:
        """No fields at all."""

    @deco(**flags)
    class Child(Plain):
        f: str = "child"

    @deco(**flags)
    class Checked:
        """Checks itself."""

        n: int

        def __post_init__(self) -> None:
            if self.n < 0:
                raise ValueError("negative")

    return {"Plain": Plain, "Docless": Docless, "Empty": Empty, "Child": Child, "Checked": Checked}


ARGS = {"Plain": (1,), "Docless": (2,), "Empty": (), "Child": (3, "y"), "Checked": (4,)}
OTHER = {"Plain": (2,), "Docless": (3,), "Empty": None, "Child": (3, "z"), "Checked": (5,)}
_THIS = sys.modules[__name__]


def _seen(cls: type, flags: dict[str, Any]) -> dict[str, Any]:
    """Everything a caller can see of a class and of two of its values."""
    name = cls.__name__
    seen: dict[str, Any] = {"signature": str(inspect.signature(cls)), "doc": cls.__doc__}
    one, same = cls(*ARGS[name]), cls(*ARGS[name])
    other = cls(*OTHER[name]) if OTHER[name] else None
    seen |= {
        "made doc": (cls.__doc__, one.__doc__),
        "repr": repr(one),
        "eq": (one == same, one != same, one == other, one == "x"),
        "match_args": cls.__match_args__,  # type: ignore[attr-defined]
        "fields": [(f.name, f.type, f.init, f.repr, f.compare) for f in dataclasses.fields(cls)],
        "all fields": sorted(cls.__dataclass_fields__),  # type: ignore[attr-defined]
        "annotations": cls.__annotations__,
        "asdict": dataclasses.asdict(one),  # type: ignore[call-overload]
        "replace": repr(dataclasses.replace(one)),  # type: ignore[type-var]
        "params": repr(cls.__dataclass_params__),  # type: ignore[attr-defined]
        "slots": getattr(cls, "__slots__", None),
        "hashable": cls.__hash__ is not None,
        "copy": repr(copy.deepcopy(one)) + repr(copy.copy(one)),
    }
    if cls.__hash__ is not None:
        seen["hash"] = (hash(one) == hash(same), hash(one) == object.__hash__(one))
        if flags.get("frozen"):
            seen["hash value"] = hash(one)
    for f in dataclasses.fields(cls)[:1]:
        try:
            setattr(one, f.name, 9)
            seen["set"] = "ok"
        except Exception as exc:  # noqa: BLE001  (the kind of error is what is compared)
            seen["set"] = type(exc).__name__
    for n, klass in ((name, cls),):
        setattr(_THIS, n, klass)  # pickle finds the class by its name here
        klass.__qualname__ = n
    seen["pickle"] = repr(pickle.loads(pickle.dumps(one)))
    return seen


@pytest.mark.parametrize("flags", FLAGS, ids=lambda f: ",".join(f) or "plain")
@pytest.mark.parametrize("shape", list(ARGS))
def test_the_same_class_as_the_standard_decorator(flags, shape):
    standard = _shapes(dataclasses.dataclass, flags)[shape]
    ours = _shapes(records.dataclass, flags)[shape]
    seen_standard = _seen(standard, flags)
    seen_ours = _seen(ours, flags)
    for key in seen_standard.keys() | seen_ours.keys():
        want = seen_standard.get(key)
        got = seen_ours.get(key)
        assert got == want, key


def test_init_is_compiled_when_first_used():
    made = _shapes(records.dataclass, {"frozen": True, "slots": True})
    plain, child = made["Plain"], made["Child"]
    assert type(plain.__dict__["__init__"]).__name__ == "_LazyInit"
    assert child(1, "b", (2,)).c == (2,)  # the subclass's own; the base's still waits
    assert type(plain.__dict__["__init__"]).__name__ == "_LazyInit"

    class Bare(plain):  # type: ignore[valid-type,misc]  (no decorator: inherits it)
        pass

    assert Bare(6).a == 6  # compiled for the base, where it is put
    assert plain.__dict__["__init__"].__qualname__.endswith("Plain.__init__")
    assert plain(5).a == 5


def test_post_init_runs():
    checked = _shapes(records.dataclass, {"frozen": True})["Checked"]
    with pytest.raises(ValueError, match="negative"):
        checked(-1)


def test_a_standard_dataclass_may_subclass_one_and_the_frozen_rules_hold():
    @records.dataclass(frozen=True, slots=True)
    class Base:
        a: int

    @dataclasses.dataclass(frozen=True)
    class Sub(Base):
        b: int = 2

    assert (
        repr(Sub(1))
        == "test_a_standard_dataclass_may_subclass_one_and_the_frozen_rules_hold.<locals>.Sub(a=1, b=2)"
    )
    with pytest.raises(dataclasses.FrozenInstanceError):
        Sub(1).b = 3  # type: ignore[misc]
    with pytest.raises(TypeError, match="non-frozen"):

        @records.dataclass
        class Thawed(Base):
            c: int = 0

    @records.dataclass
    class Loose:
        a: int

    with pytest.raises(TypeError, match="frozen dataclass from a non-frozen"):

        @records.dataclass(frozen=True)
        class Stiff(Loose):
            b: int = 0


def test_an_explicit_hash_and_eq_are_kept():
    @records.dataclass(frozen=True)
    class Own:
        a: int

        def __hash__(self) -> int:
            return 5

        def __eq__(self, other: object) -> bool:
            return True

    assert hash(Own(1)) == 5 and Own(1) == Own(2)


def test_other_flags_are_the_standard_decorators():
    @records.dataclass(order=True, frozen=True)
    class Ordered:
        a: int

    assert Ordered(1) < Ordered(2)


def test_keyword_only_fields_are_refused_by_name():
    with pytest.raises(TypeError, match="Kw: field.s. b need dataclasses.dataclass"):

        @records.dataclass
        class Kw:
            a: int
            b: int = field(default=0, kw_only=True)


def test_the_package_declares_its_values_with_it():
    """Every dataclass of votecount is made by records.dataclass (the standard one costs
    start-up; benchmarks/count.py): no module imports the standard decorator."""
    from pathlib import Path

    root = Path(records.__file__).resolve().parents[1]
    offenders = []
    for folder in ("parser", "tally", "votecount", "scraper"):
        for path in (root / folder).rglob("*.py"):
            if folder == "votecount" and path.parent.name != "votecount":
                continue  # the links to the top-level folders
            text = path.read_text(encoding="utf-8")
            if any("dataclass" in names for names in _from_dataclasses(text)):
                offenders.append(str(path.relative_to(root)))
            if "@dataclasses.dataclass" in text:
                offenders.append(str(path.relative_to(root)))
    assert not offenders


def _from_dataclasses(text: str) -> list[list[str]]:
    """The names of each top-level ``from dataclasses import ...`` line."""
    return [
        [name.strip() for name in line.split(" import ", 1)[1].split("#")[0].split(",")]
        for line in text.splitlines()
        if line.startswith("from dataclasses import ")
    ]
