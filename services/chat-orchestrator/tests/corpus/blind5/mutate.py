"""Mutation test for verify.py: bump one digit of one data number in N random faithful answers
(fixed seed) and check that verify.py reports an error for every mutated answer."""
import json, random, re, sys, os, io, contextlib, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import verify as V

N = int(sys.argv[1]) if len(sys.argv) > 1 else 20
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 3)
src = os.path.join(os.path.dirname(HERE), 'blind5.jsonl')
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
tmp = '/tmp/blind5_mutated.jsonl'
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
