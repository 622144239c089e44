"""Independent verifier for blind5.jsonl (does not use the authoring markers or lib.py).

Reads only blind5.jsonl, tool_results.json overlaid by tool_results_at_writing.json (by case id)
and cases.json. Checks: JSON/schema, unique ids, known cases, label set, target offsets; tokenises
every number of an answer in the answer's locale (style's first word), masking dates/times/CJK
month labels; every non-target number must be a tool value of the case (abs, x1 or x100) at its
shown precision, or non-data (year, tool-input parameter, number inside a result label, list
numbering, ordinal). The target must be wrong in the labelled way. For the two sweep cases it
also checks the three disclosures (configurations tried, out-of-sample result, selection caveat):
all present in every answer except `undisclosed` ones, which miss exactly the one named in the
style tag (omit=n|oos|caveat).
"""
import json, re, sys, collections, unicodedata, os

CORPUS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.dirname(os.path.abspath(__file__))
# The set this verifier checks and its brief's limits; blind6/verify.py runs
# this file with its own (runpy init_globals).
SET = globals().get('SET', 'blind5')
MAX_PER_CASE = globals().get('MAX_PER_CASE', 9)
ANSWERS = globals().get('ANSWERS', (200, 260))
_A = json.load(open(f'{CORPUS}/tool_results.json'))['cases']
_B = {c['id']: c for c in json.load(open(f'{CORPUS}/tool_results_at_writing.json'))['cases']}
TR = {c['id']: _B.get(c['id'], c) for c in _A}
CS = {c['id']: c for c in json.load(open(f'{CORPUS}/cases.json'))['cases']}
LABELS = {'faithful', 'invented', 'coincidental', 'misrounded', 'miscomputed', 'derived', 'wrong_row',
          'wrong_column', 'wrong_year', 'wrong_sign', 'wrong_unit', 'wrong_sample', 'undisclosed'}
SEMANTIC = {'wrong_row', 'wrong_column', 'wrong_year', 'wrong_sign', 'wrong_unit', 'wrong_sample'}
KEYS = ['id', 'case', 'label', 'target', 'target_at', 'expected', 'style', 'answer']
TEXT_KEYS = ('model_response', 'caveat', 'title')
LABEL_KEYS = ('h', 'dow', 'm', 'shop', 'item.name', 'label', 'name')
SWEEPS = {'x_sweep_rsi_level', 'x_sweep_hold_stop_wf'}


def pool_of(case):
    vals, labels, isv, oosv, days = set(), set(), set(), set(), set()
    def walk(x, key=None, path=''):
        if isinstance(x, bool) or x is None:
            return
        if isinstance(x, (int, float)):
            vals.add(float(x))
            if 'out_of_sample' in path:
                oosv.add(float(x))
            elif 'in_sample' in path and 'positive_in_sample' not in path:
                isv.add(float(x))
        elif isinstance(x, dict):
            for k, v in x.items():
                walk(v, k, path + '/' + k)
        elif isinstance(x, list):
            for v in x:
                walk(v, key, path)
        elif isinstance(x, str):
            days.update(int(d) for d in re.findall(r'\d{4}-\d{2}-(\d{2})', x))
            if key in TEXT_KEYS:
                vals.update(float(m) for m in re.findall(r'\d+(?:\.\d+)?', x))
            elif key in LABEL_KEYS:
                labels.update(re.findall(r'\d+', x))
    for cl in TR[case]['calls']:
        walk(cl['result'])
    inputs = set(re.findall(r'\d+(?:\.\d+)?', json.dumps([cl['input'] for cl in CS[case]['calls']])))
    return vals, labels, inputs, isv, oosv, days


MONTHW = ('january|february|march|april|may|june|july|august|september|october|november|december|'
          'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|'
          'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|'
          'januar|februar|märz|mai|juni|juli|oktober|dezember|'
          'janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|'
          'января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|'
          'gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|'
          'janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|'
          'januari|februari|maart|mei|augustus|'
          'stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia')
