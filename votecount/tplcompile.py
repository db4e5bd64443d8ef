"""Compile the built-in templates a count prints into plain Python, so that rendering
them loads no Jinja2 (docs/speed.md, "Templates without Jinja2 at run time").

    python -m votecount.tplcompile           # writes votecount/tplcompiled.py
    python -m votecount.tplcompile --check   # exit 1 when it is not up to date

The templates stay the one source of what a count says: this reads them with Jinja2's
own lexer and parser, under the environment ``votecount/render.py`` configures (so
``trim_blocks``, ``lstrip_blocks`` and the whitespace markers are already applied), and
writes each template's tree as a Python function that calls ``votecount/tplruntime.py``
where Jinja2 would call its runtime. It knows the part of the language the built-in
plain-text dialects use (output, ``if``, ``for`` with ``loop`` and ``else``, ``macro``,
``include`` with the context, the ``esc``, ``url``, ``join``, ``length`` and ``map``
filters, the ``none`` and ``defined`` tests, the operators, calls with positional
arguments); anything else (Jinja2's globals, ``loop.cycle`` and the like too) raises
``Unsupported`` here, when compiling, never while counting. ``render`` uses the compiled
set only for the built-in templates and only while each source's SHA-256 is the one
compiled (else Jinja2 renders it), and ``tests/test_tplcompile.py`` renders every
built-in count and audit both ways and fails when this file is out of date.
"""

from __future__ import annotations

import hashlib
import math
import sys
from pathlib import Path

from jinja2 import nodes
from jinja2.defaults import DEFAULT_NAMESPACE

from . import render

DIALECTS = ("markdown", "bbcode", "text")  # HTML keeps Jinja2 (autoescape, call blocks)
KINDS = ("vote_count", "audit")  # and the game systems' parts they include
TARGET = Path(__file__).with_name("tplcompiled.py")
_RUNTIME = (
    "Loop", "Undefined", "attr", "cat", "cond_missing", "fmap", "include", "item", "join",
    "length", "parameter", "resolve",
)  # fmt: skip
_OPS = {"eq": "==", "ne": "!=", "lt": "<", "lteq": "<=", "gt": ">", "gteq": ">=",
        "in": "in", "notin": "not in"}  # fmt: skip
_BINARY: dict[type[nodes.Node], str] = {nodes.Add: "+", nodes.Sub: "-", nodes.Mul: "*", nodes.Div: "/",
           nodes.FloorDiv: "//", nodes.Mod: "%"}  # fmt: skip
_SPECIAL = frozenset(("caller", "varargs", "kwargs"))
# what tplruntime.Loop answers; Jinja2's loop also has depth, previtem, nextitem, cycle()
# and changed(), and prints as <LoopContext ...>: those are refused
_LOOP = frozenset(("index", "index0", "revindex", "revindex0", "first", "last", "length"))


class Unsupported(ValueError):
    """A template uses a part of Jinja2 this compiler does not know."""


def template_names() -> list[str]:
    """The built-in templates compiled: each dialect's count and audit, and the game
    systems' parts of a count (``botf/vote_count.md.j2`` ...)."""
    names = []
    for fmt in DIALECTS:
        ext = render.EXTENSIONS[fmt]
        for path in sorted(render.BUILTIN_DIR.rglob(f"*.{ext}.j2")):
            name = path.relative_to(render.BUILTIN_DIR).as_posix()
            if Path(name).name.split(".")[0] in KINDS:
                names.append(name)
    return names


def digest(name: str) -> str:
    return hashlib.sha256((render.BUILTIN_DIR / name).read_bytes()).hexdigest()


class _Function:
    """One template's (or macro's) Python lines, at their indentation."""

    def __init__(self, depth: int) -> None:
        self.lines: list[str] = []
        self.depth = depth

    def line(self, text: str) -> None:
        self.lines.append("    " * self.depth + text)


