"""Blind corpus 4 builder (adapted from blind3/lib.py: new locales, dates, labels coincidental /
wrong_sample / undisclosed, sweep disclosure checks).

Answers are authored in parts/*.py with inline markers:
  ⟦TEXT@REF⟧            a data number; TEXT must round-match eval(REF) at its shown precision
  ⟦TEXT@REF|neg⟧        the reader's value is -TEXT (e.g. "lost 96.25", "fell 1,374")
  ⟦TEXT@REF~SRC!⟧       the ONE wrong number (target). REF = what the sentence meant,
                        SRC = where the wrong number really comes from (wrong_row/column/year/unit)
  ⟦TEXT@REF!⟧           target for invented/misrounded/miscomputed/derived/wrong_sign
  ⟦TEXT@D:YYYY-MM-DD⟧   a date; checked against the case's results
Flags after '|': neg, loc=xx (per-number locale), u=N (explicit rounding unit for hedged round
numbers such as "just under 400" -> u=100 ... only allowed when the answer hedges).
Results = tool_results.json overlaid by tool_results_at_writing.json (by case id).
"""
import json, re, os, unicodedata

CORPUS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Record ids are '<ID_PREFIX>-NNN'; blind5/lib.py reuses this module with 'b5'.
ID_PREFIX = 'b4'
_A = json.load(open(os.path.join(CORPUS, 'tool_results.json')))
_B = json.load(open(os.path.join(CORPUS, 'tool_results_at_writing.json')))
_OV = {c['id']: c for c in _B['cases']}
CASES = {c['id']: _OV.get(c['id'], c) for c in _A['cases']}
CS = json.load(open(os.path.join(CORPUS, 'cases.json')))
CASE_INPUTS = {c['id']: c for c in CS['cases']}
assert set(CASES) == set(CASE_INPUTS)
TEXT_KEYS = ('model_response', 'caveat', 'title')
LABEL_KEYS = ('h', 'dow', 'm', 'shop', 'item.name', 'label', 'name')


class O(dict):
    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k)


def wrap(x):
    if isinstance(x, dict):
        return O({k: wrap(v) for k, v in x.items()})
    if isinstance(x, list):
        return [wrap(v) for v in x]
    return x


ALIAS = {'sum(total)': 'sum', 'count(*)': 'n', 'avg(total)': 'avg', 'max(total)': 'max', 'sum(amount)': 'sum'}


def _finder(items, what):
    def f(label):
        hits = []
        for o in items:
            for k, v in o.items():
                if isinstance(v, str) and isinstance(label, str) and (v == label or v.startswith(label)):
                    hits.append(o)
                    break
                if not isinstance(v, (str, dict, list)) and k in ('q', 'y', 'rank') and v == label:
                    hits.append(o)
                    break
        assert len(hits) == 1, (what, label, len(hits))
        return hits[0]
    return f


def call_ns(r):
    d = {'R': wrap(r)}
    s = r.get('summary')
    if s:
        if s['type'] == 'scalar':
            d['value'] = s['value']
        if s['type'] == 'dict':
            d.update(s['values'])
        if 'stats' in s:
            d['stats'] = wrap(s['stats'])
    rows = None
    if isinstance(r.get('table'), list):
        rows = r['table']
    elif isinstance(r.get('rows'), list):
        rows = r['rows']
    if rows is not None:
        T = []
        for row in rows:
            o = wrap(row)
            for k, v in list(row.items()):
                if k in ALIAS:
                    o[ALIAS[k]] = v
            T.append(o)
        d['T'] = T
        d['row'] = _finder(T, 'row')
        if len(T) == 1:
            d.update({k: v for k, v in T[0].items() if k in ALIAS.values()})
    if 'metrics' in r:
        d['M'] = wrap(r['metrics'])
        d.update(r['metrics'])
    if 'trades' in r:
        tr = wrap(r['trades'])
        d['tr'] = tr
        def trd(date):
            h = [t for t in tr if t['entry_date'] == date]
            assert len(h) == 1, ('trd', date, len(h))
            return h[0]
        d['trd'] = trd
    if 'legs' in r:
        d['leg'] = _finder(wrap(r['legs']), 'leg')
    if 'top' in r:
        d['top'] = _finder(wrap(r['top']), 'top')
        for k in ('mean_objective', 'walk_forward_out_of_sample', 'deflated_sharpe', 'stability', 'configurations', 'heatmap'):
            d[k] = wrap(r[k])
        d['folds'] = wrap(r['folds'])
    text = '\n'.join(str(r.get(k, '')) for k in TEXT_KEYS)
    def mr(pattern):
        m = re.search(pattern, text)
        assert m, ('mr() no match', pattern)
        return float(m.group(1).replace('+', ''))
    d['mr'] = mr
    return d


