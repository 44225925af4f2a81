"""A long-lived Beancount 2.3 process for property tests: one Python start-up for many ledgers.

Reads one JSON request per line on stdin and answers one JSON line on stdout:
  {"op": "inventories", "file": F} -> {"errors": [...], "balances": {"all": {account: [position]}}}
      (the shape of beancount_inventories.py, whose helpers it reuses)
  {"op": "entries", "file": F}     -> {"errors": [...], "entries": [entry]}
      loader errors (what bean-check reports) and the directives exactly as parsed
      (before booking), so printed text can be compared field by field.
  {"op": "booked", "file": F}      -> {"errors": [...], "entries": [entry]}
      the directives loader.load_file returns (booked, padded, after the plugins), in its order:
      type, date, line and, per type, what booking or a plugin decides (see booked_json).
  {"op": "prices", "file": F, "currencies": [C], "dates": [D|null], "positions": [P]}
      -> {"errors": [...], "rates": {"BASE/QUOTE@DATE" (DATE "latest" for null): RATE|null|"crash"},
          "values": [{"market": {C: AMOUNT}, "value": AMOUNT, "cost": {C: AMOUNT}}] per position and date}
      prices.get_price for every ordered pair of the currencies at every date, and for each
      position convert.convert_position, convert.get_value and convert_amount of get_cost.
A request that raises answers {"crash": "<traceback>"} instead of killing the process.
"""
import datetime
import json
import os
import sys
import traceback
from decimal import Decimal

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from beancount import loader  # noqa: E402
from beancount.core import amount, convert, data, position, prices  # noqa: E402
from beancount.core.number import MISSING  # noqa: E402
from beancount.parser import parser, printer  # noqa: E402

from beancount_inventories import balances_until  # noqa: E402


def errors_json(errors):
    return [
        {"file": (e.source or {}).get("filename"), "line": (e.source or {}).get("lineno"), "message": str(e.message)}
        for e in errors
    ]


def value_json(v):
    """A parsed value, tagged with its Python type so that 1 and "1" do not compare equal."""
    if v is MISSING:
        return {"missing": True}
    if v is None:
        return None
    if isinstance(v, bool):
        return {"bool": v}
    if isinstance(v, Decimal):
        return {"number": str(v)}
    if isinstance(v, datetime.date):
        return {"date": v.isoformat()}
    if isinstance(v, amount.Amount):
        return {"amount": [value_json(v.number), value_json(v.currency)]}
    if isinstance(v, str):
        return {"str": v}
    raise TypeError("unexpected value {!r}".format(v))


def meta_json(meta):
    return {k: value_json(v) for k, v in (meta or {}).items() if k not in ("filename", "lineno")}


def cost_json(c):
    if c is None:
        return None
    if isinstance(c, position.CostSpec):
        return {"number_per": value_json(c.number_per), "number_total": value_json(c.number_total),
                "currency": value_json(c.currency), "date": value_json(c.date), "label": value_json(c.label),
                "merge": bool(c.merge)}
    raise TypeError("unexpected cost {!r}".format(c))


def posting_json(p):
    return {"account": p.account, "flag": p.flag, "units": value_json(p.units), "cost": cost_json(p.cost),
            "price": value_json(p.price), "meta": meta_json(p.meta)}


def entry_json(e):
    lineno = e.meta.get("lineno")
    out = {"type": type(e).__name__.lower(), "date": e.date.isoformat(),
           "line": lineno if isinstance(lineno, int) else None, "meta": meta_json(e.meta)}
    if isinstance(e, data.Transaction):
        out.update(flag=e.flag, payee=e.payee, narration=e.narration, tags=sorted(e.tags or ()),
                   links=sorted(e.links or ()), postings=[posting_json(p) for p in e.postings])
    elif isinstance(e, data.Open):
        out.update(account=e.account, currencies=e.currencies or [],
                   booking=e.booking.name if e.booking is not None else None)
    elif isinstance(e, (data.Close, data.Pad)):
        out.update(account=e.account)
    elif isinstance(e, data.Commodity):
        out.update(currency=e.currency)
    elif isinstance(e, data.Balance):
        out.update(account=e.account, amount=value_json(e.amount), tolerance=value_json(e.tolerance))
    elif isinstance(e, data.Price):
        out.update(currency=e.currency, amount=value_json(e.amount))
    elif isinstance(e, data.Custom):
        out.update(custom_type=e.type, values=[[value_json(v.value), v.dtype.__name__ if isinstance(v.dtype, type) else str(v.dtype)] for v in e.values])
    return out