M = r'(?:' + MONTHW + r')(?![^\W\d_])'
DATE_PATTERNS = [
    r'\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}\+\d{2}:\d{2})?',
    r'\d{4}年\d{1,2}月\d{1,2}日', r'\d{1,2}月\d{1,2}日', r'(?<!\d)\d{1,2}月',
    r'(?<![\d.,])(?:0?[1-9]|[12]\d|3[01])\.\s?(?:0?[1-9]|1[0-2])\.(?:\s?\d{4})?(?![\d,])',
    r'(?<![\d.,/])\d{1,2}/\d{1,2}(?:/\d{4})?(?![\d/])',
    r'(?<![^\W\d_])' + M + r'\s\d{1,2}(?:,\s\d{4})?(?!\d)',
    r'(?<![\d.,])\d{1,2}\.?\s(?:de\s)?' + M + r'(?:\s(?:de\s)?\d{4})?',
    r'\d{2}:\d{2}(?:\s?[–-]\s?\d{2}:\d{2})?',
]
# locale -> (grouping family, magnitude suffixes)
LOC = {
    'en-US': ('comma', [('bn', 1e9), ('million', 1e6), ('k', 1e3), ('K', 1e3)]),
    'en-GB': ('comma', [('bn', 1e9), ('million', 1e6), ('k', 1e3), ('K', 1e3)]),
    'de-DE': ('dot', [('Mio.', 1e6), ('Mrd.', 1e9), ('Tsd.', 1e3)]),
    'fr-FR': ('space', [('millions', 1e6), ('million', 1e6), ('k', 1e3)]),
    'es-ES': ('dot', [('millones', 1e6), ('mil', 1e3)]),
    'it-IT': ('dot', [('mln', 1e6), ('mila', 1e3)]),
    'pt-BR': ('dot', [('milhões', 1e6), ('mil', 1e3)]),
    'ru-RU': ('space', [('тыс.', 1e3), ('млн', 1e6)]),
    'nl-NL': ('dot', [('miljoen', 1e6), ('mln', 1e6), ('duizend', 1e3)]),
    'pl-PL': ('space', [('tys.', 1e3), ('mln', 1e6)]),
    'ja-JP': ('comma', [('万', 1e4), ('億', 1e8)]),
    'zh-CN': ('comma', [('万', 1e4), ('亿', 1e8)]),
}
GROUP = {
    'comma': r'\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?',
    'dot': r'\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?',
    'space': r'\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+(?:,\d+)?|\d+(?:,\d+)?',
}
APPROX = re.compile(r'(~|≈|about|around|roughly|approximately|nearly|almost|just over|just under|a bit over|over|under|rund|etwa|knapp|gut|ca\.|environ|près de|plus de|около|примерно|почти|чуть более|'
                    r'quasi|poco più di|quase|pouco mais de|ruim|bijna|prawie|ponad|およそ|近|'
                    r'circa|cerca de|en torno a|unos|ongeveer|około|约|約|大约)\s*\S{0,3}$', re.I)
# disclosure vocabularies (written independently of lib.py)
OOS_RX = re.compile(r'out[- ]of[- ]sample|\bOOS\b|hors[- ]échantillon|fuera de (?:la )?muestra|fuori campione|'
                    r'fora da amostra|вне выборки|poza próbą|サンプル外|样本外', re.I)
CAV_RX = re.compile(r'overfit|selection bias|cherry[- ]pick|curve[- ]fit|data[- ]min|sesgo de selección|bias di selezione|'
                    r'auswahlverzerrung|nadmierne dopasowanie|オーバーフィット|选择偏差|sur-?optimis|biais de sélection|sobreajust|überanpass|sovradattament|'
                    r'viés de seleção|переобуч|подгон|selectiebias|przeuczen|過剰適合|过拟合', re.I)
CNT_RX = re.compile(r'\b(?:nine|twelve|neun|zwölf|neuf|douze|nueve|doce|nove|dodici|doze|девять|двенадцать|negen|'
                    r'twaalf|dziewięć|dwanaście)\b', re.I)


def norm1(s):
    """1:1 normalisation keeping offsets: any Unicode decimal digit -> ASCII."""
    out = []
    for ch in s:
        d = unicodedata.decimal(ch, None)
        if d is not None:
            out.append(str(d))
        else:
            n = unicodedata.normalize('NFKC', ch)
            out.append(n if len(n) == 1 else ch)
    return ''.join(out)


