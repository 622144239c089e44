#!/usr/bin/env python3
"""Builds the labelled grounding corpus (answers.jsonl) from hand-written
answer templates (templates.jsonl) and the engines' real results
(tool_results.json, reproduced by tests/tests/grounding_corpus_results.rs).

A template is an analyst answer in which every number is a reference
{{rK.PATH|STYLE}} to a value of the case's results (the same syntax the
model uses), or a computation {{calc:OP(rK.PATH, rK.PATH)|STYLE}}.
This script resolves and formats them itself (it shares no code with the
checker, so expected values are independent of the code under test) and
writes, per template:

- the faithful answer (label "faithful");
- mutated answers, each with exactly one wrong number and its class:
  invented, misrounded, wrong_row, wrong_column, wrong_year, wrong_sign,
  wrong_unit (mutations a template's wording supports, at most MAX_MUTATIONS,
  chosen deterministically);
- for computation templates: the correct computation ("derived": must be
  flagged as computed) and a wrong one ("miscomputed").

Every answer records its template and, for unfaithful ones, the wrong
number as written ("target") and the value the sentence meant ("expected").

Run: python3 gen_corpus.py  (deterministic; rewrites answers.jsonl)
     python3 gen_corpus.py --check  (fails when answers.jsonl is stale)
"""

import json
import random
import re
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
MAX_MUTATIONS = 3

# ---------------------------------------------------------------- values


def alias(name):
    out = ""
    for c in name.strip():
        if c.isalnum():
            out += c.lower()
        elif not out.endswith("_"):
            out += "_"
    return out.strip("_")


def key_of(row, cols):
    parts = []
    for c in cols:
        v = row.get(c)
        parts.append(v if isinstance(v, str) else json.dumps(v))
    return " ".join(parts)


def last_step(q):
    return q["steps"][-1] if isinstance(q.get("steps"), list) and q["steps"] else q


