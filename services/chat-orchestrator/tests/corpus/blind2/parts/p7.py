from lib import E
def L(i): return f"T[{i}].total"
def S(s, k='sum'): return f"row('{s}').{k}"
def I(s, k='sum'): return f"row('{s}').{k}"
KO, ME, SO, SV, SY, FA, KK, KF = 'Конфеты шоколадные ассорти Красный', 'Подгузники', 'Сосиски', 'Свинина', 'Сыр', 'Фарш', 'Конфеты шоколадные ассорти Коркунов', 'Кофе'
ENTRIES = [
# ---------------- r_latest
E('r_latest', 'faithful', 'en md-table', f"""| Date | Shop | Total, ₽ |
|---|---|---|
| ⟦2025-06-29@D:2025-06-29⟧ | Азбука вкуса | ⟦13,153.34@{L(0)}⟧ |
| ⟦2025-06-26@D:2025-06-26⟧ | Дикси | ⟦984.21@{L(1)}⟧ |
| ⟦2025-06-26@D:2025-06-26⟧ | Перекрёсток | ⟦738.76@{L(2)}⟧ |
| ⟦2025-06-23@D:2025-06-23⟧ | АШАН | ⟦1,782.97@{L(3)}⟧ |
| ⟦2025-06-15@D:2025-06-15⟧ | Перекрёсток | ⟦804.15@{L(4)}⟧ |
| ⟦2025-06-11@D:2025-06-11⟧ | Перекрёсток | ⟦934.93@{L(5)}⟧ |
| ⟦2025-06-11@D:2025-06-11⟧ | Азбука вкуса | ⟦6,757.91@{L(6)}⟧ |
| ⟦2025-06-10@D:2025-06-10⟧ | Магнит | ⟦770.93@{L(7)}⟧ |

Showing the latest 8 of ⟦300@R.total_rows⟧ receipts."""),
E('r_latest', 'faithful', 'gb prose', f"""Your most recent receipt is from Азбука вкуса on ⟦29 June@D:2025-06-29⟧: ⟦13,153.34@{L(0)}⟧ ₽. Before that, two on ⟦26 June@D:2025-06-26⟧ — Дикси (⟦984.21@{L(1)}⟧ ₽) and Перекрёсток (⟦738.76@{L(2)}⟧ ₽)."""),
E('r_latest', 'wrong_row', 'it prose', f"""L'ultimo scontrino da АШАН (⟦23 giugno@D:2025-06-23⟧) è di ⟦804,15@{L(3)}~{L(4)}!⟧ ₽."""),
E('r_latest', 'wrong_unit', 'en short dollar', f"""Latest: Азбука вкуса, ⟦Jun 29@D:2025-06-29⟧ — $⟦13,153.34@{L(0)}~{L(0)}!⟧.""", unit_note='₽→$'),
E('r_latest', 'faithful', 'ja prose', f"""最新のレシートは⟦6月29日@D:2025-06-29⟧のАзбука вкуса（⟦13,153.34@{L(0)}⟧₽）です。その前は⟦6月26日@D:2025-06-26⟧のДикси（⟦984.21@{L(1)}⟧₽）でした。"""),
E('r_latest', 'misrounded', 'tr prose', f"""⟦23 Haziran@D:2025-06-23⟧ tarihli АШАН fişi yaklaşık ⟦1.782@{L(3)}!⟧ ₽."""),
E('r_latest', 'faithful', 'pt prose', f"""Mostrando os 8 recibos mais recentes de ⟦300@R.total_rows⟧. O último, de ⟦29 de junho@D:2025-06-29⟧, foi no Азбука вкуса: ⟦13.153,34@{L(0)}⟧ ₽; o mais antigo da lista, no Магнит em ⟦10 de junho@D:2025-06-10⟧, ⟦770,93@{L(7)}⟧ ₽."""),
# ---------------- r_by_shop
E('r_by_shop', 'faithful', 'en md-table', f"""| Shop | Spent, ₽ | Receipts |
|---|---|---|
| Перекрёсток | ⟦216,136.08@{S('Перекрёсток')}⟧ | ⟦95@{S('Перекрёсток','n')}⟧ |
| ВкусВилл | ⟦145,619.56@{S('ВкусВилл')}⟧ | ⟦61@{S('ВкусВилл','n')}⟧ |
| АШАН | ⟦106,458.44@{S('АШАН')}⟧ | ⟦56@{S('АШАН','n')}⟧ |
| Магнит | ⟦85,375.03@{S('Магнит')}⟧ | ⟦36@{S('Магнит','n')}⟧ |
| Дикси | ⟦61,984.60@{S('Дикси')}⟧ | ⟦27@{S('Дикси','n')}⟧ |
| Азбука вкуса | ⟦35,712.98@{S('Азбука')}⟧ | ⟦8@{S('Азбука','n')}⟧ |
| Пятёрочка | ⟦29,278.34@{S('Пятёрочка')}⟧ | ⟦12@{S('Пятёрочка','n')}⟧ |
| Лента | ⟦10,029.92@{S('Лента')}⟧ | ⟦5@{S('Лента','n')}⟧ |"""),
E('r_by_shop', 'faithful', 'gb k', f"""Перекрёсток by a distance: ⟦216.1k@{S('Перекрёсток')}⟧ ₽ across ⟦95@{S('Перекрёсток','n')}⟧ receipts, then ВкусВилл (⟦145.6k@{S('ВкусВилл')}⟧ ₽, ⟦61@{S('ВкусВилл','n')}⟧) and АШАН (⟦106.5k@{S('АШАН')}⟧ ₽, ⟦56@{S('АШАН','n')}⟧)."""),
E('r_by_shop', 'wrong_row', 'it prose', f"""Al secondo posto c'è ВкусВилл, con ⟦106.458,44@{S('ВкусВилл')}~{S('АШАН')}!⟧ ₽ in ⟦61@{S('ВкусВилл','n')}⟧ scontrini."""),
E('r_by_shop', 'derived', 'pl prose', f"""Перекрёсток i ВкусВилл to razem ⟦361 755,64@{S('Перекрёсток')}+{S('ВкусВилл')}!⟧ ₽ wydatków."""),
E('r_by_shop', 'wrong_unit', 'nl mln', f"""Перекрёсток is verreweg de grootste post: ⟦216,1 mln@{S('Перекрёсток')}~{S('Перекрёсток')}*1000!⟧ ₽ over ⟦95@{S('Перекрёсток','n')}⟧ bonnen.""", unit_note='thousand→million'),
E('r_by_shop', 'misrounded', 'ja wan', f"""支出が最も多いのはПерекрёсток で、約⟦21.7万@{S('Перекрёсток')}!⟧ルーブルです。"""),
E('r_by_shop', 'faithful', 'tr prose', f"""En çok harcama Перекрёсток'ta: ⟦216.136,08@{S('Перекрёсток')}⟧ ₽ (⟦95@{S('Перекрёсток','n')}⟧ fiş). İkinci sırada ВкусВилл var: ⟦145.619,56@{S('ВкусВилл')}⟧ ₽."""),
E('r_by_shop', 'invented', 'pt prose', f"""Na outra ponta, Лента: ⟦10.092,92@{S('Лента')}!⟧ ₽ em ⟦5@{S('Лента','n')}⟧ compras."""),
# ---------------- r_total_2025
E('r_total_2025', 'faithful', 'gb prose', """So far in 2025 you've spent ⟦246,665.21@sum⟧ ₽ across ⟦86@n⟧ receipts — an average of ⟦2,868.20@avg⟧ ₽. The biggest single receipt was ⟦13,153.34@max⟧ ₽."""),
E('r_total_2025', 'faithful', 'en md-table', """| 2025 YTD | |
|---|---|
| Total spent | ⟦246,665.21 ₽@sum⟧ |
| Receipts | ⟦86@n⟧ |
| Average receipt | ⟦2,868.20 ₽@avg⟧ |
| Largest receipt | ⟦13,153.34 ₽@max⟧ |""".replace(' ₽@', '@').replace('⟧ |', '⟧ ₽ |').replace('⟦86@n⟧ ₽', '⟦86@n⟧')),
E('r_total_2025', 'wrong_column', 'it prose', """Nel 2025 hai speso ⟦246.665,21@sum⟧ ₽ in ⟦86@n⟧ scontrini; lo scontrino medio è di ⟦13.153,34@avg~max!⟧ ₽."""),
E('r_total_2025', 'wrong_unit', 'zh wan', """2025年至今共消费约⟦246.7万@sum~sum*10!⟧卢布，共⟦86@n⟧张小票。""", unit_note='thousand→万 (x10)'),
E('r_total_2025', 'faithful', 'ja wan', """2025年の支出合計は約⟦24.7万@sum⟧ルーブル（⟦86@n⟧件）、一件あたり平均⟦2,868@avg⟧ルーブルです。"""),
E('r_total_2025', 'miscomputed', 'tr prose', """⟦246.665,21@sum⟧ ₽ / ⟦86@n⟧ fiş = fiş başına ⟦2.686,2@sum/n!⟧ ₽."""),
# ---------------- r_top_items
E('r_top_items', 'faithful', 'en md-table', f"""| Product | Spent, ₽ | Times bought |
|---|---|---|
| Конфеты Красный Октябрь 192 г | ⟦21,480.62@{I(KO)}⟧ | ⟦25@{I(KO,'n')}⟧ |
| Подгузники Merries, size 4 | ⟦20,886.90@{I(ME)}⟧ | ⟦10@{I(ME,'n')}⟧ |
| Сосиски Останкино 460 г | ⟦17,794.42@{I(SO)}⟧ | ⟦41@{I(SO,'n')}⟧ |
| Свинина карбонад | ⟦16,536.40@{I(SV)}⟧ | ⟦20@{I(SV,'n')}⟧ |
| Сыр Российский Ламбер 200 г | ⟦16,036.41@{I(SY)}⟧ | ⟦39@{I(SY,'n')}⟧ |
| Фарш из индейки 400 г | ⟦16,001.43@{I(FA)}⟧ | ⟦33@{I(FA,'n')}⟧ |
| Конфеты Коркунов 192 г | ⟦15,256.64@{I(KK)}⟧ | ⟦25@{I(KK,'n')}⟧ |
| Кофе Lavazza 250 г | ⟦14,994.78@{I(KF)}⟧ | ⟦22@{I(KF,'n')}⟧ |

Top 8 of ⟦209@R.total_rows⟧ products."""),
E('r_top_items', 'faithful', 'gb prose', f"""Chocolates top the list: the Красный Октябрь assortment (192 g) at ⟦21,480.62@{I(KO)}⟧ ₽ over ⟦25@{I(KO,'n')}⟧ purchases, just ahead of Merries size 4 nappies (⟦20,886.90@{I(ME)}⟧ ₽, ⟦10@{I(ME,'n')}⟧ packs)."""),
E('r_top_items', 'wrong_row', 'it prose', f"""Le salsicce Останкино valgono ⟦16.536,40@{I(SO)}~{I(SV)}!⟧ ₽ in ⟦41@{I(SO,'n')}⟧ acquisti."""),
E('r_top_items', 'derived', 'nl prose', f"""De twee soorten bonbons (Красный Октябрь en Коркунов) zijn samen goed voor ⟦36.737,26@{I(KO)}+{I(KK)}!⟧ ₽."""),
E('r_top_items', 'invented', 'zh prose', f"""Lavazza咖啡（250克）累计花费⟦14,949.78@{I(KF)}!⟧卢布，共购买⟦22@{I(KF,'n')}⟧次。"""),
E('r_top_items', 'faithful', 'tr prose', f"""İlk sırada Красный Октябрь çikolatası var: ⟦21.480,62@{I(KO)}⟧ ₽, ⟦25@{I(KO,'n')}⟧ alım. En sık alınan ürün ise Останкино sosisleri (⟦41@{I(SO,'n')}⟧ kez, ⟦17.794,42@{I(SO)}⟧ ₽)."""),
E('r_top_items', 'misrounded', 'pt prose', f"""O queijo Российский Ламбер soma ⟦16.036,5@{I(SY)}!⟧ ₽ em ⟦39@{I(SY,'n')}⟧ compras."""),
E('r_top_items', 'faithful', 'pl prose', f"""Listę otwierają czekoladki Красный Октябрь (⟦21 480,62@{I(KO)}⟧ ₽), pieluchy Merries (⟦20 886,90@{I(ME)}⟧ ₽) i parówki Останкино (⟦17 794,42@{I(SO)}⟧ ₽). Pokazano 8 z ⟦209@R.total_rows⟧ produktów."""),
]