def namespace(case_id):
    calls = [call_ns(cl['result']) for cl in CASES[case_id]['calls']]
    ns = {'abs': abs, 'sum': sum, 'min': min, 'max_': max, 'round': round, 'len': len}
    if len(calls) == 1:
        ns.update(calls[0])
    else:
        ns['A'] = O(calls[0])
        ns['B'] = O(calls[1])
    return ns


NUM_IN_STR = re.compile(r'\d+(?:\.\d+)?')


def case_pool(case_id):
    pool, labels = set(), set()
    def walk(x, key=None):
        if isinstance(x, bool) or x is None:
            return
        if isinstance(x, (int, float)):
            pool.add(float(x))
        elif isinstance(x, dict):
            for k, v in x.items():
                walk(v, k)
        elif isinstance(x, list):
            for v in x:
                walk(v, key)
        elif isinstance(x, str):
            if key in TEXT_KEYS:
                for m in NUM_IN_STR.finditer(x):
                    pool.add(float(m.group()))
            elif key in LABEL_KEYS:
                labels.update(re.findall(r'\d+', x))
    for cl in CASES[case_id]['calls']:
        walk(cl['result'])
    inputs = set()
    for cl in CASE_INPUTS[case_id]['calls']:
        inputs.update(NUM_IN_STR.findall(json.dumps(cl['input'])))
    return pool, labels, inputs


def all_strings(case_id):
    out = []
    def walk(x):
        if isinstance(x, str):
            out.append(x)
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    for cl in CASES[case_id]['calls']:
        walk(cl['result'])
    return out

# ---------------------------------------------------------------- number parsing
# Locales of this set (style's first word). group: thousands separator family; dec: decimal mark
# after character normalisation (Devanagari / Arabic-Indic digits -> ASCII, ٫ -> '.', ٬ -> ',', ٪ -> '%').
LOC = {
    'en-US': dict(g='comma', sfx=[('bn', 1e9), ('million', 1e6), ('k', 1e3), ('K', 1e3)]),
    'en-GB': dict(g='comma', sfx=[('bn', 1e9), ('million', 1e6), ('k', 1e3), ('K', 1e3)]),
    'de-DE': dict(g='dot', sfx=[('Mio.', 1e6), ('Mrd.', 1e9), ('Tsd.', 1e3)]),
    'fr-FR': dict(g='space', sfx=[('millions', 1e6), ('million', 1e6), ('k', 1e3)]),
    'es-ES': dict(g='dot', sfx=[('millones', 1e6), ('mil', 1e3)]),
    'it-IT': dict(g='dot', sfx=[('mln', 1e6), ('mila', 1e3)]),
    'pt-BR': dict(g='dot', sfx=[('milhões', 1e6), ('mil', 1e3)]),
    'ru-RU': dict(g='space', sfx=[('тыс.', 1e3), ('млн', 1e6)]),
    'nl-NL': dict(g='dot', sfx=[('miljoen', 1e6), ('mln', 1e6), ('duizend', 1e3)]),
    'pl-PL': dict(g='space', sfx=[('tys.', 1e3), ('mln', 1e6)]),
    'ja-JP': dict(g='comma', sfx=[('万', 1e4), ('億', 1e8)]),
    'zh-CN': dict(g='comma', sfx=[('万', 1e4), ('亿', 1e8)]),
}
LOCALES = tuple(LOC)
SPACES = ' \u00a0\u202f\u2009'
GRX = {
    'comma': (r'\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?', ',', '.'),
    'dot': (r'\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?|\d+(?:,\d+)?', '.', ','),
    'space': (r'\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+(?:,\d+)?|\d+(?:,\d+)?', ' ', ','),
    'apos': (r"\d{1,3}(?:[’']\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?", "'", '.'),
}
INDIAN = r'\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?'


def normch(s):
    """1:1 character normalisation (keeps offsets): any decimal digit -> ASCII, Arabic separators."""
    out = []
    for ch in s:
        d = unicodedata.decimal(ch, None)
        if d is not None:
            out.append(str(d))
        elif ch == '٫':
            out.append('.')
        elif ch == '٬':
            out.append(',')
        elif ch == '٪':
            out.append('%')
        else:
            n = unicodedata.normalize('NFKC', ch)
            out.append(n if len(n) == 1 else ch)
    return ''.join(out)


