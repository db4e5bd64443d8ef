"""``dataclass``: the standard decorator's classes, made at a fraction of its import cost.

``dataclasses.dataclass`` writes the source of each method it adds (``__init__``,
``__repr__``, ``__eq__``, ``__hash__``, a frozen class's ``__setattr__`` and
``__delattr__``) and compiles each one: about a millisecond a class on this project's
machines, a third of a warm ``votecount count`` once ~80 classes are loaded. This
decorator lets the standard one find the fields (inheritance, defaults, ``field()``,
``__match_args__``, slots) with its method writing switched off, adds the other methods
as closures that behave exactly as the generated ones do (the same tuples compared and
hashed, the same repr, the same frozen errors), and compiles ``__init__`` when the class
is first used (a count never makes 30 of the 76 classes it loads); a class without a
docstring gets the standard one (name and signature) when it is first read::

    from votecount.records import dataclass

    @dataclass(frozen=True, slots=True)
    class Vote: ...

The classes are ordinary dataclasses: ``dataclasses.fields``, ``replace``, ``asdict``
and ``is_dataclass`` work, their ``__dataclass_params__`` say what they are, and a class
made by the standard decorator may subclass one. Type checkers see the standard
decorator. Flags other than ``frozen``, ``slots``, ``repr`` and ``eq`` (``order``,
``unsafe_hash``, ``kw_only``, ...) are handed to the standard decorator whole; a field
it would have to treat specially here (keyword-only, ``InitVar``) is refused with a
``TypeError`` naming the class. Stdlib only and imports nothing of votecount, so
``parser``, ``tally`` and ``scraper`` use it too (docs/architecture.md).
"""

from __future__ import annotations

import dataclasses
import inspect
from _thread import get_ident
from collections.abc import Callable
from operator import attrgetter
from typing import TYPE_CHECKING, Any

__all__ = ["dataclass"]

if TYPE_CHECKING:
    from dataclasses import dataclass as dataclass
else:

    def dataclass(
        cls: type | None = None,
        /,
        *,
        frozen: bool = False,
        slots: bool = False,
        repr: bool = True,  # noqa: A002  (the standard decorator's names)
        eq: bool = True,
        **other: Any,
    ) -> Any:
        def wrap(cls: type) -> type:
            if other:
                return dataclasses.dataclass(
                    cls, frozen=frozen, slots=slots, repr=repr, eq=eq, **other
                )
            return _make(cls, frozen=frozen, slots=slots, repr=repr, eq=eq)

        return wrap if cls is None else wrap(cls)


class _Factory:
    """The default of a parameter whose field has a ``default_factory``."""

    def __repr__(self) -> str:
        return "<factory>"


_HAS_FACTORY = _Factory()
_NO_DOC = "\0"  # a docstring stand-in while the standard decorator runs


def _make(cls: type, *, frozen: bool, slots: bool, repr: bool, eq: bool) -> type:  # noqa: A002
    explicit_hash = _explicit_hash(cls)
    auto_doc = not cls.__dict__.get("__doc__")
    if auto_doc:
        cls.__doc__ = _NO_DOC  # the standard doc needs the signature of our __init__
    cls, own_frozen = _standard(cls, frozen, slots)
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    params.init, params.repr, params.eq, params.frozen = True, repr, eq, frozen
    type.__setattr__(cls, "__dataclass_params__", _Params(params))
    fields = dataclasses.fields(cls)
    _refuse_special(cls, fields)
    if "__init__" not in cls.__dict__:
        type.__setattr__(cls, "__init__", _LazyInit(cls, frozen, slots))
    if repr:
        _add(cls, "__repr__", _repr([f.name for f in fields if f.repr]))
    if eq:
        _add(cls, "__eq__", _eq(_getter([f.name for f in fields if f.compare])))
        if not explicit_hash:
            hashed = [f.name for f in fields if (f.compare if f.hash is None else f.hash)]
            cls.__hash__ = _hash(_getter(hashed)) if frozen else None  # type: ignore[assignment]
    if own_frozen:
        _add_frozen(cls, frozenset(f.name for f in fields), slots)
    if auto_doc:
        cls.__doc__ = _Doc(cls)  # type: ignore[assignment]
    if getattr(cls, "__abstractmethods__", None):
        import abc

        abc.update_abstractmethods(cls)
    return cls


