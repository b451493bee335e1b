# Wyszukiwanie w zasadach (/zasady i /karta). Fakty według shared/specs/hadara-rules.md.
# Każdy temat to `rules-<temat>` (treść, najwyżej 1500 znaków) z atrybutem `.title`.


## Polecenia

cmd-rules = Wyjaśnij zasadę jednej z gier
    .name = zasady
cmd-card = Pokaż kartę z jednej z gier i jej działanie
    .name = karta
opt-topic = Zasada do wyjaśnienia (puste = przegląd)
    .name = temat
opt-name = Nazwa karty, po polsku lub po angielsku
    .name = nazwa
opt-public = Opublikuj odpowiedź dla wszystkich na kanale
    .name = publicznie

## Odpowiedzi

rules-error-topic = Nie znam tematu zasad „{ $topic }”. Wybierz go z listy, która pojawia się podczas pisania.
rules-error-card = Nie ma karty o nazwie „{ $name }”. Wybierz ją z listy, która pojawia się podczas pisania.
rules-footer = Powiązane tematy poniżej · /zasady – inny temat · /karta – dowolna karta
rules-card-image-failed = Nie udało się teraz narysować obrazka karty.
