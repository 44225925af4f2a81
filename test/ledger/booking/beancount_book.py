"""Book a Beancount snippet read from stdin with Beancount itself; print postings and errors as JSON.

Runs only the stages our booking mirrors: parse, sort, booking.book (no plugins, no validation).
"""
import json
import sys

from beancount.core import data
from beancount.core.number import MISSING
from beancount.parser import booking, parser


def num(n):
    return None if n is None or n is MISSING else str(n)


def main():
    entries, parse_errors, options = parser.parse_string(sys.stdin.read())
    entries.sort(key=data.entry_sortkey)
    booked, errors = booking.book(entries, options)
    txns = []
    for entry in booked:
        if not isinstance(entry, data.Transaction):
            continue
        postings = []
        for p in entry.postings:
            cost = None
            if p.cost is not None:
                cost = {'number': num(p.cost.number), 'currency': p.cost.currency,
                        'date': p.cost.date.isoformat() if p.cost.date else None, 'label': p.cost.label}
            price = None if p.price is None else {'number': num(p.price.number), 'currency': p.price.currency}
            postings.append({'account': p.account,
                             'units': {'number': num(p.units.number), 'currency': p.units.currency},
                             'cost': cost, 'price': price,
                             'interpolated': bool(p.meta and '__automatic__' in p.meta)})
        txns.append({'line': entry.meta['lineno'], 'postings': postings})
    out = {'transactions': txns,
           'errors': [{'line': e.source['lineno'] if e.source else None, 'message': e.message} for e in errors],
           'parse_errors': [e.message for e in parse_errors]}
    json.dump(out, sys.stdout)


main()