COMMA_DECIMAL = {'de-DE', 'fr-FR', 'es-ES', 'it-IT', 'pt-BR', 'ru-RU', 'nl-NL', 'pl-PL'}
# 'dd.mm' without a trailing dot is a date only where the decimal mark is a comma
SHORT_DM = r'(?<![\d.,])(?:0?[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])(?![\d.,])'
MONTH_NUM = {}
for _n, _ws in enumerate([
        'january jan enero januar janvier января gennaio janeiro januari stycznia',
        'february feb febrero februar février февраля febbraio fevereiro februari lutego',
        'march mar marzo märz mars марта março maart marca',
        'april apr abril avril апреля aprile kwietnia',
        'may mayo mai мая maggio maio mei maja',
        'june jun junio juni juin июня giugno junho czerwca',
        'july jul julio juli juillet июля luglio julho lipca',
        'august aug agosto août августа augustus sierpnia',
        'september sep sept septiembre septembre сентября settembre setembro września',
        'october oct octubre oktober octobre октября ottobre outubro października',
        'november nov noviembre novembre ноября novembro listopada',
        'december dec diciembre dezember décembre декабря dicembre dezembro grudnia'], 1):
    for _w in _ws.split():
        MONTH_NUM[_w] = _n


def result_dates(case):
    out = set()
    def walk(x):
        if isinstance(x, str):
            out.update(tuple(int(p) for p in m) for m in re.findall(r'(\d{4})-(\d{2})-(\d{2})', x))
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    for cl in TR[case]['calls']:
        walk(cl['result'])
    return out


def slash_date(txt, loc):
    a, b = (int(x) for x in txt.split('/')[:2])
    mo, d = (a, b) if loc == 'en-US' else (b, a)
    return 1 <= mo <= 12 and 1 <= d <= 31


def date_errors(answer, loc, case):
    """Every written date must be a date of the case's results (day and month; the year when written)."""
    known = result_dates(case)
    text = norm1(answer)
    found = []
    for m in re.finditer(r'(\d{4})-(\d{2})-(\d{2})', text):
        found.append((m.group(), int(m.group(1)), int(m.group(2)), int(m.group(3))))
    for m in re.finditer(r'(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日', text):
        found.append((m.group(), int(m.group(1)) if m.group(1) else None, int(m.group(2)), int(m.group(3))))
    for m in re.finditer(r'(?<![\d.,])(\d{1,2})\.\s?(\d{1,2})\.(?:\s?(\d{4}))?(?![\d,])', text):
        if loc not in COMMA_DECIMAL:
            continue
        found.append((m.group(), int(m.group(3)) if m.group(3) else None, int(m.group(2)), int(m.group(1))))
    if loc in COMMA_DECIMAL:
        for m in re.finditer(SHORT_DM, text):
            d, mo = m.group().split('.')
            found.append((m.group(), None, int(mo), int(d)))
    for m in re.finditer(r'(?<![\d.,/])(\d{1,2})/(\d{1,2})(?:/(\d{4}))?(?![\d/])', text):
        a, b = int(m.group(1)), int(m.group(2))
        mo, d = (a, b) if loc == 'en-US' else (b, a)
        if slash_date(m.group(), loc):
            found.append((m.group(), int(m.group(3)) if m.group(3) else None, mo, d))
    for m in re.finditer(r'(?<![^\W\d_])(' + MONTHW + r')(?![^\W\d_])\s(\d{1,2})(?:,\s(\d{4}))?(?!\d)', text, re.I):
        found.append((m.group(), int(m.group(3)) if m.group(3) else None, MONTH_NUM.get(m.group(1).lower()), int(m.group(2))))
    for m in re.finditer(r'(?<![\d.,])(\d{1,2})\.?\s(?:de\s)?(' + MONTHW + r')(?![^\W\d_])(?:\s(?:de\s)?(\d{4}))?', text, re.I):
        found.append((m.group(), int(m.group(3)) if m.group(3) else None, MONTH_NUM.get(m.group(2).lower()), int(m.group(1))))
    errs = []
    if loc in COMMA_DECIMAL:
        # 'dd.dd' is no number where ',' is the decimal mark, so it must be a real day.month
        for m in re.finditer(r'(?<![\d.,])\d{1,2}\.\d{2}(?![\d.,])', text):
            if not re.fullmatch(SHORT_DM, m.group()):
                errs.append(f'{m.group()!r} is neither a {loc} number nor a day.month date')
    for txt, y, mo, d in found:
        if mo is None:
            continue
        if not any(k[1] == mo and k[2] == d and (y is None or k[0] == y) for k in known):
            errs.append(f'date {txt!r} is not a date of the results')
    return errs