def parse_num(text, loc):
    t = normch(text).strip()
    neg = False
    if t.startswith('(') and t.endswith(')'):
        neg, t = True, t[1:-1].strip()
    if t and t[0] in '−-–':
        neg, t = True, t[1:]
    elif t and t[0] == '+':
        t = t[1:]
    pct = False
    if t.startswith('%'):
        pct, t = True, t[1:]
    if t.endswith('%'):
        pct, t = True, t[:-1].rstrip(SPACES)
    mult = 1.0
    for suf, f in LOC[loc]['sfx']:
        if t.endswith(suf):
            mult, t = f, t[:-len(suf)]
            break
    t = t.strip(SPACES)
    rx, g, dcm = GRX[LOC[loc]['g']]
    if LOC[loc].get('indian'):
        rx = INDIAN + '|' + rx
    if not re.fullmatch(rx, t):
        raise ValueError(f'bad {loc} number {text!r}')
    if dcm == ',':
        t2 = re.sub(r'[ .\u00a0\u202f\u2009]', '', t).replace(',', '.')
    else:
        t2 = re.sub(r"[,’' ]", '', t)
    dec = t2.split('.')[1] if '.' in t2 else ''
    v = float(t2) * mult
    unit = 10 ** (-len(dec)) * mult
    return (-v if neg else v), unit, pct


def relation(r, unit, v):
    d = abs(r - v)
    half = unit / 2
    eps = 1e-10 * max(1.0, abs(v))
    if abs(d - half) <= eps:
        return 'tie'
    return 'match' if d < half else 'no'


def matches_pool(r, unit, pool, scaled=True, within=None):
    facs = [1, -1]
    if scaled:
        facs += [100, -100, 0.01, -0.01]
    for v in pool:
        for f in facs:
            if within is not None:
                if abs(r - v * f) < within * unit:
                    return v * f
            elif relation(r, unit, v * f) in ('match', 'tie'):
                return v * f
    return None


_FL = r'(?:neg|loc=[\w-]+|u=[\d.]+)'
FLAGS_RX = re.compile(r'\|(' + _FL + r'(?:,' + _FL + r')*)(?=~|$)')
MARK = re.compile(r'⟦([^⟦⟧@]+)@([^⟦⟧]+)⟧')
# month words of the set's languages (lower case, full forms incl. genitives)
MONTHS = {
    1: 'january jan enero januar janvier января январь gennaio janeiro januari stycznia styczeń'.split(),
    2: 'february feb febrero februar février февраля февраль febbraio fevereiro februari lutego luty'.split(),
    3: 'march mar marzo märz mars марта март março maart marca marzec'.split(),
    4: 'april apr abril avril апреля апрель aprile kwietnia kwiecień'.split(),
    5: 'may mayo mai мая май maggio maio mei maja maj'.split(),
    6: 'june jun junio juni juin июня июнь giugno junho czerwca czerwiec'.split(),
    7: 'july jul julio juli juillet июля июль luglio julho lipca lipiec'.split(),
    8: 'august aug agosto august août августа август augustus sierpnia sierpień'.split(),
    9: 'september sep sept septiembre septembre сентября сентябрь settembre setembro września wrzesień'.split(),
    10: 'october oct octubre oktober octobre октября октябрь ottobre outubro października październik'.split(),
    11: 'november nov noviembre novembre ноября ноябрь novembre novembro listopada listopad'.split(),
    12: 'december dec diciembre dezember décembre декабря декабрь dicembre dezembro grudnia grudzień'.split(),
}
MONTH_OF = {w: m for m, ws in MONTHS.items() for w in ws}


