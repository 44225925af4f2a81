"""Beancount's own view of a ledger, as JSON, for differential tests.

Usage: python3 beancount_inventories.py LEDGER [DATE ...]
Prints {"errors": [{"file", "line", "message"}], "balances": {DATE|"all": {account: [position]}}}
where a position is {"units": {"number", "currency"}, "cost": {"number", "currency", "date", "label"} | null}
and numbers are str(Decimal): full precision, never rounded for display.
"""
import json
import sys
from decimal import Decimal

from beancount import loader
from beancount.core import data, inventory


def position_json(pos):
    cost = pos.cost
    return {
        "units": {"number": str(pos.units.number), "currency": pos.units.currency},
        "cost": None if cost is None else {
            "number": str(cost.number), "currency": cost.currency,
            "date": cost.date.isoformat() if cost.date else None, "label": cost.label,
        },
    }


def location_json(value):
    """An error's filename or lineno: metadata the ledger wrote can make them a Decimal, a date, ..."""
    if value is None or isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    if isinstance(value, Decimal) and value.is_finite() and value == value.to_integral_value():
        return int(value)
    return str(value)


def balances_until(entries, date):
    accounts = {}
    for entry in entries:
        if not isinstance(entry, data.Transaction):
            continue
        if date is not None and entry.date.isoformat() > date:
            break
        for posting in entry.postings:
            inv = accounts.setdefault(posting.account, inventory.Inventory())
            inv.add_position(posting)
    return {
        account: [position_json(p) for p in inv]
        for account, inv in sorted(accounts.items()) if not inv.is_empty()
    }


def main():
    path, dates = sys.argv[1], sys.argv[2:]
    entries, errors, _options = loader.load_file(path)
    out = {
        "errors": [
            {
                "file": location_json((e.source or {}).get("filename")),
                "line": location_json((e.source or {}).get("lineno")),
                "message": e.message,
            }
            for e in errors
        ],
        "balances": {"all": balances_until(entries, None)},
    }
    for date in dates:
        out["balances"][date] = balances_until(entries, date)
    json.dump(out, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