def tokens(answer, loc):
    masked = norm1(answer)
    if loc in COMMA_DECIMAL:
        masked = re.sub(SHORT_DM, lambda m: '#' * len(m.group()), masked)
    for i, p in enumerate(DATE_PATTERNS):
        if i == 4 and loc not in COMMA_DECIMAL:
            continue  # '1.35.' at a sentence end is a number where '.' is the decimal mark
        if i == 5:
            masked = re.sub(p, lambda m: '#' * len(m.group()) if slash_date(m.group(), loc) else m.group(), masked)
            continue
        masked = re.sub(p, lambda m: '#' * len(m.group()), masked, flags=re.I)
    g, sfx = LOC[loc]
    sx = '|'.join(re.escape(s) for s, _ in sfx)
    rx = re.compile(r'(?<![A-Za-z0-9_.,’\'#])(?:' + GROUP[g] + r')'
                    r'(?:\s?(?:' + sx + r')(?![A-Za-z]))?(?:\s?%)?')
    return [(m.start(), m.group()) for m in rx.finditer(masked)], masked


def value(tok, loc):
    t = tok.rstrip('%').strip()
    mult = 1.0
    for suf, f in LOC[loc][1]:
        if t.endswith(suf):
            t, mult = t[:-len(suf)].strip(), f
            break
    if LOC[loc][0] == 'comma':
        t = t.replace(',', '')
    else:
        t = re.sub(r'[ .\u00a0\u202f\u2009]', '', t).replace(',', '.')
    dec = len(t.split('.')[1]) if '.' in t else 0
    return float(t) * mult, 10 ** -dec * mult


def close(r, unit, v):
    return abs(r - v) < unit / 2 + 1e-9 * max(1, abs(v))


def in_pool(r, unit, pool, facs=(1, 100)):
    for v in pool:
        for f in facs:
            if close(abs(r), unit, abs(v) * f):
                return v * f
    return None


