# Vyhledávání v pravidlech (/pravidla a /karta). Fakta podle shared/specs/hadara-rules.md.
# Každé téma je `rules-<téma>` (text, nejvýš 1 500 znaků) s atributem `.title`.


## Příkazy

cmd-rules = Vysvětlit pravidlo některé z her
    .name = pravidla
cmd-card = Ukázat kartu některé z her a co dělá
    .name = karta
opt-topic = Pravidlo k vysvětlení (nevyplněno = přehled)
    .name = téma
opt-name = Název karty, česky nebo anglicky
    .name = název
opt-public = Zveřejnit odpověď pro všechny v kanálu
    .name = veřejně

## Odpovědi

rules-error-topic = Téma pravidel „{ $topic }“ neznám. Vyberte si ze seznamu, který se ukáže při psaní.
rules-error-card = Karta „{ $name }“ neexistuje. Vyberte si ze seznamu, který se ukáže při psaní.
rules-footer = Související témata níže · /pravidla pro další téma · /karta pro libovolnou kartu
rules-card-image-failed = Obrázek karty se teď nepodařilo nakreslit.