class _Compiler:
    def __init__(self, filters: set[str], globals_: frozenset[str] = frozenset(DEFAULT_NAMESPACE)) -> None:  # fmt: skip
        self.filters = filters  # the environment's own filters (esc, url)
        self.globals = globals_  # Jinja2's range, dict, cycler ...: not in a compiled context
        self.counter = 0

    def fresh(self) -> int:
        self.counter += 1
        return self.counter

    # -- statements ------------------------------------------------------------------
    def template(self, fn_name: str, tree: nodes.Template) -> list[str]:
        out = _Function(0)
        out.line(f"def {fn_name}(ctx, out, F):")
        out.depth += 1
        out.line("w = out.append")
        self.body(tree.body, {}, out, in_macro=False)
        return out.lines

    def body(self, stmts: list[nodes.Node], scope: dict[str, str], out: _Function, *,
             in_macro: bool) -> None:  # fmt: skip
        before = len(out.lines)
        for node in stmts:
            self.statement(node, scope, out, in_macro=in_macro)
        if len(out.lines) == before:
            out.line("pass")

    def statement(self, node: nodes.Node, scope: dict[str, str], out: _Function, *,
                  in_macro: bool) -> None:  # fmt: skip
        if isinstance(node, nodes.Output):
            for child in node.nodes:
                if isinstance(child, nodes.TemplateData):
                    out.line(f"w({child.data!r})")
                else:
                    out.line(f"w(str({self.expr(child, scope)}))")
        elif isinstance(node, nodes.If):
            self._if(node, scope, out, in_macro=in_macro)
        elif isinstance(node, nodes.For):
            self._for(node, scope, out, in_macro=in_macro)
        elif isinstance(node, nodes.Macro):
            if in_macro or scope:
                raise Unsupported(f"line {node.lineno}: a macro inside a loop or macro")
            self._macro(node, out)
        elif isinstance(node, nodes.Include):
            if in_macro or scope or not node.with_context or node.ignore_missing:
                raise Unsupported(f"line {node.lineno}: include other than at the top")
            out.line(f"include(TEMPLATES, {self.expr(node.template, scope)}, ctx, out, F)")
        else:
            raise Unsupported(f"line {node.lineno}: {type(node).__name__}")

    def _if(self, node: nodes.If, scope: dict[str, str], out: _Function, *,
            in_macro: bool) -> None:  # fmt: skip
        out.line(f"if {self.expr(node.test, scope)}:")
        self._block(node.body, scope, out, in_macro=in_macro)
        for branch in node.elif_:
            out.line(f"elif {self.expr(branch.test, scope)}:")
            self._block(branch.body, scope, out, in_macro=in_macro)
        if node.else_:
            out.line("else:")
            self._block(node.else_, scope, out, in_macro=in_macro)

    def _block(self, stmts: list[nodes.Node], scope: dict[str, str], out: _Function, *,
               in_macro: bool) -> None:  # fmt: skip
        out.depth += 1
        self.body(stmts, scope, out, in_macro=in_macro)
        out.depth -= 1

    def _for(self, node: nodes.For, scope: dict[str, str], out: _Function, *,
             in_macro: bool) -> None:  # fmt: skip
        if node.test is not None or node.recursive:
            raise Unsupported(f"line {node.lineno}: a filtered or recursive loop")
        k = self.fresh()
        inner = dict(scope)
        target = self._target(node.target, inner, k)
        out.line(f"seq{k} = list({self.expr(node.iter, scope)})")
        out.line(f"for i{k}, {target} in enumerate(seq{k}):")
        out.depth += 1
        inner["loop"] = f"loop{k}"
        out.line(f"loop{k} = Loop(i{k}, len(seq{k}))")
        self.body(node.body, inner, out, in_macro=in_macro)
        out.depth -= 1
        if node.else_:
            out.line(f"if not seq{k}:")
            self._block(node.else_, scope, out, in_macro=in_macro)

    def _target(self, target: nodes.Node, scope: dict[str, str], k: int) -> str:
        if isinstance(target, nodes.Name):
            scope[target.name] = f"v{k}_{target.name}"
            return scope[target.name]
        if isinstance(target, nodes.Tuple) and all(isinstance(t, nodes.Name) for t in target.items):
            return "(" + "".join(f"{self._target(t, scope, k)}, " for t in target.items) + ")"
        raise Unsupported(f"line {target.lineno}: loop target {type(target).__name__}")

    def _macro(self, node: nodes.Macro, out: _Function) -> None:
        used = {n.name for n in node.find_all(nodes.Name)}
        if used & _SPECIAL:
            raise Unsupported(f"line {node.lineno}: macro {node.name} uses caller or *args")
        k = self.fresh()
        scope = {a.name: f"p{k}_{a.name}" for a in node.args}
        defaults = [None] * (len(node.args) - len(node.defaults)) + list(node.defaults)
        params = []
        for arg, default in zip(node.args, defaults, strict=True):
            if default is None:
                value = f"parameter({arg.name!r})"
            elif isinstance(default, nodes.Const):
                value = repr(default.value)
            else:
                raise Unsupported(f"line {node.lineno}: a macro default that is no constant")
            params.append(f"{scope[arg.name]}={value}")
        out.line(f"def m{k}_{node.name}({', '.join(params)}):")
        out.depth += 1
        out.line("out = []")
        out.line("w = out.append")
        for stmt in node.body:
            self.statement(stmt, scope, out, in_macro=True)
        out.line('return "".join(out)')
        out.depth -= 1
        out.line(f"ctx[{node.name!r}] = m{k}_{node.name}")

    # -- expressions -----------------------------------------------------------------
    def expr(self, node: nodes.Node, scope: dict[str, str]) -> str:
        e = self.expr
        if isinstance(node, nodes.Const):
            if isinstance(node.value, float) and not math.isfinite(node.value):
                return f"float({str(node.value)!r})"  # 1e400 is inf, which repr cannot spell
            return repr(node.value)
        if isinstance(node, nodes.Name):
            if node.name == "loop" and "loop" in scope:
                raise Unsupported(f"line {node.lineno}: loop other than loop.<attribute>")
            if node.name not in scope and node.name in self.globals:
                raise Unsupported(f"line {node.lineno}: Jinja2's global {node.name}")
            return scope.get(node.name) or f"resolve(ctx, {node.name!r})"
        if isinstance(node, nodes.Getattr):
            loop = node.node
            if isinstance(loop, nodes.Name) and loop.name == "loop" and "loop" in scope:
                if node.attr not in _LOOP:
                    raise Unsupported(f"line {node.lineno}: loop.{node.attr}")
                return f"attr({scope['loop']}, {node.attr!r})"
            return f"attr({e(node.node, scope)}, {node.attr!r})"
        if isinstance(node, nodes.Getitem) and not isinstance(node.arg, nodes.Slice):
            return f"item({e(node.node, scope)}, {e(node.arg, scope)})"
        if isinstance(node, nodes.Filter):
            return self._filter(node, scope)
        if isinstance(node, nodes.Test):
            return self._test(node, scope)
        if isinstance(node, nodes.Concat):
            return f"cat({', '.join(e(n, scope) for n in node.nodes)})"
        if isinstance(node, nodes.Compare):
            ops = " ".join(f"{_OPS[op.op]} {e(op.expr, scope)}" for op in node.ops)
            return f"({e(node.expr, scope)} {ops})"
        if isinstance(node, nodes.And | nodes.Or):
            word = "and" if isinstance(node, nodes.And) else "or"
            return f"({e(node.left, scope)} {word} {e(node.right, scope)})"
        if isinstance(node, nodes.Not):
            return f"(not {e(node.node, scope)})"
        if isinstance(node, nodes.BinExpr) and type(node) in _BINARY:
            return f"({e(node.left, scope)} {_BINARY[type(node)]} {e(node.right, scope)})"
        if isinstance(node, nodes.Neg):
            return f"(-{e(node.node, scope)})"
        if isinstance(node, nodes.CondExpr):
            other = e(node.expr2, scope) if node.expr2 is not None else "cond_missing()"
            return f"({e(node.expr1, scope)} if {e(node.test, scope)} else {other})"
        if isinstance(node, nodes.Tuple):
            return "(" + "".join(f"{e(n, scope)}, " for n in node.items) + ")"
        if isinstance(node, nodes.List):
            return "[" + ", ".join(e(n, scope) for n in node.items) + "]"
        if isinstance(node, nodes.Call) and node.dyn_args is None and node.dyn_kwargs is None:
            if node.kwargs:  # a compiled macro's parameters are not named as in the template
                raise Unsupported(f"line {node.lineno}: a call with keyword arguments")
            return f"{e(node.node, scope)}({', '.join(e(n, scope) for n in node.args)})"
        raise Unsupported(f"line {node.lineno}: {type(node).__name__}")

    def _plain_args(self, node: nodes.Filter | nodes.Test, scope: dict[str, str]) -> list[str]:
        if node.kwargs or node.dyn_args is not None or node.dyn_kwargs is not None:
            raise Unsupported(f"line {node.lineno}: {node.name} with keyword arguments")
        return [self.expr(a, scope) for a in node.args]

    def _filter(self, node: nodes.Filter, scope: dict[str, str]) -> str:
        if node.node is None:
            raise Unsupported(f"line {node.lineno}: a filter block")
        value = self.expr(node.node, scope)
        args = self._plain_args(node, scope)
        if node.name in self.filters:
            return f"F[{node.name!r}]({', '.join([value, *args])})"
        if node.name == "join" and len(args) <= 1:
            return f"join({', '.join([value, *args])})"
        if node.name in ("length", "count") and not args:
            return f"length({value})"
        first = node.args[0] if node.args else None
        if node.name == "map" and isinstance(first, nodes.Const) and first.value in self.filters:
            return f"fmap(F, {', '.join([value, *args])})"
        raise Unsupported(f"line {node.lineno}: the {node.name} filter")

    def _test(self, node: nodes.Test, scope: dict[str, str]) -> str:
        value = self.expr(node.node, scope)
        if self._plain_args(node, scope):
            raise Unsupported(f"line {node.lineno}: the {node.name} test with arguments")
        if node.name == "none":
            return f"({value} is None)"
        if node.name == "defined":
            return f"(not isinstance({value}, Undefined))"
        raise Unsupported(f"line {node.lineno}: the {node.name} test")


