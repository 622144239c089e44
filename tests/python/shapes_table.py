"""The README table of the query-shapes bench, generated from its JSON.

`cargo bench -p barb-script --bench shapes` with BARB_BENCH_OUT=after.json
(and BARB_BENCH_COMPARE=1 for the pandas/DuckDB/polars columns) writes every
figure; this script turns one run (optionally with an earlier run as the
"before" columns) into the markdown table of services/query-engine/README.md,
with the geometric means and the issue-16 targets checked, so the README is
never edited by hand.

    python tests/python/shapes_table.py after.json [--before before.json] \
        [--readme services/query-engine/README.md]

With --readme the block between `<!-- shapes:begin -->` and
`<!-- shapes:end -->` is replaced; without it the table is printed.
Standard library only.
"""
import argparse
import json
import math
import sys

BEGIN, END = "<!-- shapes:begin -->", "<!-- shapes:end -->"
ENGINES = ("pandas", "duckdb", "polars")


def ms(x):
    if x is None:
        return "—"
    return f"{x:.3f}" if x < 1 else f"{x:.2f}" if x < 100 else f"{x:.0f}"


def ratio(r):
    return "n/a" if r is None else f"{r:.1f}×" if r < 100 else f"{r:.0f}×"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("after")
    ap.add_argument("--before")
    ap.add_argument("--readme")
    args = ap.parse_args()
    after = json.load(open(args.after))
    before = {r["shape"]: r for r in json.load(open(args.before))["ours"]} if args.before else {}
    others = after.get("others", {})

    head = ["shape", "class"]
    if before:
        head += ["before 2y", "before 20y"]
    head += ["2y ms", "20y ms", "20y/2y"] + [f"{e} ÷ ours 2y / 20y" for e in ENGINES]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * 2 + "---:|" * (len(head) - 2)]
    logs = {e: [] for e in ENGINES}
    misses = []
    for r in after["ours"]:
        name, cls = r["shape"], r["class"]
        a, b = r["ms_2y"], r["ms_20y"]
        cells = [name, cls]
        if before:
            p = before.get(name, {})
            cells += [ms(p.get("ms_2y")), ms(p.get("ms_20y"))]
        cells += [ms(a), ms(b), f"{b / a:.2f}"]
        limit = 1.5 if cls == "slice" else 11 if cls == "whole" else None
        if limit and b / a > limit:
            misses.append(f"{name}: 20y/2y {b / a:.2f} > {limit}")
        if cls == "tiny" and a > 0.1:
            misses.append(f"{name}: {a:.3f} ms > 0.1 ms")
        if cls == "slice" and max(a, b) > 1:
            misses.append(f"{name}: {max(a, b):.3f} ms > 1 ms")
        for e in ENGINES:
            o = others.get(name, {}).get(e)
            if not o:
                cells.append("n/a")
                continue
            r2, r20 = o["2y"]["ms"] / a, o["20y"]["ms"] / b
            logs[e] += [math.log(r2), math.log(r20)]
            cells.append(f"{ratio(r2)} / {ratio(r20)}")
            for label, x in (("2y", r2), ("20y", r20)):
                if x < 1:
                    misses.append(f"{name}: {e} is faster ({label}, {x:.2f}×)")
                elif e == "pandas" and x < 10:
                    misses.append(f"{name}: under 10× pandas ({label}, {x:.1f}×)")
        lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    for e in ENGINES:
        if logs[e]:
            g = math.exp(sum(logs[e]) / len(logs[e]))
            lines.append(f"- geometric mean {e} ÷ ours over {len(logs[e])} shape×file pairs: {g:.2f}×")
            if g < 2:
                misses.append(f"geometric mean against {e}: {g:.2f}× < 2×")
    lines.append("")
    lines.append("Targets missed in this run:" if misses else "Every target met in this run.")
    lines += [f"- {m}" for m in misses]
    table = "\n".join(lines)
    if not args.readme:
        print(table)
        return
    text = open(args.readme).read()
    if BEGIN not in text or END not in text:
        sys.exit(f"{args.readme} has no {BEGIN} … {END} block")
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    open(args.readme, "w").write(text[:start] + "\n" + table + "\n" + text[end:])
    print(f"updated {args.readme}")


if __name__ == "__main__":
    main()