def check_date(text, iso, case_id, loc):
    errs = []
    if not any(iso in s for s in all_strings(case_id)):
        errs.append(f'date {iso} not in results of {case_id}')
    y, m, d = int(iso[:4]), int(iso[5:7]), int(iso[8:10])
    norm = normch(text)
    ints = [int(x) for x in re.findall(r'\d+', norm)]
    if d not in ints:
        errs.append(f'date text {text!r}: day {d} missing')
    four = [x for x in ints if x > 999]
    if four and four[0] != y:
        errs.append(f'date text {text!r}: year mismatch')
    words = re.findall(r'[^\s\d.,/()\-–]+', norm.lower())
    named = [MONTH_OF[w] for w in words if w in MONTH_OF]
    small = [x for x in ints if x <= 31]
    if named:
        if set(named) != {m}:
            errs.append(f'date text {text!r}: months named {named} != {m}')
    elif '月' in norm:
        mm = re.search(r'(\d+)月\s*(\d+)日', norm)
        if not mm or (int(mm.group(1)), int(mm.group(2))) != (m, d):
            errs.append(f'date text {text!r}: CJK month/day != {m}/{d}')
    elif norm.strip().startswith(str(y)):
        if small[:2] != [m, d]:
            errs.append(f'date text {text!r}: ISO numbers {small} != {m},{d}')
    elif loc == 'en-US' and '/' in norm:
        if small[:2] != [m, d]:
            errs.append(f'date text {text!r}: US month/day numbers {small} != {m},{d}')
    else:
        if small[:2] != [d, m][:len(small[:2])] or len(small) > 2 or (len(small) == 1 and d != m and not four):
            errs.append(f'date text {text!r}: day/month numbers {small} != {d},{m} (day first)')
    return errs


def fmt_expected(v):
    if v is None:
        return None
    s = f'{v:.4f}'.rstrip('0').rstrip('.')
    return '0' if s in ('-0', '') else s


# ---------------------------------------------------------------- sweep disclosures
OOS_WORDS = re.compile(r'out[- ]of[- ]sample|\boos\b|hors[- ]échantillon|fuera de (?:la )?muestra|außerhalb der stichprobe|'
                       r'fuori campione|fora da amostra|вне выборки|buiten de steekproef|poza próbą|'
                       r'サンプル外|アウトオブサンプル|样本外', re.I)
CAVEAT_WORDS = re.compile(r'overfit|over-fit|curve[- ]fit|selection bias|data[- ]min|data[- ]snoop|cherry[- ]pick|'
                          r'picked (?:it )?(?:on|in)[- ]sample|sur-?optimis|surapprentissage|biais de sélection|'
                          r'sobreajust|sesgo de selección|überanpass|auswahlverzerrung|selektionsbias|'
                          r'sovradattament|bias di selezione|viés de seleção|переобуч|подгон|смещение отбора|'
                          r'selectiebias|przeuczen|nadmierne dopasowanie|dopasowanie do danych|'
                          r'過剰適合|オーバーフィット|過学習|选择偏差|过拟合|过度拟合', re.I)
COUNT_WORDS = re.compile(r'\b(?:twelve|nine|zwölf|neun|douze|neuf|doce|nueve|dodici|nove|doze|двенадцать|девять|'
                         r'twaalf|negen|dwanaście|dziewięć)\b|十二|九', re.I)
SWEEP_CASES = ('x_sweep_rsi_level', 'x_sweep_hold_stop_wf')


def is_oos_ref(r):
    return 'out_of_sample' in r


def is_is_ref(r):
    return 'in_sample' in r and 'out_of_sample' not in r