def compile_all() -> str:
    """The source of ``votecount/tplcompiled.py`` for the built-in templates now."""
    names = template_names()
    parts = [
        '"""The built-in count and audit templates as Python: written by\n'
        "``python -m votecount.tplcompile`` from the ``.j2`` files (the source of truth);\n"
        'do not edit. ``votecount/render.py`` uses it while each digest matches."""\n',
        "# mypy: ignore-errors",
        "# ruff: noqa",
        f"from votecount.tplruntime import {', '.join(_RUNTIME)}\n",
        "SOURCES = {",
        *(f"    {name!r}: {digest(name)!r}," for name in names),
        "}",
    ]
    table = []
    for number, name in enumerate(names):
        fmt = next(f for f in DIALECTS if name.endswith(f".{render.EXTENSIONS[f]}.j2"))
        env = render.environment(fmt)
        assert env.loader is not None
        source = env.loader.get_source(env, name)[0]
        compiler = _Compiler(set(render.filters(fmt)))
        try:
            lines = compiler.template(f"t{number}", env.parse(source, name))
        except Unsupported as exc:
            raise Unsupported(f"{name}: {exc}") from None
        parts += ["", "", f"# {name}", *lines]
        table.append(f"    {name!r}: t{number},")
    parts += ["", "", "TEMPLATES = {", *table, "}", ""]
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    text = compile_all()
    if "--check" in args:
        if not TARGET.is_file() or TARGET.read_text(encoding="utf-8") != text:
            print(f"{TARGET} is out of date: run python -m votecount.tplcompile", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
