"""Every metric the dashboard and the alert rules reference exists in real
/metrics output, read with the official Prometheus text parser
(prometheus_client.parser).

    python check_metrics.py DASHBOARD.json ALERTS.yaml METRICS.txt...

Prints one JSON object: {"referenced": [...], "exposed": [...], "missing": [...],
"expressions": N}; exits 1 when something is missing or an input is unreadable.
A histogram family `x` exposes `x_bucket`, `x_sum` and `x_count`; a counter
`x_total` is found under its sample name.
"""

import json
import re
import sys

import yaml
from prometheus_client.parser import text_string_to_metric_families

# PromQL words that look like metric names but are functions, operators or keywords.
PROMQL_WORDS = {
    "sum", "min", "max", "avg", "count", "stddev", "stdvar", "topk", "bottomk", "quantile", "count_values", "group",
    "rate", "irate", "increase", "delta", "idelta", "deriv", "histogram_quantile", "clamp_min", "clamp_max", "clamp",
    "abs", "absent", "absent_over_time", "ceil", "floor", "round", "sqrt", "exp", "ln", "log2", "log10",
    "avg_over_time", "min_over_time", "max_over_time", "sum_over_time", "count_over_time", "last_over_time",
    "label_replace", "label_join", "vector", "scalar", "time", "timestamp", "sort", "sort_desc", "changes", "resets",
    "by", "without", "on", "ignoring", "group_left", "group_right", "and", "or", "unless", "offset", "bool", "le",
    "inf", "nan",
}


def expressions(dashboard, alerts):
    out = []

    def walk(node):
        if isinstance(node, dict):
            if isinstance(node.get("expr"), str):
                out.append(node["expr"])
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(dashboard)
    for group in alerts.get("groups", []):
        for rule in group.get("rules", []):
            out.append(rule["expr"])
    return out


def names_in(expr):
    # Drop strings (they may hold braces), label matchers ({...}), durations ([5m])
    # and numbers (1e-9), then take identifiers.
    e = re.sub(r'"(?:[^"\\]|\\.)*"', " ", expr)
    e = re.sub(r"\{[^}]*\}", " ", e)
    e = re.sub(r"\[[^\]]*\]", " ", e)
    e = re.sub(r"(?<![a-zA-Z0-9_:])\d+(\.\d+)?([eE][-+]?\d+)?", " ", e)
    names = set()
    for m in re.finditer(r"[a-zA-Z_:][a-zA-Z0-9_:]*", e):
        word = m.group(0)
        after = e[m.end():].lstrip()
        if word.lower() in PROMQL_WORDS or after.startswith("("):
            continue
        if re.fullmatch(r"\d+(\.\d+)?(e-?\d+)?", word):
            continue
        names.add(word)
    # Labels named in `by (...)` / `without (...)` clauses are not metrics.
    for clause in re.finditer(r"\b(?:by|without|on|ignoring)\s*\(([^)]*)\)", e):
        for label in re.findall(r"[a-zA-Z_][a-zA-Z0-9_]*", clause.group(1)):
            names.discard(label)
    return names


def main():
    dashboard_path, alerts_path, *metric_files = sys.argv[1:]
    dashboard = json.load(open(dashboard_path))
    alerts = yaml.safe_load(open(alerts_path))
    exprs = expressions(dashboard, alerts)
    referenced = set()
    for e in exprs:
        referenced |= names_in(e)
    exposed = set()
    for path in metric_files:
        for family in text_string_to_metric_families(open(path).read()):
            for sample in family.samples:
                exposed.add(sample.name)
    missing = sorted(referenced - exposed)
    print(json.dumps({
        "referenced": sorted(referenced),
        "exposed": sorted(exposed),
        "missing": missing,
        "expressions": len(exprs),
    }))
    sys.exit(1 if missing or not exprs else 0)


if __name__ == "__main__":
    main()
