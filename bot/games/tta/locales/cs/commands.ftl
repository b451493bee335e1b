## Through the Ages na hostiteli: příkazy, přípravná místnost, nápověda, údaje /karta

tta-name = Through the Ages
tta-help =
    Through the Ages: Příběh civilizace (původní vydání) pro 2–4 hráče: veďte svou civilizaci od starověku dál pomocí technologií, budov, divů, osobností a v delších hrách i vojenské síly.
    • /tta nová otevře přípravnou místnost: výuková hra (starověk a věk I, na naučení), pokročilá hra (do věku II) nebo plná hra (do věku III, s válkami) a varianty z pravidel.
    • Když jste na tahu, jsou vaše možnosti u stolu: vzít kartu z nabídky, vyložit kartu z ruky, stavět, vylepšovat, populace, divy, armáda, konec tahu. Dlouhé seznamy se otevírají jako nabídky, jedna úroveň za druhou.
    • Co smíte vidět jen vy (vaše vojenské karty, vaše odpověď na útok), přijde soukromou zprávou; máte-li soukromé zprávy zavřené, použijte /tta ruka. /tta deska ukáže desku kteréhokoli národa.
variant-simple = výuková hra
variant-advanced = pokročilá hra
variant-full = plná hra
cmd-tta = Hrát v tomto kanálu Through the Ages
    .name = tta
cmd-tta-new = Otevřít přípravnou místnost nové hry Through the Ages
    .name = nová
cmd-tta-hand = Ukázat vaše soukromé možnosti a ruku (uvidíte je jen vy)
    .name = ruka
cmd-tta-board = Ukázat desku národa (uvidíte ji jen vy)
    .name = deska
cmd-tta-undo = Vzít zpět svou poslední akci v tomto tahu
    .name = zpět
opt-tta-variant = Výuková hra (na naučení), pokročilá (do věku II), nebo plná (do věku III)
opt-tta-max-players = Kolik hráčů se může přidat (2–4)
opt-tta-easier = Snadnější správa národa: o dělníka víc a o budovu každého druhu víc
    .name = snadnější
opt-tta-milder-combat = Mírnější boje (3–4 hráči): nikoho nenapadne víc národů najednou
    .name = mírnější_boje
opt-tta-peaceful = Mírová hra: žádné agrese ani války
    .name = mírová
opt-tta-continuous-draw = Brát vojenské karty během tahu, každou za jednu vojenskou akci
    .name = průběžné_braní
opt-tta-pre-revealed-bonuses = Plná hra: události věku III odkryté na začátku pro závěrečné bodování (0–5)
    .name = předem_vyložené_bonusy
opt-tta-gradual-reveal = Plná hra: pět bodovaných událostí odkrývaných po jedné každý věk
    .name = postupné_odkrývání
choice-tta-simple = Výuková hra
choice-tta-advanced = Pokročilá hra
choice-tta-full = Plná hra
tta-fact-age = Věk
tta-fact-kind = Druh
tta-fact-type = Typ
tta-fact-science = Věda na vyložení
tta-fact-build = Suroviny na stavbu
tta-fact-government = Civilní / vojenské akce / budov jednoho typu
tta-fact-stages = Části divu
tta-fact-copies = Počet kusů (2 / 3 / 4 hráči)
