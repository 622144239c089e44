"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes). Every answer discloses the number
of configurations, an out-of-sample figure and phrase and a selection caveat, except the undisclosed ones,
which leave out the one named by omit=."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'


def IS(k, col):
    return f"top({k}).in_sample.{col}"


def OOS(k, col):
    return f"top({k}).out_of_sample.{col}"


ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E(R, 'faithful', 'ja-JP pipeband',
  f"""パイプバンド競技 採点表 ― グレードI・バンドB02「湘南パイプス」
セット：MSR · 13:10 入場
審査員メモ：RSI水準×保有日数を⟦12@configurations.tried⟧通り試行。最良のlevel=40, hold=3はインサンプルのシャープ⟦1.68@{IS(1,'sharpe')}⟧、サンプル外では⟦−3.52@{OOS(1,'sharpe')}⟧。過剰適合の典型。
採点表提出済。"""),
E(R, 'faithful', 'en-GB fieldbook',
  f"""SURVEYOR'S FIELD BOOK — sheet SK31, trig pillar TP8
Theodolite set; bearings booked
Surveyor's note: twelve RSI level/hold combinations tried; best in-sample, level=40, hold=3, Sharpe ⟦1.68@{IS(1,'sharpe')}⟧, but out-of-sample ⟦−3.52@{OOS(1,'sharpe')}⟧ on ⟦33@{OOS(1,'trades')}⟧ trades — selection bias, not an edge.
Booked 15:30."""),
E(R, 'faithful', 'pl-PL lifeboat',
  f"""DZIENNIK WYJŚĆ ŁODZI RATOWNICZEJ — stacja Łeba, łódź SR02
Wyjście 14:22 · fala umiarkowana, wiatr NW świeży
Notatka sternika: dwanaście ustawień RSI; najlepsze (level=40, hold=3) zarobiło w próbie ⟦+3378@{IS(1,'total_pnl')}⟧ pkt, a poza próbą straciło ⟦4759,75@{OOS(1,'total_pnl')}|neg⟧ pkt. Klasyczne przeuczenie.
Łódź w hangarze 16:05."""),
E(R, 'faithful', 'fr-FR ferrytally',
  """GUICHET DU BAC — FEUILLE DE POINTAGE, île d'Aix, guichet G2
Départs 07:15 et 09:45 · colonnes arrêtées
Note du guichetier : douze réglages RSI testés ; Sharpe moyen ⟦0,52@mean_objective.in_sample⟧ dans l'échantillon, ⟦−3,30@mean_objective.out_of_sample⟧ hors échantillon ; Sharpe dégonflé ⟦0,71@deflated_sharpe.value⟧. Biais de sélection manifeste.
Caisse juste ; fermeture 18:30."""),
E(R, 'faithful', 'en-US darts',
  f"""DARTS LEAGUE SCORE SHEET — Elks Lodge A v Moose Hall, match M9
Game G1 · cricket · chalker: Bev
Captain's note: twelve RSI setups tried. Runner-up level=40, hold=5: in-sample Sharpe ⟦1.35@{IS(2,'sharpe')}⟧, out-of-sample ⟦−3.19@{OOS(2,'sharpe')}⟧. Picked on in-sample data, so expect overfit.
Sheet signed; oche swept 22:45."""),
E(R, 'faithful', 'en-US bankermark',
  """BANKER-MARKS LEDGER — bench B4, cathedral works yard, Washington
Mark: compass-and-arrow · springer stone, course C03
Mason's entry: twelve configs tried; deflated Sharpe ⟦0.71@deflated_sharpe.value⟧, so the best may be luck. Its neighbours: in-sample ⟦0.49@stability.mean_in_sample⟧, out-of-sample ⟦−3.37@stability.mean_out_of_sample⟧. A curve-fit peak.
Passed by the clerk of works."""),
E(R, 'wrong_sample', 'en-GB bankermark',
  f"""BANKER-MARKS LEDGER — bench B1, minster works yard, York
Mark: arrow-and-cross · voussoir, course C14
Mason's entry: twelve RSI combinations tried; the best, level=40, hold=3, won ⟦68%@{OOS(1,'win_rate')}~{IS(1,'win_rate')}!⟧ of its out-of-sample trades yet lost ⟦4,759.75@{OOS(1,'total_pnl')}|neg⟧ pts there. Selection bias.
Passed by the clerk of works."""),
E(R, 'wrong_sample', 'es-ES lifeboat',
  f"""PARTE DE SALIDA DEL BOTE SALVAVIDAS — estación de Cudillero, bote SV08
Salida 14:22 · marejadilla, oeste flojo
Nota del patrón: doce combinaciones probadas; la segunda, level=40, hold=5, acertó fuera de muestra el ⟦59,1 %@{OOS(2,'win_rate')}~{IS(2,'win_rate')}!⟧ de las operaciones, con Sharpe ⟦−3,19@{OOS(2,'sharpe')}⟧. Sesgo de selección.
Bote recogido 16:05."""),
E(R, 'wrong_sample', 'pt-BR pipeband',
  f"""CONCURSO DE PIPE BAND — FICHA DO JUIZ, Grade III, banda B15 «Gaiteiros de Minas»
Programa: MSR · em linha às 13:10
Nota do juiz: doze combinações; a quarta, level=30, hold=3, teve Sharpe dentro da amostra de ⟦−1,97@{IS(4,'sharpe')}~{OOS(4,'sharpe')}!⟧ e, fora da amostra, fator de lucro ⟦0,34@{OOS(4,'profit_factor')}⟧. Viés de seleção.
Ficha entregue."""),
E(R, 'wrong_sample', 'zh-CN aquarium',
  f"""水族馆 · 水质检测记录 — 珊瑚缸 T2
氨氮未检出 · 亚硝酸盐未检出 · pH 稳定
馆员备注：共试 ⟦12@configurations.tried⟧ 组参数；第三名 level=40, hold=10 样本外做了 ⟦15@{OOS(3,'trades')}~{IS(3,'trades')}!⟧ 笔，亏 ⟦5,102.5@{OOS(3,'total_pnl')}|neg⟧ 点。样本内挑出来的，有选择偏差。
16:00 部分换水。"""),
E(R, 'undisclosed', 'ja-JP oyster omit=oos',
  f"""牡蠣養殖 収穫日誌 ― 区画L6・気仙沼
干潮 06:40 に筏R1–R3を揚げる
作業員メモ：RSI水準と保有日数を⟦12@configurations.tried⟧通り試し、一番良かったlevel=40, hold=3はシャープ⟦1.68@{IS(1,'sharpe')}!⟧、⟦25@{IS(1,'trades')}⟧回で⟦+3,378@{IS(1,'total_pnl')}⟧ポイント。過剰適合には要注意。
09:30 浄化槽へ。""", omit='oos'),
E(R, 'undisclosed', 'pt-BR darts omit=n',
  f"""SÚMULA DA LIGA DE DARDOS — Boteco A x Clube Náutico, partida M2
Jogo G3 · simples · marcador: Nena
Nota do capitão: varredura de RSI; a melhor, level=40, hold=3, fez ⟦+3.378@{IS(1,'total_pnl')}!⟧ pontos no treino e ⟦−4.759,75@{OOS(1,'total_pnl')}⟧ fora da amostra. Viés de seleção.
Súmula assinada; alvo fechado 22:45.""", omit='n'),
E(R, 'undisclosed', 'nl-NL winding omit=oos',
  f"""UURWERKOPWINDLOG — Martinitoren, uurwerk T1
Gaand en slaand werk opgewonden · gelijkgezet op het tijdsein 12:00
Notitie van de opwinder: twaalf RSI-instellingen geprobeerd; de beste, level=40, hold=3, haalde in-sample een Sharpe van ⟦1,68@{IS(1,'sharpe')}!⟧ en won ⟦68%@{IS(1,'win_rate')}⟧ van de trades. Selectiebias: gekozen op dezelfde data.
Spillen geolied.""", omit='oos'),
E(R, 'undisclosed', 'it-IT oyster omit=caveat',
  f"""REGISTRO RACCOLTA OSTRICHE — concessione L2, Goro
Tavole T1–T4 sollevate in bassa marea, 06:40
Nota dell'ostricoltore: dodici combinazioni RSI; la migliore, level=40, hold=3, Sharpe ⟦1,68@{IS(1,'sharpe')}!⟧ nel campione, fuori campione ⟦−3,52@{OOS(1,'sharpe')}⟧ su ⟦33@{OOS(1,'trades')}⟧ operazioni.
Sacchi in depurazione 09:30.""", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E(W, 'faithful', 'ru-RU skijump',
  f"""ПРЫЖКИ С ТРАМПЛИНА — КАРТОЧКА СУДЬИ, HS134 Чайковский · судья J4 · попытка R2
Прыгун: номер B10 · ворота G12
Заметка судьи: ES, девять вариантов hold/stop; лучший в выборке hold=5, sl=1 — ⟦+2374,13@{IS(1,'total_pnl')}⟧ п., вне выборки ⟦+767,82@{OOS(1,'total_pnl')}⟧ на ⟦21@{OOS(1,'trades')}⟧ сделке. Риск подгонки.
Карточка сдана в 11:05."""),
E(W, 'faithful', 'fr-FR woolsale',
  """CATALOGUE DE VENTE DE LAINE — vente V09, dock de Mazamet, lot W162
Toison mérinos, classe AA · courtier : Lainière du Tarn
Remarque de l'expert : ES, neuf réglages en walk-forward ; hors échantillon cumulé ⟦+2\u202f170,37@walk_forward_out_of_sample.total_pnl⟧ points sur ⟦54@walk_forward_out_of_sample.trades⟧ trades ; Sharpe dégonflé ⟦0,97@deflated_sharpe.value⟧. Biais de sélection possible.
Adjugé à 11:40."""),
E(W, 'faithful', 'de-DE pipeband',
  """PIPE-BAND-WETTBEWERB — WERTUNGSBOGEN, Grade I, Band B03 „Pipes & Drums Kiel“
Set: MSR · Antreten 13:10
Notiz des Richters: ES, neun Kombinationen, Walk-forward. Zweite Faltung (hold=5, sl=1): in-sample ⟦+1.956,59@folds[1].chosen.in_sample.total_pnl⟧, out-of-sample ⟦+417,54@folds[1].chosen.out_of_sample.total_pnl⟧ Punkte. Auswahlverzerrung beachten.
Bogen abgegeben."""),
E(W, 'faithful', 'en-US fieldbook',
  """SURVEYOR'S FIELD BOOK — sheet NM04, benchmark BM7
Level set; readings booked
Surveyor's note: ES two-down-days sweep, nine hold/stop combos, walk-forward. Mean in-sample ⟦+1,987.7@mean_objective.in_sample⟧ pts vs out-of-sample ⟦+507.8@mean_objective.out_of_sample⟧. Best picked in-sample, so overfit risk.
Booked 15:30."""),
E(W, 'faithful', 'ja-JP bankermark',
  f"""石工 バンカーマーク台帳 ― 作業台B4・城郭修復現場
印：矢と十字 · 石垣の角石、段C02
石工の記入：ESで⟦9@configurations.tried⟧通り試行。hold=3, sl=3はインサンプル⟦+2,180.6@{IS(2,'total_pnl')}⟧、サンプル外⟦+757.4@{OOS(2,'total_pnl')}⟧ポイント。過剰適合に注意。
検収済。"""),
E(W, 'faithful', 'it-IT oyster',
  f"""REGISTRO RACCOLTA OSTRICHE — concessione L5, Scardovari
Tavole T1–T6 sollevate in bassa marea, 06:40
Nota dell'ostricoltore: ES, nove configurazioni; la migliore (hold=5, sl=1) fuori campione ⟦+767,8@{OOS(1,'total_pnl')}⟧ punti, vincenti ⟦33,3%@{OOS(1,'win_rate')}⟧; vicini fuori campione ⟦+359,45@stability.mean_out_of_sample⟧. Bias di selezione possibile.
Sacchi in depurazione 09:30."""),
E(W, 'wrong_sample', 'nl-NL winding',
  """UURWERKOPWINDLOG — stadhuistoren Delft, uurwerk T2
Gaand en slaand werk opgewonden · gelijkgezet op het tijdsein 12:00
Notitie: ES, negen combinaties, walk-forward; eerste fold (hold=5, sl=3) out-of-sample ⟦+678,80@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧ punten; alles samen OOS ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧. Selectiebias blijft.
Spillen geolied."""),
E(W, 'wrong_sample', 'en-US ferrytally',
  f"""FERRY TICKET OFFICE — TALLY SHEET, Anacortes terminal, window W1
Sailings 07:15 & 09:45
Clerk's note: nine ES hold/stop combos. The winner, hold=5, sl=1, made ⟦+2,374.13@{IS(1,'total_pnl')}⟧ pts in-sample on ⟦21@{IS(1,'trades')}~{OOS(1,'trades')}!⟧ trades, then ⟦+767.82@{OOS(1,'total_pnl')}⟧ out-of-sample. Some overfit.
Window shut 18:30."""),
E(W, 'wrong_sample', 'es-ES darts',
  f"""ACTA DE LIGA DE DARDOS — Bar Manolo A contra Peña B, partido M5
Juego G2 · individual · anotador: Paco
Nota del capitán: nueve combinaciones en ES con walk-forward; la tercera, hold=5, sl=2, sumó fuera de muestra ⟦+2141,4@{OOS(3,'total_pnl')}~{IS(3,'total_pnl')}!⟧ puntos. Sesgo de selección a vigilar.
Acta firmada 22:45."""),
E(W, 'wrong_sample', 'it-IT lifeboat',
  """REGISTRO USCITE DELLA SCIALUPPA — stazione di Lerici, battello SV05
Uscita 14:22 · mare poco mosso, libeccio debole
Nota del patrono: nove combinazioni su ES; nella seconda finestra (hold=5, sl=1) fuori campione vinceva il ⟦40,5%@folds[1].chosen.out_of_sample.win_rate~folds[1].chosen.in_sample.win_rate!⟧ delle operazioni, per ⟦+417,54@folds[1].chosen.out_of_sample.total_pnl⟧ punti. Bias di selezione.
Rientro 16:05."""),
E(W, 'undisclosed', 'pl-PL bankermark omit=caveat',
  f"""KSIĘGA ZNAKÓW KAMIENIARSKICH — ława B3, warsztat Wawelu
Znak: strzała z krzyżem · ciosy narożne, warstwa W04
Wpis: dziewięć kombinacji na ES; najlepsza, hold=5, sl=1, w próbie ⟦+2374,13@{IS(1,'total_pnl')}!⟧ pkt, poza próbą ⟦+767,82@{OOS(1,'total_pnl')}⟧ pkt, łącznie walk-forward ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧.
Odebrane przez majstra.""", omit='caveat'),
E(W, 'undisclosed', 'pl-PL pipeband omit=n',
  f"""KONKURS ORKIESTR DUDZIARSKICH — ARKUSZ SĘDZIEGO, Grade III, zespół B16 „Dudziarze z Gdańska”
Program: MSR · na linii 13:10
Notatka sędziego: ES, przegląd hold/stop; najlepszy w próbie hold=5, sl=1: ⟦+2374,1@{IS(1,'total_pnl')}!⟧ pkt, poza próbą ⟦+767,8@{OOS(1,'total_pnl')}⟧ pkt. Ryzyko przeuczenia.
Arkusz oddany.""", omit='n'),
E(W, 'undisclosed', 'de-DE skijump omit=oos',
  f"""SKISPRINGEN — SPRUNGRICHTERKARTE, HS137 Oberstdorf · Richter J3 · Durchgang R1
Springer: Startnummer B28 · Luke G11
Notiz des Richters: ES, neun Hold/Stop-Kombinationen; Spitzenreiter hold=5, sl=1 in-sample ⟦+2.374,13@{IS(1,'total_pnl')}!⟧ Punkte, Trefferquote ⟦33,9 %@{IS(1,'win_rate')}⟧. Überanpassung möglich.
Telemark sauber; Karte abgegeben 11:05.""", omit='oos'),
E(W, 'undisclosed', 'ru-RU woolsale omit=n',
  f"""КАТАЛОГ ШЕРСТЯНОГО АУКЦИОНА — торги S05, склад в Ставрополе, лот W077
Руно мериносовое, класс AA · брокер: Ставропольшерсть
Заметка оценщика: перебор hold/stop на ES; лучший в выборке hold=5, sl=1 — ⟦+2374,13@{IS(1,'total_pnl')}!⟧ п., вне выборки ⟦+767,82@{OOS(1,'total_pnl')}⟧ п. Похоже на подгонку.
Продано в 11:40.""", omit='n'),
]