def main(path=None):
    path = path or os.path.join(os.path.dirname(HERE), SET + '.jsonl')
    errs, recs, review = [], [], []
    for n, line in enumerate(open(path, encoding='utf-8').read().splitlines(), 1):
        try:
            recs.append(json.loads(line))
        except Exception as ex:
            errs.append(f'line {n}: invalid JSON {ex}')
    ids = [r['id'] for r in recs]
    if len(ids) != len(set(ids)):
        errs.append('duplicate ids')
    for r in recs:
        rid = r.get('id')
        if list(r.keys()) != KEYS:
            errs.append(f'{rid}: keys {list(r.keys())}')
        if not rid.startswith(SET.replace('blind', 'b') + '-'):
            errs.append(f'{rid}: id prefix')
        if r['case'] not in CS or r['case'] not in TR:
            errs.append(f'{rid}: unknown case')
            continue
        L = r['label']
        if L not in LABELS:
            errs.append(f'{rid}: bad label')
        a = r['answer']
        if L == 'faithful':
            if r['target'] is not None or r['target_at'] is not None or r['expected'] is not None:
                errs.append(f'{rid}: faithful with target')
        else:
            if not isinstance(r['target'], str) or not isinstance(r['target_at'], int):
                errs.append(f'{rid}: missing target')
                continue
            if a[r['target_at']:r['target_at'] + len(r['target'])] != r['target']:
                errs.append(f'{rid}: target offset mismatch')
        loc = r['style'].split()[0]
        if loc not in LOC:
            errs.append(f'{rid}: unknown locale {loc}')
            continue
        vals, labels, inputs, isv, oosv, days = pool_of(r['case'])
        toks, masked = tokens(a, loc)
        errs.extend(f'{rid}: {x}' for x in date_errors(a, loc, r['case']))
        found_target = None
        tried = None
        if r['case'] in SWEEPS:
            tried = float(TR[r['case']]['calls'][0]['result']['configurations']['tried'])
        has_n = bool(CNT_RX.search(a))
        for start, tok in toks:
            try:
                v, unit = value(tok, loc)
            except Exception as ex:
                errs.append(f'{rid}: cannot parse {tok!r}: {ex}')
                continue
            if tried is not None and v == tried and unit == 1:
                has_n = True
            if r['target_at'] is not None and start < r['target_at'] + len(r['target']) and r['target_at'] < start + len(tok):
                found_target = (start, tok)
                continue
            raw = tok.rstrip('%').strip()
            if re.fullmatch(r'20(19|2\d)', raw) or raw in inputs or raw in labels:
                continue
            line_start = masked.rfind('\n', 0, start) + 1
            before = masked[line_start:start].strip()
            after = masked[start + len(tok):start + len(tok) + 3]
            if re.fullmatch(r'\d{1,2}', raw) and before in ('', '|', '-', '*') and after[:1] and after[:1] in '.)':
                continue  # list numbering
            if re.fullmatch(r'\d', raw) and ((after[:1] and after[:1] in 'ºª') or masked[start - 1:start] == '第'):
                continue  # ordinal: "1º", "第1四半期"
            if L == 'undisclosed' and r['target_at'] is not None and start < r['target_at']:
                if in_pool(v, unit, isv, (1, 100)) is not None and in_pool(v, unit, oosv, (1, 100)) is None:
                    errs.append(f'{rid}: in-sample figure {tok!r} precedes the undisclosed target')
            units = [unit]
            if re.fullmatch(r'\d+0+', raw.replace('.', '').replace(',', '')) and APPROX.search(masked[max(0, start - 20):start]):
                tz = len(raw) - len(raw.rstrip('0'))
                units += [unit * 10 ** k for k in range(1, tz + 1)]  # a hedged round number is rounded at most to its trailing zeros
            if not any(in_pool(v, u, vals) is not None for u in units):
                errs.append(f'{rid} {r["case"]} {L}: non-target {tok!r} is not a tool value / non-data')
        # sweep disclosures
        if r['case'] in SWEEPS:
            got = {'n': has_n, 'oos': bool(OOS_RX.search(a)), 'caveat': bool(CAV_RX.search(a))}
            if L == 'undisclosed':
                m = re.search(r'omit=(\w+)', r['style'])
                om = m.group(1) if m else None
                missing = sorted(k for k, x in got.items() if not x)
                if missing != [om]:
                    errs.append(f'{rid}: undisclosed should miss exactly [{om}], misses {missing}')
            else:
                for k, x in got.items():
                    if not x:
                        errs.append(f'{rid}: sweep answer lacks disclosure {k}')
        elif L in ('undisclosed', 'wrong_sample'):
            errs.append(f'{rid}: {L} outside a sweep case')
        if L == 'faithful':
            continue
        if not found_target:
            errs.append(f'{rid}: target {r["target"]!r} not found by tokenizer')
            continue
        tok = found_target[1]
        v, unit = value(tok, loc)
        if L == 'undisclosed':
            if r['expected'] != 'sweep_disclosure':
                errs.append(f'{rid}: undisclosed expected must be sweep_disclosure')
            if in_pool(v, unit, isv) is None:
                errs.append(f'{rid}: undisclosed target {tok} is not an in-sample figure')
            continue
        exp = None if r['expected'] is None else float(r['expected'])
        hit = in_pool(v, unit, vals)
        if L == 'invented':
            if hit is not None:
                errs.append(f'{rid}: invented target {tok} is a tool value {hit}')
            near = [x * f for x in vals for f in (1, 100, 0.01) if abs(v - abs(x) * f) < 3 * unit]
            if near:
                errs.append(f'{rid}: invented target {tok} is within 3 display units of tool value {near[0]}')
            if exp is not None and abs(v - abs(exp)) < 1.5 * unit:
                errs.append(f'{rid}: invented target {tok} is within 1.5 units of {exp}')
        if L == 'coincidental':
            if in_pool(v, unit, vals, (1, 100, 0.01)) is not None:
                errs.append(f'{rid}: coincidental target {tok} is a tool value')
            others = [x for x in vals if exp is None or abs(abs(x) - abs(exp)) > 1e-9]
            near = [x * f for x in others for f in (1, 100, 0.01) if abs(v - abs(x) * f) <= 3 * unit + 1e-9]
            isday = unit == 1 and float(v).is_integer() and int(v) in days
            if not near and not isday:
                errs.append(f'{rid}: coincidental target {tok} is not near another tool value nor a day')
            if exp is not None and abs(v - abs(exp)) < 3 * unit - 1e-9:
                errs.append(f'{rid}: coincidental target {tok} is within 3 units of expected {exp}')
        if L in ('misrounded', 'miscomputed', 'invented', 'coincidental') and exp is not None and close(v, unit, abs(exp)):
            errs.append(f'{rid}: {L} target {tok} equals expected {exp}')
        if L == 'derived' and not close(v, unit, abs(exp)):
            errs.append(f'{rid}: derived {tok} != {exp}')
        if L in ('derived', 'miscomputed') and in_pool(v, unit, vals, (1,)) is not None:
            errs.append(f'{rid}: {L} target {tok} is a raw tool value')
        if L == 'derived' and hit is not None:
            errs.append(f'{rid}: derived target {tok} is a (scaled) tool value {hit}')
        if L == 'misrounded' and not (abs(v - abs(exp)) < 2 * unit):
            errs.append(f'{rid}: misrounded target {tok} too far from {exp}')
        if L in ('wrong_row', 'wrong_column', 'wrong_year', 'wrong_sample'):
            if hit is None:
                errs.append(f'{rid}: {L} target {tok} is not a tool value')
            if close(v, unit, abs(exp)):
                errs.append(f'{rid}: {L} target equals expected')
        if L == 'wrong_sample':
            e_is, e_oos = in_pool(exp, 1e-3, isv, (1,)) is not None, in_pool(exp, 1e-3, oosv, (1,)) is not None
            t_is, t_oos = in_pool(v, unit, isv) is not None, in_pool(v, unit, oosv) is not None
            if not ((e_is and t_oos) or (e_oos and t_is)):
                errs.append(f'{rid}: wrong_sample target {tok} / expected {exp} are not an IS/OOS pair')
            s = max(0, r['target_at'] - 40)
            review.append(f'{rid} wrong_sample (expected {exp}): ...{a[s:r["target_at"] + len(r["target"]) + 10]!r}')
        if L == 'wrong_sign':
            if not close(v, unit, abs(exp)):
                errs.append(f'{rid}: wrong_sign magnitude {tok} vs {exp}')
            s = max(0, r['target_at'] - 25)
            review.append(f'{rid} wrong_sign (expected {exp}): ...{a[s:r["target_at"] + len(r["target"]) + 10]!r}')
        if L == 'wrong_unit':
            if in_pool(v, unit, vals, (1, 100, 0.01, 10, 1000, 0.001)) is None:
                errs.append(f'{rid}: wrong_unit number {tok} is not a real value at any scale')
            s = max(0, r['target_at'] - 20)
            review.append(f'{rid} wrong_unit (expected {exp}): ...{a[s:r["target_at"] + len(r["target"]) + 20]!r}')
    cases_hit = collections.Counter(r['case'] for r in recs)
    missing = set(CS) - set(cases_hit)
    if missing:
        errs.append(f'cases without answers: {sorted(missing)}')
    for c, k in cases_hit.items():
        if k < 6 or (k > MAX_PER_CASE and c not in SWEEPS):
            errs.append(f'case {c} has {k} answers')
    labs = collections.Counter(r['label'] for r in recs)
    unf = sum(k for l, k in labs.items() if l != 'faithful')
    sem = sum(labs[l] for l in SEMANTIC)
    locs = collections.Counter(r['style'].split()[0] for r in recs)
    print('records', len(recs), 'cases', len(cases_hit), 'answers/case', min(cases_hit.values()), '-', max(cases_hit.values()))
    print('labels', dict(sorted(labs.items())))
    print('faithful share', round(labs['faithful'] / len(recs), 3), '| semantic share of unfaithful', round(sem / unf, 3))
    print('locales', dict(sorted(locs.items())), '| English share', round((locs['en-US'] + locs['en-GB']) / len(recs), 3))
    for k in LABELS - {'faithful'}:
        if labs[k] < 8:
            errs.append(f'label {k} has only {labs[k]} answers')
    if sem / unf < 0.45:
        errs.append('semantic share below 45 %')
    if not ANSWERS[0] <= len(recs) <= ANSWERS[1]:
        errs.append(f'{len(recs)} answers, outside {ANSWERS[0]}-{ANSWERS[1]}')
    if not 0.45 <= labs['faithful'] / len(recs) <= 0.55:
        errs.append('faithful share outside 45-55 %')
    for x in review:
        print('REVIEW', x)
    for e in errs:
        print('ERROR', e)
    print('errors', len(errs))
    return 1 if errs else 0


if __name__ == '__main__':
    sys.exit(main(*sys.argv[1:]))