def _standard(cls: type, frozen: bool, slots: bool) -> tuple[type, bool]:
    """The standard decorator with its method writing off: the fields, slots, match args.
    True with the class when the frozen methods are ours to add: always but under a
    dataclass base of the standard decorator's, whose rules it checks itself."""
    bases = [b for b in cls.__mro__[1:] if "__dataclass_fields__" in b.__dict__]
    if any(not isinstance(b.__dict__.get("__dataclass_params__"), _Params) for b in bases):
        made: type = dataclasses.dataclass(
            cls, init=False, repr=False, eq=False, frozen=frozen, slots=slots
        )
        return made, False
    frozen_bases = [b.__dataclass_params__.frozen for b in bases]  # type: ignore[attr-defined]
    if any(frozen_bases) and not frozen:
        raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
    if bases and frozen and not any(frozen_bases):
        raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
    _HIDING.add(get_ident())  # our frozen bases do not stop the frozen=False call
    try:
        made = dataclasses.dataclass(cls, init=False, repr=False, eq=False, slots=slots)
    finally:
        _HIDING.discard(get_ident())
    return made, frozen


_HIDING: set[int] = set()  # threads in _standard, to whom our classes read as not frozen


class _Params:
    """A class's ``__dataclass_params__``, as the standard decorator made them, except
    that ``frozen`` reads False to the standard decorator while it makes a subclass of
    ours: the frozen methods are then ours to add, without compiling its own."""

    __slots__ = ("standard",)

    def __init__(self, standard: Any) -> None:
        self.standard = standard

    @property
    def frozen(self) -> bool:
        return bool(self.standard.frozen) and get_ident() not in _HIDING

    def __getattr__(self, name: str) -> Any:
        if name == "standard":  # not set yet (a copy being made): no endless lookup
            raise AttributeError(name)
        return getattr(self.standard, name)

    def __repr__(self) -> str:
        return repr(self.standard)


def _add_frozen(cls: type, names: frozenset[str], slots: bool) -> None:
    for method in _frozen(cls, names):
        if _add(cls, method.__name__, method):
            raise TypeError(f"Cannot overwrite attribute {method.__name__} in class {cls.__name__}")
    if slots:
        _add(cls, "__getstate__", _getstate)
        _add(cls, "__setstate__", _setstate)


def _explicit_hash(cls: type) -> bool:
    """The standard rule: a ``__hash__`` of the class body's own, not the ``None`` Python
    puts there for a body that defines ``__eq__``."""
    own = cls.__dict__.get("__hash__", dataclasses.MISSING)
    return not (own is dataclasses.MISSING or (own is None and "__eq__" in cls.__dict__))


def _refuse_special(cls: type, fields: tuple[Any, ...]) -> None:
    found = cls.__dataclass_fields__.values()  # type: ignore[attr-defined]
    kept = {f.name for f in fields}
    classvar = "_FIELD_CLASSVAR"  # the standard marker of a ClassVar pseudo-field
    odd = [f.name for f in found if f.name not in kept and repr(f._field_type) != classvar]
    odd += [f.name for f in fields if f.kw_only is True]
    if odd:
        raise TypeError(
            f"{cls.__qualname__}: field(s) {', '.join(odd)} need dataclasses.dataclass "
            "(keyword-only fields and InitVar are not made by votecount.records)"
        )


def _add(cls: type, name: str, method: Any) -> bool:
    """Set a method unless the class body defines it (True then), as the standard does."""
    if name in cls.__dict__:
        return True
    method.__qualname__ = f"{cls.__qualname__}.{name}"
    setattr(cls, name, method)
    return False


def _signature(cls: type) -> str:
    try:
        return str(inspect.signature(cls)).replace(" -> None", "")
    except (TypeError, ValueError):
        return ""


# -- made when first read: most classes a count loads are never made or documented -----
class _LazyInit:
    """A class's ``__init__`` until it is first looked up (to make a value, or by
    ``inspect.signature``): then compiled and put in its place on the class."""

    __slots__ = ("owner", "frozen", "slots")

    def __init__(self, owner: type, frozen: bool, slots: bool) -> None:
        self.owner, self.frozen, self.slots = owner, frozen, slots

    def __get__(self, obj: Any, kind: type | None = None) -> Any:
        cls = self.owner
        real: Any = cls.__dict__.get("__init__")
        if real is self:
            real = _init(cls, dataclasses.fields(cls), self.frozen, self.slots)
            real.__qualname__ = f"{cls.__qualname__}.__init__"
            type.__setattr__(cls, "__init__", real)
        return real if obj is None else real.__get__(obj, kind)


