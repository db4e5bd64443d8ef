"""What the built-in templates compiled to Python (``votecount/tplcompiled.py``, written
by ``votecount/tplcompile.py``) call at run time, so that a count renders without
loading Jinja2 (~15 ms of a whole ``votecount count``; docs/speed.md).

Each helper does what Jinja2's own runtime does for the same template under the
environment ``votecount/render.py`` configures (no autoescape, ``StrictUndefined``):
attribute and item look-ups fall back to each other, a value that is not there is an
``Undefined`` that fails when it is used (printed, tested for truth, iterated, compared,
added), and ``join``, ``length`` and ``map`` are Jinja's filters of those names.
Standard library only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sized

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

Filters = dict[str, "Callable[..., Any]"]


class UndefinedError(Exception):
    """A template used a value that is not there (Jinja2's ``UndefinedError``)."""


class TemplateMissing(LookupError):
    """An ``{% include %}`` named a template the compiled set does not hold."""


class Undefined:
    """A missing name, attribute or parameter: fails as soon as it is used, as Jinja2's
    ``StrictUndefined`` does (``is none`` and ``is defined`` may still look at it)."""

    __slots__ = ("_undefined_hint",)

    def __init__(self, hint: str) -> None:
        self._undefined_hint = hint

    def _fail(self, *args: object, **kw: object) -> Any:
        raise UndefinedError(self._undefined_hint)

    # Jinja2's Undefined fails on these (and no more: not __index__, so that ``xs[missing]``
    # is an undefined element, as there, rather than an error) ...
    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _fail
    __truediv__ = __rtruediv__ = __floordiv__ = __rfloordiv__ = __mod__ = __rmod__ = _fail
    __pos__ = __neg__ = __call__ = __getitem__ = _fail
    __lt__ = __le__ = __gt__ = __ge__ = _fail
    __int__ = __float__ = __complex__ = __pow__ = __rpow__ = _fail
    # ... and StrictUndefined on these too
    __str__ = __bool__ = __iter__ = __len__ = __eq__ = __ne__ = __hash__ = __contains__ = _fail

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # copy, pickle and friends probe dunders
            raise AttributeError(name)
        return self._fail()

    def __repr__(self) -> str:
        return "Undefined"


def resolve(ctx: dict[str, Any], name: str) -> Any:
    """A name of the template's context (its values, the macros defined so far)."""
    try:
        return ctx[name]
    except KeyError:
        return Undefined(f"{name!r} is undefined")


def attr(obj: Any, name: str) -> Any:
    """``obj.name``: the attribute, else the item, else undefined."""
    try:
        return getattr(obj, name)
    except AttributeError:
        pass
    try:
        return obj[name]
    except (TypeError, LookupError, AttributeError):
        return Undefined(_missing(obj, name))


def item(obj: Any, key: Any) -> Any:
    """``obj[key]``: the item, else (a string key) the attribute, else undefined."""
    try:
        return obj[key]
    except (AttributeError, TypeError, LookupError):
        if isinstance(key, str):
            try:
                return getattr(obj, key)
            except AttributeError:
                pass
        return Undefined(_missing(obj, key))


def _missing(obj: Any, key: Any) -> str:
    """Jinja2's message for a missing attribute or element (its ``object_type_repr``)."""
    if obj is None or obj is Ellipsis:
        kind = repr(obj)
    else:
        module = type(obj).__module__
        kind = f"{'' if module == 'builtins' else module + '.'}{type(obj).__name__} object"
    if isinstance(key, str):
        return f"{kind!r} has no attribute {key!r}"
    return f"{kind} has no element {key!r}"


def cat(*parts: Any) -> str:
    """``a ~ b``: each part as a string, joined."""
    return "".join(map(str, parts))


def join(value: Iterable[Any], sep: Any = "") -> str:
    """The ``join`` filter."""
    return str(sep).join(map(str, value))


def length(value: Sized) -> int:
    """The ``length`` filter."""
    return len(value)


def fmap(filters: Filters, value: Iterable[Any], name: str, *args: Any) -> Iterator[Any]:
    """The ``map`` filter with a filter's name: that filter on each item."""
    if value:
        apply = filters[name]
        for each in value:
            yield apply(each, *args)


class LenientUndefined(Undefined):
    """The value of ``a if b`` when ``b`` is false: Jinja2 gives its default ``Undefined``
    there, whatever the environment's (compiler.py: ``cond_expr_undefined = Undefined``),
    which prints as "", is false, empty and equal only to another of its kind; it fails
    only on arithmetic, ordering, calls and look-ups."""

    __slots__ = ()
    # (mypy: the strict class fails with any arguments, these answer)

    def __str__(self) -> str:  # type: ignore[override]
        return ""

    def __bool__(self) -> bool:  # type: ignore[override]
        return False

    def __len__(self) -> int:  # type: ignore[override]
        return 0

    def __iter__(self) -> Iterator[Any]:  # type: ignore[override]
        return iter(())

    def __contains__(self, item: object) -> bool:  # type: ignore[override]
        return False  # as iterating nothing

    def __eq__(self, other: object) -> bool:  # type: ignore[override]
        return type(self) is type(other)

    def __ne__(self, other: object) -> bool:  # type: ignore[override]
        return type(self) is not type(other)

    def __hash__(self) -> int:  # type: ignore[override]
        return id(type(self))


def cond_missing() -> Undefined:
    return LenientUndefined("the inline if-expression evaluated to false and had no else")


def parameter(name: str) -> Undefined:
    return Undefined(f"parameter {name!r} was not provided")


class Loop:
    """``loop`` inside a ``{% for %}``: where the loop stands in its sequence."""

    __slots__ = ("index0", "length")

    def __init__(self, index0: int, length: int) -> None:
        self.index0 = index0
        self.length = length

    @property
    def index(self) -> int:
        return self.index0 + 1

    @property
    def revindex0(self) -> int:
        return self.length - self.index

    @property
    def revindex(self) -> int:
        return self.length - self.index0

    @property
    def first(self) -> bool:
        return self.index0 == 0

    @property
    def last(self) -> bool:
        return self.index0 == self.length - 1


def include(
    table: dict[str, Callable[..., None]],
    name: Any,
    ctx: dict[str, Any],
    out: list[str],
    filters: Filters,
) -> None:
    """``{% include name %}`` with the context: the template writes into ``out``."""
    render = table.get(str(name))
    if render is None:
        raise TemplateMissing(f"no built-in template {name!r} to include")
    render(dict(ctx), out, filters)