def cells(call):
    """Every addressable value of one result: path -> (value, row key, column)."""
    tool, inp, res = call["tool"], call["input"], call["result"]
    out = {}
    if tool == "run_query":
        s = res["summary"]
        t = s["type"]
        if t == "scalar":
            out["value"] = (s["value"], None, "value")
            out["rows_scanned"] = (s["rows_scanned"], None, "rows_scanned")
        elif t == "dict":
            for k, v in s["values"].items():
                out[k] = (v, None, k)
            out["rows_scanned"] = (s["rows_scanned"], None, "rows_scanned")
        else:
            rows = res.get("table") or []
            if t == "grouped":
                gb = last_step(inp["query"]).get("group_by")
                keys = gb if isinstance(gb, list) else [s["by"]]
            else:
                keys = [c for c in ("date", "time") if rows and c in rows[0]]
            out["rows"] = (s["rows"], None, "rows")
            kk = [key_of(r, keys) if keys else "#%d" % (i + 1) for i, r in enumerate(rows)]
            for i, r in enumerate(rows):
                unique = kk.count(kk[i]) == 1 and len(kk[i]) <= 60 and keys
                pk = kk[i] if unique else "#%d" % (i + 1)
                for col, v in r.items():
                    if col in keys or isinstance(v, bool) or not isinstance(v, (int, float)):
                        continue
                    out["%s.%s" % (pk, col)] = (v, kk[i], col)
                    out["#%d.%s" % (i + 1, col)] = (v, kk[i], col)
            for col, st in (s.get("stats") or {}).items():
                if col in keys:
                    continue
                for k in ("min", "max", "mean"):
                    # A minimum or maximum is the value of a row: the first row holding it.
                    row = None
                    if k != "mean":
                        row = next((kk[i] for i, r in enumerate(rows) if r.get(col) == st[k]), None)
                    out["%s.%s" % (col, k)] = (st[k], row, col)
    elif tool == "run_backtest":
        for k, v in res["metrics"].items():
            if isinstance(v, (int, float)):
                out[k] = (v, None, k)
    elif tool == "query_receipts":
        rows = res.get("rows") or []
        q = inp["query"]
        gb = q.get("group_by") or []
        if q.get("aggregate") and not gb and len(rows) == 1:
            for col, v in rows[0].items():
                if isinstance(v, (int, float)):
                    out[alias(col)] = (v, None, col)
        else:
            kk = [key_of(r, gb) if gb else "#%d" % (i + 1) for i, r in enumerate(rows)]
            for i, r in enumerate(rows):
                unique = kk.count(kk[i]) == 1 and len(kk[i]) <= 60 and gb
                pk = kk[i] if unique else "#%d" % (i + 1)
                for col, v in r.items():
                    if col in gb or not isinstance(v, (int, float)) or isinstance(v, bool):
                        continue
                    out["%s.%s" % (pk, alias(col))] = (v, kk[i], col)
                    out["#%d.%s" % (i + 1, alias(col))] = (v, kk[i], col)
        out["total_rows"] = (res["total_rows"], None, "total_rows")
    elif tool == "backtest_compare":
        for i, r in enumerate(res["rows"]):
            for col, v in r.items():
                if col == "instrument" or isinstance(v, bool) or not isinstance(v, (int, float)):
                    continue
                out["%s.%s" % (r["instrument"], col)] = (v, r["instrument"], col)
                out["#%d.%s" % (i + 1, col)] = (v, r["instrument"], col)
    elif tool == "backtest_portfolio":
        for k, v in res["metrics"].items():
            if isinstance(v, (int, float)):
                out[k] = (v, None, k)
        for i, leg in enumerate(res["legs"]):
            for col in ("trades", "skipped", "pnl", "contribution_pct", "point_value", "commission_per_contract"):
                v = leg.get(col)
                if isinstance(v, (int, float)) and not isinstance(v, bool):
                    out["%s.%s" % (leg["name"], col)] = (v, leg["name"], col)
            u = (leg.get("unit_metrics") or {}).get("total_pnl")
            if isinstance(u, (int, float)):
                out["%s.unit_total_pnl" % leg["name"]] = (u, leg["name"], "unit_total_pnl")
    elif tool == "backtest_sweep":
        obj = res["objective"]
        conf = res["configurations"]
        for name, key in (("configurations", "tried"), ("grid", "grid"), ("eligible", "eligible"),
                          ("positive_in_sample", "positive_in_sample")):
            out[name] = (conf[key], None, name)
        d = res.get("deflated_sharpe") or {}
        for name, key in (("deflated_sharpe", "value"), ("sharpe_per_trade", "sharpe_per_trade"),
                          ("expected_max_sharpe", "expected_max_sharpe")):
            if isinstance(d.get(key), (int, float)):
                out[name] = (d[key], None, name)
        for pre, key in (("is", "in_sample"), ("oos", "out_of_sample")):
            out["%s_mean_%s" % (pre, obj)] = (res["mean_objective"][key], None, "%s_mean_%s" % (pre, obj))
        st = res.get("stability") or {}
        for name, key in (("neighbours", "neighbours"), ("neighbours_holding", "holding_half"),
                          ("neighbours_ratio", "ratio_to_best"), ("is_neighbours_mean_" + obj, "mean_in_sample"),
                          ("oos_neighbours_mean_" + obj, "mean_out_of_sample")):
            if isinstance(st.get(key), (int, float)):
                out[name] = (st[key], None, name)
        wf = res.get("walk_forward_out_of_sample") or {}
        for fig in SWEEP_FIGURES:
            if isinstance(wf.get(fig), (int, float)):
                out["oos_walk_forward_" + fig] = (wf[fig], None, "oos_walk_forward_" + fig)
        for f in res.get("folds") or []:
            ch = f.get("chosen")
            if ch:
                for pre, key in (("is", "in_sample"), ("oos", "out_of_sample")):
                    name = "%s_fold%d_%s" % (pre, f["fold"], obj)
                    out[name] = (ch[key]["objective"], None, name)
        for i, r in enumerate(res["top"]):
            for pre, key in (("is", "in_sample"), ("oos", "out_of_sample")):
                for fig in SWEEP_FIGURES:
                    v = r[key].get(fig)
                    if isinstance(v, (int, float)):
                        out["#%d.%s_%s" % (i + 1, pre, fig)] = (v, r["label"], "%s_%s" % (pre, fig))
    return out


SWEEP_FIGURES = ("sharpe", "total_pnl", "trades", "win_rate", "profit_factor", "expectancy")


def all_numbers(obj, acc):
    """Every number anywhere in a result (for keeping inventions honest)."""
    if isinstance(obj, bool):
        return acc
    if isinstance(obj, (int, float)):
        acc.append(abs(float(obj)))
    elif isinstance(obj, dict):
        for v in obj.values():
            all_numbers(v, acc)
    elif isinstance(obj, list):
        for v in obj:
            all_numbers(v, acc)
    elif isinstance(obj, str):
        for m in re.findall(r"\d+(?:\.\d+)?", obj):
            acc.append(float(m))
    return acc


