"""Mutation test for verify.py: bump one digit of one data number in N random faithful answers
(fixed seed) and check that verify.py reports an error for every mutated answer."""
import json, random, re, sys, os, io, contextlib, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import verify as V

# The set mutated; blind6/mutate.py runs this file with its own verifier
# module and set name (runpy init_globals).
SET = globals().get('SET', 'blind5')
V = globals().get('VERIFY', V)

N = int(sys.argv[1]) if len(sys.argv) > 1 else 20
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 3)
src = os.path.join(os.path.dirname(HERE), SET + '.jsonl')
recs = [json.loads(l) for l in open(src, encoding='utf-8')]
faithful = [r for r in recs if r['label'] == 'faithful']
chosen = rng.sample(faithful, len(faithful))
mutated = {}
for r in chosen:
    if len(mutated) == N:
        break
    loc = r['style'].split()[0]
    vals, labels, inputs, _is, _oos, _days = V.pool_of(r['case'])
    toks, masked = V.tokens(r['answer'], loc)
    data = [(s, t) for s, t in toks
            if not (re.fullmatch(r'20(19|2\d)', t.rstrip('%').strip()) or t.rstrip('%').strip() in inputs
                    or t.rstrip('%').strip() in labels
                    or (re.fullmatch(r'\d', t) and (re.match(r'\.\s[^\W\d_]', masked[s + 1:s + 4])
                                                    or masked[masked.rfind('\n', 0, s) + 1:s].strip() == '')))]
    if not data:
        continue  # no data number to mutate (only inputs, labels, years)
    s, t = rng.choice(data)
    digits = [s + i for i, ch in enumerate(t) if ch.isdigit()]
    pos = rng.choice(digits)
    ch = r['answer'][pos]
    d = unicodedata.decimal(ch)
    new = chr(ord(ch) - d + (d + 1) % 10)
    a = r['answer']
    r['answer'] = a[:pos] + new + a[pos + 1:]
    nt = V.norm1(r['answer'][s:s + len(t)])
    v, unit = V.value(nt, loc)
    coinc = V.in_pool(v, unit, vals) is not None
    mutated[r['id']] = (t, a[max(0, pos - 15):pos + 10], r['answer'][max(0, pos - 15):pos + 10], coinc)
tmp = f'/tmp/{SET}_mutated.jsonl'
with open(tmp, 'w', encoding='utf-8') as fh:
    for r in recs:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    V.main(tmp)
out = buf.getvalue()
caught = 0
coincidental = 0
for rid, (tok, before, after, coinc) in mutated.items():
    hit = any(line.startswith('ERROR') and re.search(rf'\b{rid}\b', line) for line in out.splitlines())
    caught += hit
    coincidental += coinc
    note = '  (mutated value is another tool value of the case)' if coinc else ''
    print(f'{rid}: {"CAUGHT" if hit else "MISSED"}  {before!r} -> {after!r}{note}')
print(f'mutation test: {caught}/{len(mutated)} mutated faithful answers reported as errors; '
      f'{coincidental} mutations landed on another tool value of the same case')


def date_mutation_test(n, seed):
    """Second run: bump one digit of one written date (ISO, 'Jun 29', '29.06', '6月29日', '24/01', ...) in n
    faithful answers; verify.py must report each date that is no longer a date of the case's results."""
    rng2 = random.Random(seed)
    recs2 = [json.loads(l) for l in open(src, encoding='utf-8')]
    cands = []
    for r in recs2:
        if r['label'] != 'faithful':
            continue
        loc = r['style'].split()[0]
        text = V.norm1(r['answer'])
        spans = []
        for i, p in enumerate(V.DATE_PATTERNS):
            if i in (3, 8) or (i == 4 and loc not in V.COMMA_DECIMAL):
                continue  # month-only CJK labels, clock times; 'd.m.' only where ',' is the decimal mark
            spans += [(m.start(), m.end()) for m in re.finditer(p, text, flags=re.I)
                      if i != 5 or V.slash_date(m.group(), loc)]
        if loc in V.COMMA_DECIMAL:
            spans += [(m.start(), m.end()) for m in re.finditer(V.SHORT_DM, text)]
        if spans:
            cands.append((r, spans))
    chosen2 = rng2.sample(cands, min(n, len(cands)))
    muts = {}
    for r, spans in chosen2:
        s0, e0 = rng2.choice(spans)
        digits = [i for i in range(s0, e0) if r['answer'][i].isdigit()]
        pos = rng2.choice(digits)
        d = unicodedata.decimal(r['answer'][pos])
        a = r['answer']
        r['answer'] = a[:pos] + chr(ord(a[pos]) - d + (d + 1) % 10) + a[pos + 1:]
        still = not V.date_errors(r['answer'], r['style'].split()[0], r['case'])
        muts[r['id']] = (a[s0:e0], r['answer'][s0:e0], still)
    tmp2 = f'/tmp/{SET}_mutated_dates.jsonl'
    with open(tmp2, 'w', encoding='utf-8') as fh:
        for r in recs2:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    buf2 = io.StringIO()
    with contextlib.redirect_stdout(buf2):
        V.main(tmp2)
    out2 = buf2.getvalue()
    caught2 = other = 0
    for rid, (before, after, still) in muts.items():
        hit = any(line.startswith('ERROR') and re.search(rf'\b{rid}\b', line) for line in out2.splitlines())
        caught2 += hit
        other += still
        note = '  (mutated date is another date of the results)' if still else ''
        print(f'{rid}: {"CAUGHT" if hit else "MISSED"}  date {before!r} -> {after!r}{note}')
    print(f'date mutation test: {caught2}/{len(muts)} mutated dates reported as errors; '
          f'{other} mutations landed on another date of the results')


if len(sys.argv) > 3 and sys.argv[3] == '--dates':
    print()
    date_mutation_test(N, int(sys.argv[2]))
