"""The ledgers of Beancount's own unit tests, and what Beancount's loader makes of each.

Usage: python3 beancount_test_ledgers.py OUT_DIR RESULT_JSON
Beancount's test modules (installed with it) give many of their cases as a ledger in a
docstring, read by the @loader.load_doc or @parser.parse_doc decorators. Each is written to
OUT_DIR/<module>__<class>__<test>.beancount (dedented, as the decorators do), loaded with
loader.load_file, and described in RESULT_JSON as {name: {"errors", "balances": {"all"}, "entries", "shown"}}
(inventories as beancount_inventories.py writes them, entries as the worker's "booked" answer in
beancount_worker.py), or {name: {"crash": "..."}} when Beancount itself fails on it.
"""
import ast
import glob
import json
import os
import sys
import textwrap

import beancount
from beancount import loader
from beancount.parser import printer

from beancount_inventories import balances_until
from beancount_worker import booked_json, errors_json

DECORATORS = ("load_doc", "parse_doc")


def test_ledgers(package_dir):
    """(name, text) of every docstring ledger, in a stable order."""
    for path in sorted(glob.glob(os.path.join(package_dir, "**", "*_test.py"), recursive=True)):
        module = os.path.relpath(path, package_dir)[:-3].replace(os.sep, ".")
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        for cls in ast.walk(tree):
            if not isinstance(cls, ast.ClassDef):
                continue
            for fun in cls.body:
                if not isinstance(fun, ast.FunctionDef):
                    continue
                if not any(name in ast.unparse(d) for d in fun.decorator_list for name in DECORATORS):
                    continue
                doc = ast.get_docstring(fun, clean=False)
                if doc is not None:
                    yield f"{module}__{cls.name}__{fun.name}", textwrap.dedent(doc)


def shown(error):
    """An error with the entry it carries, as bean-check prints it (printer.format_error)."""
    try:
        return printer.format_error(error)
    except Exception as exc:  # noqa: BLE001 - an error Beancount cannot print either
        return f"unprintable: {type(exc).__name__}"


def main():
    out_dir, result_path = sys.argv[1], sys.argv[2]
    results = {}
    for name, text in test_ledgers(os.path.dirname(beancount.__file__)):
        path = os.path.join(out_dir, name + ".beancount")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        try:
            entries, errors, _options = loader.load_file(path)
        except Exception as exc:  # Beancount's own crash: nothing to compare with
            results[name] = {"crash": f"{type(exc).__name__}: {exc}"}
            continue
        results[name] = {
            "errors": errors_json(errors),
            "balances": {"all": balances_until(entries, None)},
            "entries": [booked_json(e) for e in entries],
            "shown": [shown(e) for e in errors if e.entry is not None],
        }
    with open(result_path, "w", encoding="utf-8") as f:
        json.dump(results, f, ensure_ascii=False)


if __name__ == "__main__":
    main()
