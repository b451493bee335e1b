## Nim na hostiteli: příkazy, přípravná místnost, nápověda

variant-normal = { nim-variant-normal }
variant-misere = { nim-variant-misere }
nim-help =
    Nim pro 2–4 hráče, stará hra s braním kamínků: na stole leží několik hromádek a na tahu si vezmete kamínky z jedné z nich, kolik chcete (nebo nejvýš tolik, kolik dovolí limit z přípravné místnosti).
    • /nim nová otevře přípravnou místnost (normální hra nebo misère, hráči, počet hromádek, nejvíc kamínků na jeden tah).
    • Normální hra: kdo vezme poslední kamínek, vyhrává. Misère: kdo vezme poslední kamínek, prohrává a ostatní vyhrávají.
    • Tahy se hrají tlačítky pod stolem.
cmd-nim = Hrát v tomto kanálu Nim
    .name = nim
opt-nim-piles = Kolik hromádek kamínků (2–6)
    .name = hromádky
opt-nim-max-take = Nejvíc kamínků na jeden tah (1–5; 0: bez omezení)
    .name = max_vzít
choice-nim-normal = Normální hra (poslední kamínek vyhrává)
choice-nim-misere = Misère (poslední kamínek prohrává)