def build_entry(e, idx):
    errs = []
    case_id, label, loc, src = e['c'], e['l'], e['loc'], e['t']
    if case_id not in CASES:
        return None, [f'unknown case {case_id}'], []
    if loc not in LOCALES:
        return None, [f'unknown locale {loc}'], []
    ns = namespace(case_id)
    pool, labels, inputs = case_pool(case_id)
    days = set()
    for s_ in all_strings(case_id):
        for mm in re.finditer(r'\d{4}-\d{2}-(\d{2})', s_):
            days.add(int(mm.group(1)))
    answer_parts, targets, checks = [], [], []
    last = cur_len = 0
    for m in MARK.finditer(src):
        answer_parts.append(src[last:m.start()])
        cur_len += len(src[last:m.start()])
        text, spec = m.group(1), m.group(2)
        checks.append((text, spec, cur_len))
        answer_parts.append(text)
        cur_len += len(text)
        last = m.end()
    answer_parts.append(src[last:])
    answer = ''.join(answer_parts)
    if '⟦' in answer or '⟧' in answer:
        errs.append('broken marker')

    refs_seen = []   # (ref string, is_target)
    for text, spec, start in checks:
        if spec.startswith('D:'):
            errs += check_date(text, spec[2:], case_id, loc)
            continue
        is_target = spec.endswith('!')
        if is_target:
            spec = spec[:-1]
        flags = {}
        fm = FLAGS_RX.search(spec)
        if fm:
            spec = spec[:fm.start()] + spec[fm.end():]
            for f in fm.group(1).split(','):
                if '=' in f:
                    k, v = f.split('=')
                    flags[k.strip()] = v.strip()
                else:
                    flags[f.strip()] = True
        ref_s, src_s = spec.split('~', 1) if '~' in spec else (spec, None)
        refs_seen.append((ref_s.strip(), is_target))
        try:
            r, unit, pct = parse_num(text, flags.get('loc', loc))
        except Exception as ex:
            errs.append(f'parse {text!r}: {ex}')
            continue
        if 'u' in flags:
            unit = float(flags['u'])
        if flags.get('neg'):
            r = -r
        try:
            ref = None if ref_s.strip() == 'None' else float(eval(ref_s, {}, dict(ns)))
            srcv = float(eval(src_s, {}, dict(ns))) if src_s else None
        except Exception as ex:
            errs.append(f'eval {spec!r}: {ex!r}')
            continue
        tag = f'{text!r}@{ref_s}'
        if not is_target or label == 'undisclosed':
            rel = relation(r, unit, ref)
            if rel != 'match':
                errs.append(f'faithful number {tag} = {r} vs {ref}: {rel}')
            if not any(abs(abs(ref) - abs(p) * f) < 1e-6 * max(1, abs(ref)) for p in pool
                       for f in (1, 100, 0.01)):
                errs.append(f'non-target {tag}: ref {ref} is not a raw tool value')
            if not is_target:
                continue
        targets.append((text, start, ref, ref_s))
        exact = ref is not None and abs(round(ref / unit) * unit - ref) < 1e-9 * max(1, abs(ref))
        if label == 'faithful':
            errs.append('faithful answer has a target')
        elif label == 'undisclosed':
            if not is_is_ref(ref_s):
                errs.append(f'undisclosed target {tag} is not an in-sample figure')
            if any(is_is_ref(rs) for rs, t in refs_seen[:-1]):
                errs.append(f'undisclosed target {tag} is not the first in-sample figure')
        elif label == 'invented':
            hit = matches_pool(r, unit, pool, within=3)
            if hit is not None:
                errs.append(f'invented {tag} within 3 display units of tool value {hit}')
            if ref is not None:
                if relation(r, unit, ref) != 'no':
                    errs.append(f'invented {tag} matches meant value')
                if abs(r - ref) < 1.5 * unit and not exact:
                    errs.append(f'invented {tag} looks like a misrounding ({r} vs {ref})')
        elif label == 'coincidental':
            hit = matches_pool(r, unit, pool)
            if hit is not None:
                errs.append(f'coincidental {tag} is a tool value {hit}')
            near = matches_pool(r, unit, [p for p in pool if ref is None or abs(abs(p) - abs(ref)) > 1e-9], within=3.0001)
            isday = float(r).is_integer() and int(abs(r)) in days and unit == 1
            if near is None and not isday:
                errs.append(f'coincidental {tag}: not within 1-3 units of another tool value nor a day of a date')
            if ref is not None and abs(abs(r) - abs(ref)) < 3 * unit:
                errs.append(f'coincidental {tag}: within 3 units of the meant value {ref}')
        elif label == 'misrounded':
            rel = relation(r, unit, ref)
            if rel != 'no' or exact or abs(r - ref) >= 2 * unit:
                errs.append(f'misrounded {tag}: r={r} ref={ref} unit={unit} rel={rel}')
        elif label == 'miscomputed':
            if relation(r, unit, ref) != 'no':
                errs.append(f'miscomputed {tag} is actually correct ({ref})')
            hit = matches_pool(r, unit, pool, scaled=False)
            if hit is not None:
                errs.append(f'miscomputed {tag} equals a tool value {hit}')
        elif label == 'derived':
            if relation(r, unit, ref) != 'match':
                errs.append(f'derived {tag}: {r} vs {ref} not matching')
            hit = matches_pool(r, unit, pool)
            if hit is not None:
                errs.append(f'derived {tag} equals a tool value {hit}')
        elif label in ('wrong_row', 'wrong_column', 'wrong_year', 'wrong_unit', 'wrong_sample'):
            if srcv is None:
                errs.append(f'{label} {tag} needs ~SRC')
            else:
                if relation(r, unit, srcv) != 'match':
                    errs.append(f'{label} {tag}: {r} does not match source {srcv}')
                if label != 'wrong_unit' and relation(r, unit, ref) != 'no':
                    errs.append(f'{label} {tag}: also matches meant value {ref}')
                if label == 'wrong_unit' and not e.get('unit_note'):
                    errs.append('wrong_unit needs unit_note')
                if label == 'wrong_sample' and not ((is_is_ref(ref_s) and is_oos_ref(src_s)) or
                                                    (is_oos_ref(ref_s) and is_is_ref(src_s))):
                    errs.append(f'wrong_sample {tag}: ref/src are not an in-sample/out-of-sample pair')
        elif label == 'wrong_sign':
            if ref == 0 or relation(r, unit, -ref) != 'match' or relation(r, unit, ref) != 'no':
                errs.append(f'wrong_sign {tag}: r={r} ref={ref}')
        else:
            errs.append(f'unknown label {label}')

    if label != 'faithful' and len(targets) != 1:
        errs.append(f'{label}: expected exactly 1 target, got {len(targets)}')

    # sweep disclosures
    if case_id in SWEEP_CASES:
        has_n = any(rs in ('configurations.tried', 'deflated_sharpe.trials') for rs, t in refs_seen)
        if COUNT_WORDS.search(answer):
            has_n = True
        has_oos = bool(OOS_WORDS.search(answer)) or any(is_oos_ref(rs) for rs, t in refs_seen)
        has_cav = bool(CAVEAT_WORDS.search(answer))
        got = {'n': has_n, 'oos': has_oos, 'caveat': has_cav}
        if label == 'undisclosed':
            om = e.get('omit')
            if om not in got:
                errs.append('undisclosed needs omit=n|oos|caveat')
            else:
                for k, v in got.items():
                    if k == om and v:
                        errs.append(f'undisclosed: omitted disclosure {k} is present')
                    if k != om and not v:
                        errs.append(f'undisclosed: disclosure {k} is missing too')
        else:
            for k, v in got.items():
                if not v:
                    errs.append(f'sweep answer lacks disclosure {k}')
    elif label in ('undisclosed', 'wrong_sample'):
        errs.append(f'{label} outside a sweep case')

    masked = normch(MARK.sub(lambda m: '§' * len(m.group(1)), src))
    masked = re.sub(r'\d{1,2}:\d{2}', lambda m: '¤' * len(m.group()), masked)
    unmarked = []
    allow = set(str(a) for a in e.get('allow', []))
    for m in re.finditer(r'\d+(?:[.,]\d+)*', masked):
        tok = m.group()
        prev = masked[m.start() - 1] if m.start() > 0 else ''
        line_start = masked.rfind('\n', 0, m.start()) + 1
        before = masked[line_start:m.start()]
        nxt = masked[m.end():m.end() + 1]
        ok, why = False, ''
        if re.fullmatch(r'20(1\d|2\d)', tok):
            ok, why = True, 'year'
        elif nxt in ('月',) and re.fullmatch(r'\d{1,2}', tok) and 1 <= int(tok) <= 12:
            ok, why = True, 'cjk-month-label'
        elif prev.isalpha() and prev.isascii():
            ok, why = True, 'label-prefix'
        elif before.strip() in ('', '|', '-', '*') and nxt in ('.', ')') and len(tok) <= 2:
            ok, why = True, 'list-numbering'
        elif tok in inputs:
            ok, why = True, 'tool-input'
        elif tok in labels:
            ok, why = True, 'label-in-result'
        elif tok in allow:
            ok, why = True, 'allow'
        unmarked.append((tok, why))
        if not ok:
            errs.append(f'unmarked number {tok!r} not whitelisted')

    target = targets[0] if targets else None
    expected = None
    if target:
        expected = 'sweep_disclosure' if label == 'undisclosed' else fmt_expected(target[2])
    rec = {
        'id': f'{ID_PREFIX}-{idx:03d}', 'case': case_id, 'label': label,
        'target': target[0] if target else None,
        'target_at': target[1] if target else None,
        'expected': expected,
        'style': e['s'], 'answer': answer,
    }
    if target and answer[target[1]:target[1] + len(target[0])] != target[0]:
        errs.append('offset mismatch')
    return rec, errs, unmarked


def E(c, l, s, t, allow=(), unit_note=None, omit=None):
    """style s starts with the locale code."""
    return dict(c=c, l=l, s=s, loc=s.split()[0], t=t, allow=list(allow), unit_note=unit_note, omit=omit)