# ---------------------------------------------------------------- formatting

LOCALES = {
    "en": (",", ".", "%"),
    "de": (".", ",", "\u00a0%"),
    "fr": ("\u202f", ",", "\u202f%"),
    "ru": ("\u00a0", ",", "\u00a0%"),
    "ch": ("\u2019", ".", "%"),
    "in": (",", ".", "%"),
}


def parse_style(spec):
    st = {"decimals": None, "percent": False, "abs": False, "plus": False}
    for item in [x.strip() for x in (spec or "").split(",") if x.strip()]:
        if item in ("%", "pct", "percent"):
            st["percent"] = True
        elif item == "abs":
            st["abs"] = True
        elif item == "+":
            st["plus"] = True
        else:
            st["decimals"] = int(item)
    return st


def own_decimals(d):
    exp = d.normalize().as_tuple().exponent
    return max(0, -exp)


def fmt(value, st, locale, decimals=None):
    """The number as the orchestrator renders it (written independently)."""
    group, mark, pct = LOCALES[locale]
    d = Decimal(repr(abs(float(value))))
    if st["percent"]:
        d = d.scaleb(2)
    default = 1 if st["percent"] else 2
    n = decimals if decimals is not None else (st["decimals"] if st["decimals"] is not None else min(own_decimals(d), default))
    q = d.quantize(Decimal(1).scaleb(-n), rounding=ROUND_HALF_UP)
    text = format(q, "f")
    ip, _, fp = text.partition(".")
    if st["decimals"] is None and decimals is None:
        fp = fp.rstrip("0")
    zero = q == 0
    sign = ""
    if value < 0 and not st["abs"] and not zero:
        sign = "-"
    elif st["plus"] and not zero:
        sign = "+"
    if len(ip) >= 4:
        head, tail = ip[:-3], ip[-3:]
        size = 2 if locale == "in" else 3
        groups = []
        while head:
            groups.insert(0, head[-size:])
            head = head[:-size]
        ip = group.join(groups + [tail])
    out = sign + ip + ((mark + fp) if fp else "")
    if st["percent"]:
        out += pct
    return out, n


# ---------------------------------------------------------------- templates

SEGMENT = re.compile(r"\[\[(oos|count|caveat):(.*?)\]\]", re.S)


def segments(text, drop=None):
    """A sweep template's disclosure segments `[[oos:…]]`, `[[count:…]]`,
    `[[caveat:…]]`: kept (markers removed), or the one named `drop` removed."""
    return SEGMENT.sub(lambda m: "" if m.group(1) == drop else m.group(2), text)


def segment_kinds(text):
    return sorted({m.group(1) for m in SEGMENT.finditer(text)})


REF = re.compile(r"\{\{(r\d+\.[^{}|]+|calc:[^{}|]+)(?:\|([^{}]*))?\}\}")
CALC = re.compile(r"calc:(\w+)\(\s*(r\d+\.[^,()]+?)\s*,\s*(r\d+\.[^,()]+?)\s*\)")

MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december"]
MONTHS_DE = ["januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober",
             "november", "dezember"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
MONTHS_RU = ["январ", "феврал", "март", "апрел", "ма", "июн", "июл", "август", "сентябр", "октябр", "ноябр", "декабр"]
WEEKDAYS = {"Monday": ["monday", "mon", "montag", "lundi", "понедельник"],
            "Tuesday": ["tuesday", "tue", "dienstag", "mardi", "вторник"],
            "Wednesday": ["wednesday", "wed", "mittwoch", "mercredi", "сред"],
            "Thursday": ["thursday", "thu", "donnerstag", "jeudi", "четверг"],
            "Friday": ["friday", "fri", "freitag", "vendredi", "пятниц"]}

# Words a sentence names a column by (this generator's own list).
COLUMN_WORDS = {
    "win_rate": ["win rate", "winning rate", "hit rate", "trefferquote", "доля прибыльных", "taux de réussite"],
    "profit_factor": ["profit factor", "pf", "фактор прибыли", "profitfaktor"],
    "total_trades": ["trades", "сделок", "сделки"],
    "winning_trades": ["winners", "winning trades", "прибыльных"],
    "losing_trades": ["losers", "losing trades", "убыточных"],
    "max_drawdown": ["drawdown", "просадка", "max dd"],
    "total_pnl": ["net", "total", "overall", "итог"],
    "avg_win": ["average win", "average winner", "avg win"],
    "avg_loss": ["average loss", "average loser", "avg loss"],
    "best_trade": ["best trade", "best"],
    "worst_trade": ["worst trade", "worst"],
    "sharpe": ["sharpe"],
    "sortino": ["sortino"],
    "exposure_pct": ["exposure", "in the market"],
    "mean_range": ["average range", "mean range", "averaged", "average daily range", "средний диапазон",
                   "durchschnittliche spanne", "amplitude moyenne"],
    "max_range": ["widest", "max range", "maximum range", "largest range"],
    "min_range": ["narrowest", "min range", "minimum range", "smallest range"],
    "median_range": ["median"],
    "count": ["sessions", "trading days", "receipts", "purchases", "visits", "чеков", "покупок", "days"],
    "mean_volume": ["volume", "contracts"],
    "open": ["opened", "open"],
    "close": ["closed", "close"],
    "high": ["high"],
    "low": ["low"],
    "change": ["change", "gained", "lost", "fell", "rose"],
    "range": ["range"],
    "mean_g": ["average gap", "mean gap"],
    "max_g": ["largest gap up", "biggest gap up"],
    "min_g": ["largest gap down", "biggest gap down"],
    "std_g": ["standard deviation"],
    "max_close": ["highest close"],
    "min_close": ["lowest close"],
    "last_close": ["ended", "last close", "year-end"],
    "sum(total)": ["spent", "spend", "spending", "потратили", "сумма"],
    "count(*)": ["visits", "receipts", "чеков", "times"],
    "sum(amount)": ["spent", "spend"],
    "avg(total)": ["average receipt", "per receipt", "средний чек"],
    "max(total)": ["largest", "biggest"],
    "total": ["total", "receipt for", "на сумму"],
    "trades": ["trades", "сделок", "сделки"],
    "total_pnl_currency": ["per contract", "dollars", "$"],
    "pnl": ["made", "lost", "leg"],
    "contribution_pct": ["of the total", "of the net", "contribution"],
    "return_pct": ["return"],
    "final_equity": ["final equity", "ended at"],
    "max_drawdown_pct": ["drawdown"],
    "capital": ["capital"],
    "configurations": ["configurations", "tried"],
    "deflated_sharpe": ["deflated"],
}
# Sweep figures: is_X / oos_X are named like X.
for _fig in ("sharpe", "total_pnl", "trades", "win_rate", "profit_factor", "expectancy"):
    for _pre in ("is_", "oos_"):
        COLUMN_WORDS.setdefault(_pre + _fig, COLUMN_WORDS.get(_fig, [_fig.replace("_", " ")]))

# Words naming the sample a sweep figure was measured on (this generator's own list).
SAMPLE_CUES = {
    "is": [r"in-sample", r"in sample", r"\bIS\b", r"training", r"en échantillon", r"в выборке", r"на обучающей",
           r"In-Sample"],
    "oos": [r"out-of-sample", r"out of sample", r"\bOOS\b", r"hors échantillon", r"вне выборки", r"Out-of-Sample"],
}
FLIPS = [("lost", "gained"), ("fell", "rose"), ("down", "up"), ("loss", "gain"), ("gained", "lost"),
         ("rose", "fell"), ("up", "down"), ("убыток", "прибыль")]
UNIT_SWAPS = [(" points", "%"), (" pts", "%"), ("%", " points"), (" trades", " points"), (" sessions", "%"),
              (" пункта", "%"), (" Punkte", "\u00a0%"), (" ₽", " points"), (" contracts", " points")]


def resolve(case, ref):
    k, path = ref[1:].split(".", 1)
    call = case["calls"][int(k) - 1]
    c = cells(call)
    if path not in c:
        raise KeyError("%s: %s not in r%s (%s)" % (case["id"], path, k, ", ".join(list(c)[:12])))
    v, row, col = c[path]
    return v, row, col, int(k), path


def calc(op, a, b):
    if op == "diff":
        return a - b
    if op == "absdiff":
        return abs(a - b)
    if op == "sum":
        return a + b
    if op == "ratio":
        return abs(a) / abs(b)
    if op == "pct_change":
        return (abs(a) - abs(b)) / abs(b) * 100
    if op == "pct_of":
        return abs(a) / abs(b) * 100
    raise ValueError(op)


def sentence_bounds(text, start, end):
    a = max(text.rfind(". ", 0, start), text.rfind("\n", 0, start), text.rfind("; ", 0, start))
    b_candidates = [i for i in (text.find(". ", end), text.find("\n", end), text.find("; ", end)) if i >= 0]
    b = min(b_candidates) if b_candidates else len(text)
    return (a + 1 if a >= 0 else 0), b


def mentions_key(sentence, row):
    s = sentence.lower().replace("ё", "е")
    if row is None:
        return False
    if row in WEEKDAYS:
        return any(re.search(r"\b" + w, s) for w in WEEKDAYS[row])
    if row.lower() in MONTHS:
        i = MONTHS.index(row.lower())
        return any(w in s for w in (MONTHS[i][:3], MONTHS_DE[i], MONTHS_FR[i], MONTHS_RU[i]))
    m = re.match(r"^(\d{4})-(\d{2})-(\d{2})", row)
    if m:
        y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if row[:10] in s:
            return True
        names = [MONTHS[mo - 1][:3], MONTHS_DE[mo - 1][:3], MONTHS_FR[mo - 1][:3], MONTHS_RU[mo - 1]]
        return any(re.search(r"\b%d\b" % d, s) and n in s for n in names)
    if re.match(r"^\d{4}$", row):
        return row in s
    if re.match(r"^\d{2}:00-\d{2}:59$", row):
        h = int(row[:2])
        return ("%d:00" % h) in s or ("%02d:00" % h) in s
    if re.match(r"^[1-4]$", row):
        return ("q" + row) in s
    return row.lower().replace("ё", "е") in s


def names_column(sentence, col):
    s = sentence.lower()
    return any(w in s for w in COLUMN_WORDS.get(col, []))


def render(case, template, locale, override=None, drop=None, coarser=False, bold=False):
    """Renders a template; `override` = (occurrence index, text) replaces one
    number; `drop` removes one disclosure segment; `coarser` shows every
    number with one decimal fewer (still correctly rounded); `bold` wraps
    every number in `**`. Returns (text, [(start, end, info)])."""
    template = segments(template, drop)
    out, spans, pos, idx = "", [], 0, 0
    for m in REF.finditer(template):
        out += template[pos:m.start()]
        st = parse_style(m.group(2))
        body = m.group(1)
        if body.startswith("calc:"):
            cm = CALC.match(body)
            op, ra, rb = cm.group(1), cm.group(2), cm.group(3)
            va, vb = resolve(case, ra)[0], resolve(case, rb)[0]
            v = calc(op, va, vb)
            info = {"value": v, "row": None, "col": None, "k": None, "path": None, "calc": (op, ra, rb), "style": st}
        else:
            v, row, col, k, path = resolve(case, body)
            info = {"value": v, "row": row, "col": col, "k": k, "path": path, "calc": None, "style": st}
        text, n = fmt(v, st, locale)
        if coarser and n > 0:
            text, n = fmt(v, st, locale, n - 1)
        info["decimals"] = n
        info["text"] = text
        if override and override[0] == idx:
            text = override[1]
        if bold:
            out += "**"
        spans.append((len(out), len(out) + len(text), info))
        out += text
        if bold:
            out += "**"
        pos = m.end()
        idx += 1
    out += template[pos:]
    if bold:
        # As models write it: the sign or unit glued to the number is inside the emphasis.
        out = re.sub(r"\*\*([^*]+)\*\*(\u00a0?%)", r"**\1\2**", out)
        out = re.sub(r"([$€£₽])\*\*([^*]+)\*\*", r"**\1\2**", out)
        spans = []  # offsets moved; bold answers are faithful and carry no target
    return out, spans


def near_any(v, numbers, tol):
    return any(abs(abs(v) - n) <= tol for n in numbers)


def mutations(case, t, rng):
    """Candidate mutations of a faithful template: (class, occurrence, new text, expected, extra edit)."""
    locale = t["locale"]
    text, spans = render(case, t["text"], locale)
    numbers = []
    for call in case["calls"]:
        all_numbers(call["result"], numbers)
        all_numbers(call["input"], numbers)
    all_numbers(case["question"], numbers)
    out = []
    for i, (a, b, info) in enumerate(spans):
        if info["calc"]:
            continue
        v, st, n = info["value"], info["style"], info["decimals"]
        unit = 10 ** -n * (0.01 if st["percent"] else 1)
        s0, s1 = sentence_bounds(text, a, b)
        sentence = text[s0:s1]
        # invented: a plausible value no result holds
        scale = 100 if st["percent"] else 1
        for _ in range(20):
            f = rng.choice([-1, 1]) * rng.uniform(0.07, 0.35)
            dv = v * scale
            dw = dv * (1 + f) if abs(dv) >= 20 or n > 0 else dv + rng.choice([-1, 1]) * rng.randint(3, 9)
            w = dw / scale
            if w == 0 or (v < 0) != (w < 0) and not st["abs"]:
                continue
            wt, _ = fmt(w, st, locale, n)
            wv = float(Decimal(str(w)).quantize(Decimal(1).scaleb(-n), rounding=ROUND_HALF_UP)) if not st["percent"] else None
            check = abs(w) if wv is None else abs(wv)
            if wt != info["text"] and not near_any(check if not st["percent"] else abs(w), numbers, max(unit * 3, 1e-9)):
                out.append(("invented", i, wt, v, None))
                break
        # misrounded: the rounding's neighbour, for a value shown with fewer decimals than it has
        d = Decimal(repr(abs(v)))
        if st["percent"]:
            d = d.scaleb(2)
        if own_decimals(d) > n:
            q = d.quantize(Decimal(1).scaleb(-n), rounding=ROUND_HALF_UP)
            step = Decimal(1).scaleb(-n)
            wrong = q + step if q >= d else q - step
            if abs(wrong - d) > step / 2 * Decimal("1.2") and wrong > 0:
                wv = float(wrong) * (0.01 if st["percent"] else 1) * (-1 if v < 0 else 1)
                wt, _ = fmt(wv, st, locale, n)
                if not near_any(abs(wv), [x for x in numbers if abs(x - abs(v)) > 1e-12], unit * 1.5):
                    out.append(("misrounded", i, wt, v, None))
        # wrong_row: the same column in another row, when the sentence names the row
        if info["row"] is not None and mentions_key(sentence, info["row"]):
            call = case["calls"][info["k"] - 1]
            others = [(p, c) for p, c in cells(call).items()
                      if c[2] == info["col"] and c[1] is not None and c[1] != info["row"] and not p.startswith("#")]
            rng.shuffle(others)
            for p, c in others:
                wt, _ = fmt(c[0], st, locale, n)
                if wt != info["text"] and not mentions_key(sentence, c[1]):
                    # A table of years: another row is another period.
                    out.append(("wrong_year" if re.match(r"^\d{4}$", info["row"]) else "wrong_row", i, wt, v, None))
                    break
        # wrong_column: another column of the same row / summary, when the sentence names this one
        if names_column(sentence, info["col"]):
            call = case["calls"][info["k"] - 1]
            others = [(p, c) for p, c in cells(call).items()
                      if c[1] == info["row"] and c[2] != info["col"] and not p.startswith("#")
                      and not names_column(sentence, c[2]) and c[2] not in ("rows", "rows_scanned", "total_rows")]
            rng.shuffle(others)
            for p, c in others:
                wt, _ = fmt(c[0], st, locale, n)
                if wt != info["text"] and fmt(c[0], st, locale)[0] != info["text"]:
                    out.append(("wrong_column", i, wt, v, None))
                    break
        # wrong_year: the same value of another period's result, when the sentence names a period
        if len(case["calls"]) > 1 and re.search(r"\b(20\d\d|H[12]|first half|second half)\b", sentence):
            for j, call in enumerate(case["calls"]):
                if j + 1 == info["k"]:
                    continue
                c = cells(call).get(info["path"])
                if c:
                    wt, _ = fmt(c[0], st, locale, n)
                    if wt != info["text"]:
                        out.append(("wrong_year", i, wt, v, None))
                        break
        # wrong_sample: a sweep figure's other sample, when the words right by the number name its sample
        col = info["col"] or ""
        pre = "is" if col.startswith("is_") else "oos" if col.startswith("oos_") else None
        if pre:
            window = text[max(s0, a - 30):min(s1, b + 18)]
            own = any(re.search(c, window) for c in SAMPLE_CUES[pre])
            other = any(re.search(c, window) for c in SAMPLE_CUES["oos" if pre == "is" else "is"])
            twin = info["path"].replace(pre + "_", ("oos" if pre == "is" else "is") + "_", 1)
            c = cells(case["calls"][info["k"] - 1]).get(twin)
            if own and not other and c:
                wt, _ = fmt(c[0], st, locale, n)
                if wt != info["text"]:
                    out.append(("wrong_sample", i, wt, v, None))
        # wrong_sign: flip an explicit sign, or the direction word before the number
        if not st["abs"] and info["text"][:1] in "-+" and v != 0:
            flipped = ("+" + info["text"][1:]) if info["text"][0] == "-" else ("-" + info["text"][1:])
            out.append(("wrong_sign", i, flipped, v, None))
        elif v != 0 and st["abs"]:
            # The template writes a magnitude with a direction word: flip the word.
            before = text[max(s0, a - 24):a]
            for x, y in FLIPS:
                mm = list(re.finditer(r"\b%s\b" % re.escape(x), before))
                if mm:
                    at = max(s0, a - 24) + mm[-1].start()
                    out.append(("wrong_sign", i, info["text"], v, (at, at + len(x), y)))
                    break
        # wrong_unit: the unit word after the number
        after = text[b:b + 12]
        for x, y in UNIT_SWAPS:
            if after.startswith(x):
                out.append(("wrong_unit", i, info["text"] + y, v, (b, b + len(x), "")))
                break
    return text, spans, out


def coincidental(case, t, rng):
    """An invented number close to a real value that is not the one the
    sentence means: another value of the case moved by one to three of the
    number's display units (so no value lies within its rounding), or, for a
    count, a day of a date the results show. None when no such number exists."""
    locale = t["locale"]
    text, spans = render(case, t["text"], locale)
    numbers = []
    for call in case["calls"]:
        all_numbers(call["result"], numbers)
        all_numbers(call["input"], numbers)
    all_numbers(case["question"], numbers)
    values = sorted({abs(float(c[0])) for call in case["calls"] for c in cells(call).values()})
    order = list(range(len(spans)))
    rng.shuffle(order)
    for i in order:
        a, b, info = spans[i]
        if info["calc"]:
            continue
        v, st, n = info["value"], info["style"], info["decimals"]
        scale = 100 if st["percent"] else 1
        unit = 10 ** -n
        shown = lambda x: fmt(x, st, locale, n)[0]
        taken = {shown(x) for x in numbers} | {shown(x / scale) for x in numbers} | {info["text"]}
        pool = [x for x in values if x != abs(v) and 0.3 * abs(v) * scale <= x * scale <= 3 * abs(v) * scale + 3]
        rng.shuffle(pool)
        for x in pool:
            for k in rng.sample([1, 2, 3, -1, -2, -3], 6):
                w = x * scale + k * unit
                if w <= 0 or abs(w - abs(v) * scale) < 1.5 * unit:
                    continue
                w = w / scale * (-1 if v < 0 and not st["abs"] else 1)
                wt = shown(w)
                if wt in taken or wt.lstrip("-+") in {y.lstrip("-+") for y in taken}:
                    continue
                return i, wt, v
        # A count: a day of a date in the results.
        if n == 0 and not st["percent"] and float(v).is_integer() and 3 <= abs(v) <= 31:
            days = set()
            for call in case["calls"]:
                for m in re.finditer(r"\b\d{4}-\d{2}-(\d{2})\b", json.dumps(call["result"])):
                    days.add(int(m.group(1)))
            choices = sorted(d for d in days if str(d) not in taken and abs(d - abs(v)) >= 2)
            if choices:
                return i, str(rng.choice(choices)), v
    return None


def variants(case, t, faithful):
    """More answers from one template, after the main ones (so adding them
    left the earlier answers as they were): faithful with coarser rounding
    and with bold numbers, one coincidental invention, and for sweeps one
    answer per missing disclosure."""
    out = []
    locale = t["locale"]
    base = {"case": t["case"], "template": t["id"], "locale": locale}
    coarser, _ = render(case, t["text"], locale, coarser=True)
    if coarser != faithful:
        out.append(dict(base, id=t["id"] + "~coarser", label="faithful", target=None, expected=None, answer=coarser))
    bold, _ = render(case, t["text"], locale, bold=True)
    if not any(line.lstrip().startswith("|") for line in t["text"].splitlines()):  # not a Markdown table
        out.append(dict(base, id=t["id"] + "~bold", label="faithful", target=None, expected=None, answer=bold))
    c = coincidental(case, t, random.Random(t["id"] + "/coincidental"))
    if c:
        i, wt, v = c
        answer, sp = render(case, t["text"], locale, (i, wt))
        a, b, _ = sp[i]
        out.append(dict(base, id=t["id"] + "-coincidental", label="coincidental", target=answer[a:b], target_at=a,
                        expected=v, answer=answer))
    for kind in segment_kinds(t["text"]):
        answer, sp = render(case, t["text"], locale, drop=kind)
        figures = [(a, b, info) for a, b, info in sp if info["path"] and re.search(r"(^|\.)(is|oos)_", info["path"])]
        first = next((x for x in figures if re.search(r"(^|\.)is_", x[2]["path"])), figures[0] if figures else None)
        if first:
            a, b, _ = first
            out.append(dict(base, id="%s-undisclosed-%s" % (t["id"], kind), label="undisclosed", target=answer[a:b],
                            target_at=a, expected=None, answer=answer))
    return out


def main():
    results = {c["id"]: c for c in json.loads((HERE / "tool_results.json").read_text())["cases"]}
    templates = [json.loads(line) for line in (HERE / "templates.jsonl").read_text().splitlines() if line.strip()]
    out = []
    extra = []
    made = {}
    for t in templates:
        case = results[t["case"]]
        rng = random.Random(t["id"])
        locale = t["locale"]
        if t.get("kind") == "derived":
            text, spans = render(case, t["text"], locale)
            calc_i = [i for i, s in enumerate(spans) if s[2]["calc"]]
            for i in calc_i:
                a, b, info = spans[i]
                out.append({"id": "%s-derived" % t["id"], "case": t["case"], "template": t["id"], "locale": locale,
                            "label": "derived", "target": info["text"], "target_at": a, "expected": info["value"],
                            "answer": text})
                for _ in range(20):
                    f = rng.choice([-1, 1]) * rng.uniform(0.12, 0.4)
                    wt, _ = fmt(info["value"] * (1 + f), info["style"], locale, info["decimals"])
                    if wt != info["text"]:
                        break
                wrong, _ = render(case, t["text"], locale, (i, wt))
                out.append({"id": "%s-miscomputed" % t["id"], "case": t["case"], "template": t["id"],
                            "locale": locale, "label": "miscomputed", "target": wt, "target_at": a,
                            "expected": info["value"], "answer": wrong})
            continue
        text, spans, muts = mutations(case, t, rng)
        out.append({"id": t["id"], "case": t["case"], "template": t["id"], "locale": locale, "label": "faithful",
                    "target": None, "expected": None, "answer": text, "text": segments(t["text"])})
        extra.extend(variants(case, t, text))
        by_class = {}
        for m in muts:
            by_class.setdefault(m[0], []).append(m)
        classes = sorted(by_class)
        rng.shuffle(classes)
        # Balance the classes: the ones the corpus has fewest of so far first.
        classes.sort(key=lambda c: made.get(c, 0))
        for cls in classes[:MAX_MUTATIONS]:
            made[cls] = made.get(cls, 0) + 1
            cls_, i, wt, expected, edit = rng.choice(by_class[cls])
            answer, sp = render(case, t["text"], locale, (i, wt))
            a, b, _ = sp[i]
            if edit:
                ea, eb, rep = edit
                # Edits are positions in the faithful text; shift by the length change before them.
                shift = len(wt) - len(spans[i][2]["text"]) if ea > spans[i][0] else 0
                answer = answer[:ea + shift] + rep + answer[eb + shift:]
                if ea < a:
                    delta = len(rep) - (eb - ea)
                    a, b = a + delta, b + delta
            target = answer[a:b]
            out.append({"id": "%s-%s" % (t["id"], cls), "case": t["case"], "template": t["id"], "locale": locale,
                        "label": cls, "target": target, "target_at": a, "expected": expected, "answer": answer})
    out.extend(extra)
    text = "".join(json.dumps(a, ensure_ascii=False) + "\n" for a in out)
    if "--check" in sys.argv:
        if (HERE / "answers.jsonl").read_text(encoding="utf-8") != text:
            sys.exit("answers.jsonl is not what gen_corpus.py writes: run python3 gen_corpus.py")
        print("answers.jsonl is up to date")
        return
    (HERE / "answers.jsonl").write_text(text, encoding="utf-8")
    counts = {}
    for a in out:
        counts[a["label"]] = counts.get(a["label"], 0) + 1
    print(len(out), "answers:", ", ".join("%s %d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    main()
