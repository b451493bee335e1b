## Odpowiedzi z góry (rules/tta/standing.py): co gracz zostawia na pytania zadane poza jego
## turą, gdy go nie ma. Widzi je tylko on, w swoich ustawieniach.

# Pytania jako nagłówki ustawień.
tta-standing-question-defence = Agresje i wojny przeciw tobie
tta-standing-question-colonize = Licytacje kolonii
tta-standing-question-pact = Propozycje paktów
tta-standing-question-event_goods = Wydarzenie: żywność czy surowce
tta-standing-question-event_build = Wydarzenie: darmowy budynek
tta-standing-question-split = Podział żywności i surowców
tta-standing-question-loss = Utrata budynku lub jednostki

# Rodzaje odpowiedzi jako krótkie pozycje menu (najwyżej ok. 25 znaków).
tta-standing-kind-defend-cheapest = Najtańsza obrona
tta-standing-kind-defend-none = Nie bronić się
tta-standing-kind-bid-up-to = Licytuj do limitu
tta-standing-kind-bid-never = Nigdy nie licytuj
tta-standing-kind-pact-refuse-all = Odrzucaj wszystkie pakty
tta-standing-kind-pact-by-seat = Według gracza
tta-standing-kind-goods-choice = Zawsze te same dobra
tta-standing-kind-free-build = Darmowy budynek: tak/nie
tta-standing-kind-split-prefer = Preferowany podział
tta-standing-kind-lose-cheapest = Trać najtańsze

# Opis zapisanej odpowiedzi.
tta-standing-defend-cheapest = Broń się najtańszą siłą, która odeprze atak: { $cards ->
    [0] bez kart obrony
    [one] najwyżej 1 karta obrony
    [few] najwyżej { $cards } karty obrony
   *[other] najwyżej { $cards } kart obrony
}, { $units ->
    [0] bez poświęcania jednostek
    [one] poświęcając najwyżej 1 jednostkę
    [few] poświęcając najwyżej { $units } jednostki
   *[other] poświęcając najwyżej { $units } jednostek
}. Jeśli to nie wystarczy, nic nie zostaje wydane.
tta-standing-defend-none = Nie bronić się: nic nie zostaje poświęcone i nie gra się żadnej karty.
tta-standing-bid-up-to = Licytuj terytoria, przebijając o 1, najwyżej do { $max }⚔; wygraną kolonię zajmij najtańszą siłą, która pokrywa ofertę.
tta-standing-bid-never = Nigdy nie licytuj terytoriów.
tta-standing-pact-refuse-all = Odrzucaj każdą propozycję paktu.
tta-standing-pact-by-seat = Pakty: { $accepted ->
    [0] niczego nie przyjmuj
   *[other] przyjmuj propozycje graczy: { $accept }
}; { $refused ->
    [0] niczego nie odrzucaj
   *[other] odrzucaj propozycje graczy: { $refuse }
}. Pozostałe propozycje poczekają na ciebie.
tta-standing-seat = { $player }
tta-standing-goods-choice = Żywność czy surowce: zawsze { $choice ->
    [food] żywność
   *[res] surowce
}.
tta-standing-free-build = Darmowy budynek z wydarzenia: { $choice ->
    [yes] zawsze budować
   *[no] nigdy nie budować
}.
tta-standing-split-prefer = Podział żywności i surowców: { $prefer ->
    [food] jak najwięcej żywności
    [res] jak najwięcej surowców
   *[even] mniej więcej po połowie
}.
tta-standing-lose-cheapest = Gdy musisz stracić budynek lub jednostkę: najtańszy (kolonię lub cud: najstarsze).

# Znacznik w dzienniku przy akcji wykonanej odpowiedzią z góry.
tta-standing-answered = { $player }: odpowiedź podana z góry

# Menu ustawień rodzaju odpowiedzi (/tta answers): podpowiedź dla każdego parametru, potem
# opcje wyboru (najwyżej ok. 25 znaków).
tta-standing-param-defend_cheapest-cards = Karty obrony: najwyżej…
tta-standing-param-defend_cheapest-units = Poświęcić jednostek: najwyżej…
tta-standing-param-bid_up_to-max = Najwyższa oferta…
tta-standing-param-pact_by_seat-accept = Przyjmuj pakty od…
tta-standing-param-pact_by_seat-refuse = Odrzucaj pakty od…
tta-standing-param-goods_choice-choice = Zawsze bierz…
tta-standing-param-free_build-choice = Budować za darmo?
tta-standing-param-split_prefer-prefer = Wolę…
tta-standing-value-goods_choice-food = Żywność
tta-standing-value-goods_choice-res = Surowce
tta-standing-value-free_build-yes = Zawsze budować
tta-standing-value-free_build-no = Nigdy nie budować
tta-standing-value-split_prefer-food = Jak najwięcej żywności
tta-standing-value-split_prefer-res = Jak najwięcej surowców
tta-standing-value-split_prefer-even = Mniej więcej po połowie
# Pytania jako opcje menu (najwyżej 25 znaków).
tta-standing-menu-defence = Agresje i wojny na ciebie
tta-standing-menu-colonize = Licytacje kolonii
tta-standing-menu-pact = Propozycje paktów
tta-standing-menu-event_goods = Żywność czy surowce?
tta-standing-menu-event_build = Darmowy budynek
tta-standing-menu-split = Podział żywności/surowców
tta-standing-menu-loss = Utrata budynku/jednostki