def booked_number(n):
    return None if n is None else str(n)


def booked_amount(a):
    return None if a is None else [booked_number(a.number), a.currency]


def booked_json(e):
    """An entry after booking: the parts that booking, padding and plugins decide."""
    lineno = e.meta.get("lineno") if e.meta else None
    out = {"type": type(e).__name__.lower(), "date": e.date.isoformat(),
           "line": lineno if isinstance(lineno, int) else None, "file": e.meta.get("filename") if e.meta else None}
    if isinstance(e, data.Transaction):
        out.update(flag=e.flag, narration=e.narration, tags=sorted(e.tags or ()), postings=[
            {"account": p.account, "units": booked_amount(p.units), "price": booked_amount(p.price),
             "cost": None if p.cost is None else [booked_number(p.cost.number), p.cost.currency,
                                                  None if p.cost.date is None else p.cost.date.isoformat(), p.cost.label]}
            for p in e.postings])
    elif isinstance(e, data.Price):
        out.update(currency=e.currency, amount=booked_amount(e.amount))
    elif isinstance(e, (data.Open, data.Close, data.Pad, data.Balance, data.Note)):
        out.update(account=e.account)
    elif isinstance(e, data.Document):
        out.update(account=e.account, filename=e.filename)
    return out


def amount_json(a):
    return {"number": str(a.number), "currency": a.currency}


def prices_json(path, currencies, dates, positions):
    entries, errors, _options = loader.load_file(path)
    price_map = prices.build_price_map(entries)
    as_date = lambda d: None if d is None else datetime.date.fromisoformat(d)  # noqa: E731
    rates = {}
    for base in currencies:
        for quote in currencies:
            for d in dates:
                try:
                    _, rate = prices.get_price(price_map, (base, quote), as_date(d))
                    rates["{}/{}@{}".format(base, quote, d or "latest")] = None if rate is None else str(rate)
                except IndexError:  # a pair whose every rate is zero has an empty inverse list
                    rates["{}/{}@{}".format(base, quote, d or "latest")] = "crash"
    values = []
    for p in positions:
        units = amount.Amount(Decimal(p["units"]["number"]), p["units"]["currency"])
        cost = None if p["cost"] is None else position.Cost(Decimal(p["cost"]["number"]), p["cost"]["currency"], None, None)
        pos = position.Position(units, cost)
        for d in dates:
            when = as_date(d)
            values.append({
                "market": {c: amount_json(convert.convert_position(pos, c, price_map, when)) for c in currencies},
                "value": amount_json(convert.get_value(pos, price_map, when)),
                "cost": {c: amount_json(convert.convert_amount(convert.get_cost(pos), c, price_map, when)) for c in currencies},
            })
    return {"errors": errors_json(errors), "rates": rates, "values": values}


def answer(request):
    path = request["file"]
    if request["op"] == "inventories":
        entries, errors, _options = loader.load_file(path)
        return {"errors": errors_json(errors), "balances": {"all": balances_until(entries, None)}}
    if request["op"] == "entries":
        _entries, errors, _options = loader.load_file(path)
        parsed, parse_errors, _ = parser.parse_file(path)
        return {"errors": errors_json(errors), "parse_errors": errors_json(parse_errors),
                "entries": [entry_json(e) for e in parsed]}
    if request["op"] == "booked":
        entries, errors, _options = loader.load_file(path)
        return {"errors": errors_json(errors), "entries": [booked_json(e) for e in entries]}
    if request["op"] == "printed":
        entries, errors, _options = loader.load_file(path)
        return {"errors": errors_json(errors), "entries": [printer.format_entry(e) for e in entries]}
    if request["op"] == "prices":
        return prices_json(path, request["currencies"], request["dates"], request["positions"])
    raise ValueError("unknown op {!r}".format(request["op"]))


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            out = answer(json.loads(line))
        except Exception:  # noqa: BLE001 - reported to the test, which fails with it
            out = {"crash": traceback.format_exc()}
        sys.stdout.write(json.dumps(out, ensure_ascii=True) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