class _Doc:
    """The standard docstring of a class without one (its name and signature), made
    when first read."""

    __slots__ = ("owner",)

    def __init__(self, owner: type) -> None:
        self.owner = owner

    def __get__(self, obj: Any, kind: type | None = None) -> str:
        cls = self.owner
        text = cls.__name__ + _signature(cls)
        type.__setattr__(cls, "__doc__", text)
        return text


# -- __init__: the one method compiled, since it runs for every value made ---------------
def _init(cls: type, fields: tuple[Any, ...], frozen: bool, slots: bool) -> Callable[..., None]:
    me = "__dataclass_self__" if any(f.name == "self" for f in fields) else "self"
    scope: dict[str, Any] = {"__vc_set": object.__setattr__, "__vc_factory": _HAS_FACTORY}
    params, body = [me], []
    for f in fields:
        value = _field_value(f, scope, slots)
        if f.init:
            params.append(_param(f, scope))
        if value is not None:
            body.append(
                f"__vc_set({me}, {f.name!r}, {value})" if frozen else f"{me}.{f.name} = {value}"
            )
    if hasattr(cls, "__post_init__"):
        body.append(f"{me}.__post_init__()")
    source = f"def __init__({', '.join(params)}):\n" + "".join(
        f"    {line}\n" for line in body or ["pass"]
    )
    exec(source, scope)  # noqa: S102  (source made above from field names only)
    init = scope["__init__"]
    init.__annotations__ = {f.name: f.type for f in fields if f.init} | {"return": None}
    return init


def _param(f: Any, scope: dict[str, Any]) -> str:
    if f.default is not dataclasses.MISSING:
        scope[f"__vc_default_{f.name}"] = f.default
        return f"{f.name}=__vc_default_{f.name}"
    if f.default_factory is not dataclasses.MISSING:
        return f"{f.name}=__vc_factory"
    return f.name


def _field_value(f: Any, scope: dict[str, Any], slots: bool) -> str | None:
    """What ``__init__`` stores in a field, or None when the class attribute holds it."""
    if f.default_factory is not dataclasses.MISSING:
        scope[f"__vc_make_{f.name}"] = f.default_factory
        if f.init:
            return f"__vc_make_{f.name}() if {f.name} is __vc_factory else {f.name}"
        return f"__vc_make_{f.name}()"
    if f.init:
        return f.name
    if slots and f.default is not dataclasses.MISSING:  # no class attribute to read it from
        scope[f"__vc_default_{f.name}"] = f.default
        return f"__vc_default_{f.name}"
    return None


# -- the other methods: closures over the field names ------------------------------------
def _getter(names: list[str]) -> Callable[[Any], tuple[Any, ...]]:
    """The tuple of the fields the standard methods compare and hash."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return lambda obj: ()


def _repr(names: list[str]) -> Callable[[Any], str]:
    busy: set[tuple[int, int]] = set()  # (object, thread) being shown: a cycle prints ...

    def __repr__(self: Any) -> str:
        key = (id(self), get_ident())
        if key in busy:
            return "..."
        busy.add(key)
        try:
            shown = ", ".join(f"{n}={getattr(self, n)!r}" for n in names)
        finally:
            busy.discard(key)
        return f"{self.__class__.__qualname__}({shown})"

    return __repr__


def _eq(get: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any, Any], Any]:
    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return get(self) == get(other)
        return NotImplemented

    return __eq__


def _hash(get: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any], int]:
    def __hash__(self: Any) -> int:
        return hash(get(self))

    return __hash__


def _frozen(cls: type, names: frozenset[str]) -> tuple[Callable[..., None], ...]:
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)  # type: ignore[arg-type]

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)  # type: ignore[arg-type]

    return __setattr__, __delattr__


def _getstate(self: Any) -> list[Any]:
    return [getattr(self, f.name) for f in dataclasses.fields(self)]


def _setstate(self: Any, state: list[Any]) -> None:
    for f, value in zip(dataclasses.fields(self), state, strict=False):
        object.__setattr__(self, f.name, value)
