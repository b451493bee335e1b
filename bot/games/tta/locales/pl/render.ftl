# Cywilizacja: Poprzez wieki: teksty rysowane na obrazkach (render/tta/i18n.py; identyfikatory muszą się zgadzać).
# Liczby ze znakiem (+2, ±0, −1) to wybory: do tta-img-signed i tta-img-cost-extra
# odwołują się inne komunikaty, które dzielą z nimi zmienne.

## Wspólne słowa

tta-img-none = —
tta-img-seat = Gracz { $seat }
tta-img-seat-no = { $seat }
tta-img-age-0 = A
tta-img-age-1 = I
tta-img-age-2 = II
tta-img-age-3 = III
tta-img-age-4 = IV
tta-img-age = Epoka { $age }
tta-img-round = runda { $round }
tta-img-age-round = Epoka { $age } · Runda { $round }
tta-img-over = koniec gry
tta-img-last-round = Ostatnia runda
tta-progress-turn = tura gracza { $seat }
tta-progress-player = tura: { $player }

## Stół

tta-img-status-turn = { $player } wykonuje akcje
tta-img-status-other = { $player } decyduje: { $card }
tta-img-status-political = { $player } może wykonać akcję polityczną
tta-img-final-events = Wydarzenia epoki III do punktacji: { $n }
tta-img-status-over = { $n ->
    [one] Koniec gry · zwycięzca: { $winners }
   *[other] Koniec gry · zwycięzcy: { $winners }
}
tta-img-civil-deck = Talia cywilna { $age }: { $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}
tta-img-military-deck = Talia militarna { $age }: { $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}
tta-img-events-left = Wydarzenia: zakryte { $n }
tta-img-event-piles = Wydarzenia: aktualne { $current } · przyszłe { $future }
tta-img-last-event = Ostatnie wydarzenie
tta-img-no-event = Nie odkryto jeszcze wydarzenia
tta-img-row = Tor kart
tta-img-row-costs = Tor kart · koszt dla: { $player }
tta-img-row-costs-wonders = Tor kart · koszt dla: { $player } (cuda { tta-img-cost-extra })
tta-img-empty-slot = puste
tta-img-new = nowa
tta-img-cost-extra = { $extra ->
    [0] ±0
    [-1] −1
    [-2] −2
    [-3] −3
    [-4] −4
    [-5] −5
    [-6] −6
    [-7] −7
    [-8] −8
    [-9] −9
    [-10] −10
    [-11] −11
    [-12] −12
    [-13] −13
    [-14] −14
    [-15] −15
    [-16] −16
    [-17] −17
    [-18] −18
    [-19] −19
    [-20] −20
   *[other] +{ $extra }
}
tta-img-per-turn = { tta-img-signed } na turę
tta-img-signed = { $n ->
    [0] ±0
    [-1] −1
    [-2] −2
    [-3] −3
    [-4] −4
    [-5] −5
    [-6] −6
    [-7] −7
    [-8] −8
    [-9] −9
    [-10] −10
    [-11] −11
    [-12] −12
    [-13] −13
    [-14] −14
    [-15] −15
    [-16] −16
    [-17] −17
    [-18] −18
    [-19] −19
    [-20] −20
   *[other] +{ $n }
}
tta-img-strength = siła
tta-img-happy = uśmiechy
tta-img-content = spokój
tta-img-discontent = niezadowoleni: { $n }
tta-img-food-flow = +{ $make } −{ $eat }
tta-img-res-flow = { $lose ->
    [0] +{ $make }
   *[other] +{ $make } −{ $lose }
}
tta-img-left-of = { $left }/{ $max }
tta-img-ca-value = { $value } cywilne
tta-img-ma-value = { $value } militarne
tta-img-wonder-progress = { $card } { $built }/{ $total }
tta-img-wonders-and = { $wonder } · gotowe { $done }
tta-img-wonders-done = { $done ->
    [0] Brak cudów
    [one] { $done } cud
    [few] { $done } cuda
    [many] { $done } cudów
   *[other] { $done } cudu
}
tta-img-no-leader = Brak przywódcy
tta-img-winner = Zwycięzca
tta-img-deciding = Decyduje
tta-img-on-turn = Ma ruch
tta-img-first = Rozpoczyna
tta-img-hand-sizes = Ręka { $civil }/{ $limit } · militarne { $military }
tta-img-hand-civil = Ręka { $civil }/{ $limit }
tta-img-colonies-n = { $n ->
    [one] { $n } kolonia
    [few] { $n } kolonie
    [many] { $n } kolonii
   *[other] { $n } kolonii
}
tta-img-pacts-n = { $n ->
    [one] { $n } pakt
    [few] { $n } pakty
    [many] { $n } paktów
   *[other] { $n } paktu
}
tta-img-politics = Wojny i pakty
tta-img-war-line = { $card }: { $a } – { $b }
tta-img-pact-line = { $card }: { $a } i { $b }

## Plansza gracza

tta-img-board-title = { $player } · plansza
tta-img-yellow-bank = Żółty bank · { $n ->
    [one] { $n } żeton
    [few] { $n } żetony
    [many] { $n } żetonów
   *[other] { $n } żetonu
}
tta-img-yellow-now = { $cost ->
    [0] bank pusty · zjada { $eat }
    [one] nowy robotnik: { $cost } żywność · zjada { $eat }
   *[other] nowy robotnik: { $cost } żywności · zjada { $eat }
}
tta-img-bank-cost = wzrost { $food }
tta-img-bank-eat = zjada { $food }
tta-img-bank-happy = ☺ { $n }
tta-img-bank-empty = pusty: zjada { $food }
tta-img-workers = { $unused ->
    [one] { $unused } wolny robotnik
    [few] { $unused } wolnych robotników
    [many] { $unused } wolnych robotników
   *[other] { $unused } wolnego robotnika
} · populacja { $population }
tta-img-blue-bank = Niebieski bank · { $n ->
    [one] { $n } żeton
    [few] { $n } żetony
    [many] { $n } żetonów
   *[other] { $n } żetonu
}
tta-img-corruption = { $n ->
    [0] brak korupcji
   *[other] korupcja −{ $n }
}
tta-img-corruption-section = −{ $n }
tta-img-group-production = Farmy i kopalnie
tta-img-group-urban = Budynki miejskie · najwyżej { $limit } jednego typu
tta-img-group-unit = Jednostki wojskowe
tta-img-nothing = brak
tta-img-workers-n = { $n }
tta-img-government = Ustrój
tta-img-gov-stats = { $ca } cywilne · { $ma } militarne · limit budynków { $urban }
tta-img-leader = Przywódca
tta-img-wonders = Cuda
tta-img-wonder-stages = etapy { $built }/{ $total }
tta-img-wonder-next = { $cost ->
    [one] następny etap: { $cost } surowiec
    [few] następny etap: { $cost } surowce
    [many] następny etap: { $cost } surowców
   *[other] następny etap: { $cost } surowca
}
tta-img-completed = ukończony
tta-img-specials = Technologie specjalne
tta-img-tactic = Taktyka
tta-img-armies = { $n ->
    [one] { $n } armia
    [few] { $n } armie
    [many] { $n } armii
   *[other] { $n } armii
}
tta-img-army-bonus = armie +{ $n } do siły
tta-img-colonies-bonus = Kolonie · kolonizacja +{ $n }
tta-img-colonies = Kolonie
tta-img-pacts = Pakty
tta-img-civil-hand = Karty cywilne · { $n } z { $limit }
tta-img-military-hand = Karty militarne · { $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}
tta-img-military-hidden = Te karty widzi tylko ich właściciel
tta-img-urban-limit = limit budynków { $n }
tta-img-pool = { $n } za darmo na jednostki

## Karta

tta-img-card-age-kind = Epoka { $age } · { $kind }
tta-img-science-cost = Koszt w nauce: { $n }
tta-img-revolution-cost = { $n ->
    [one] Rewolucja: { $n } punkt nauki
    [few] Rewolucja: { $n } punkty nauki
    [many] Rewolucja: { $n } punktów nauki
   *[other] Rewolucja: { $n } punktu nauki
}
tta-img-build-cost = { $n ->
    [one] Koszt budowy: { $n } surowiec
    [few] Koszt budowy: { $n } surowce
    [many] Koszt budowy: { $n } surowców
   *[other] Koszt budowy: { $n } surowca
}
tta-img-per-building = Każdy budynek:
tta-img-per-unit = Każda jednostka:
tta-img-token-value = Każdy niebieski żeton: { $n } { $stat ->
    [food] { $n ->
        [one] żywność
       *[other] żywności
    }
   *[other] { $n ->
        [one] surowiec
        [few] surowce
        [many] surowców
       *[other] surowca
    }
}
tta-img-stages = Etapy: { $costs } surowców
tta-img-when-complete = Po ukończeniu:
tta-img-in-effect = Dopóki w grze:
tta-img-tactic-army = Armia: { $units }
tta-img-tactic-units = { $infantry ->
    [0] {""}
   *[other] { $infantry } { $infantry ->
        [one] piechota
        [few] piechoty
        [many] piechot
       *[other] piechoty
    }
}{ $cavalry ->
    [0] {""}
   *[other] { $infantry ->
        [0] {""}
       *[other] {" + "}
    }{ $cavalry } { $cavalry ->
        [one] kawaleria
        [few] kawalerie
        [many] kawalerii
       *[other] kawalerii
    }
}{ $artillery ->
    [0] {""}
   *[other] { $infantry ->
        [0] { $cavalry ->
            [0] {""}
           *[other] {" + "}
        }
       *[other] {" + "}
    }{ $artillery } { $artillery ->
        [one] artyleria
        [few] artylerie
        [many] artylerii
       *[other] artylerii
    }
}
tta-img-tactic-value = { $obsolete ->
    [one] +{ $value } do siły (przestarzała +{ $obsolete })
    [few] +{ $value } do siły (przestarzała +{ $obsolete })
    [many] +{ $value } do siły (przestarzała +{ $obsolete })
    [other] +{ $value } do siły (przestarzała +{ $obsolete })
   *[none] +{ $value } do siły
}
tta-img-military-cost = { $n ->
    [one] { $n } akcja militarna
    [few] { $n } akcje militarne
    [many] { $n } akcji militarnych
   *[other] { $n } akcji militarnej
}
tta-img-bonus = Obrona +{ $defense } · Kolonizacja +{ $colonization }
tta-img-copies = Egzemplarze: { $p2 } / { $p3 } / { $p4 } (2 / 3 / 4 graczy)
tta-img-starting = Nadrukowana na każdej karcie narodu
tta-img-unknown-card = Nieznana karta

## Podpowiedź (obrazek gracza, który decyduje)

tta-img-prompt-turn = Twoja tura: { $player }
tta-img-prompt-wait = Teraz nie ma nic do zdecydowania
tta-img-prompt-waiting-for = Czekamy na: { $player }
tta-img-prompt-over = Gra się zakończyła
tta-img-prompt-stake = O co toczy się gra
tta-img-prompt-choices = Twoje możliwości
tta-img-prompt-hand = Twoja ręka
tta-img-prompt-playable = można zagrać
tta-img-prompt-round-one = Runda 1: tylko branie kart
tta-img-choice-other = { $choice }
tta-img-purpose-colonize = Siły kolonizacyjne
tta-img-purpose-attack = Siły atakujące
tta-img-purpose-defend = Obrona
tta-img-purpose-war_att = Wojna: siły atakujące
tta-img-purpose-war_def = Wojna: obrona
tta-img-fact-attacker = atakujący { $player } (siła { $strength })
tta-img-fact-defender = obrońca { $player } (siła { $strength })
tta-img-fact-from = oferuje: { $player }
tta-img-fact-target = naród: { $player }
tta-img-fact-high = najwyższa oferta { $bid } ({ $player })
tta-img-fact-bid = oferta { $n }
tta-img-fact-no-bid = jeszcze brak ofert
tta-img-fact-limit = karty militarne { $n }, limit { $limit }
tta-img-fact-total = do pokonania: { $n }
tta-img-fact-value = twoje siły: { $n }
tta-img-fact-amount = ilość { $n }
tta-img-fact-budget = budżet { $budget }, wydano { $spent }
tta-img-fact-unit = { $card } ×{ $n }
tta-img-fact-units = wybrano: { $units }
tta-img-choice-bid = Zaoferuj { $n }
tta-img-choice-split = { $food } { $food ->
    [one] żywność
   *[other] żywności
} + { $res } { $res ->
    [one] surowiec
    [few] surowce
    [many] surowców
   *[other] surowca
}
tta-img-choice-card = Zagraj: { $card }
tta-img-choice-disc = Odrzuć: { $card }
tta-img-choice-sac = Poświęć: { $card }
tta-img-choice-pick = { $card }
tta-img-choice-take = Weź: { $card }
tta-img-choices-more = { $n ->
    [one] { $n } inna możliwość
    [few] { $n } inne możliwości
    [many] { $n } innych możliwości
   *[other] { $n } innej możliwości
} na przyciskach
tta-img-unused-workers = { $n ->
    [one] { $n } wolny robotnik
    [few] { $n } wolnych robotników
    [many] { $n } wolnych robotników
   *[other] { $n } wolnego robotnika
}
tta-img-pop-cost = { $n ->
    [0] nie ma już robotników
    [one] nowy robotnik: { $n } żywność
   *[other] nowy robotnik: { $n } żywności
}
tta-img-your-nation = Twój naród
tta-img-military-pool = { $n } za darmo na jednostki

## Punktacja

tta-img-score-title = Punktacja końcowa
tta-img-score-live = Bieżąca punktacja
tta-img-total = Razem
tta-img-culture-now = Kultura teraz
tta-img-culture-rate = Kultura na turę
tta-img-science-now = Nauka
tta-img-cat-other = { $name }
tta-img-place = { $place }.

## Typy technologii i rodzaje kart

tta-img-type-farm = Farma
tta-img-type-mine = Kopalnia
tta-img-type-temple = Świątynia
tta-img-type-lab = Laboratorium
tta-img-type-arena = Arena
tta-img-type-library = Biblioteka
tta-img-type-theater = Teatr
tta-img-type-infantry = Piechota
tta-img-type-cavalry = Kawaleria
tta-img-type-artillery = Artyleria
tta-img-type-air_force = Lotnictwo
tta-img-type-government = Ustrój
tta-img-type-civil = Administracja
tta-img-type-military = Wojskowość
tta-img-type-colonization = Kolonizacja
tta-img-type-construction = Budownictwo
tta-img-kind-leader = Przywódca
tta-img-kind-wonder = Cud
tta-img-kind-technology = Technologia
tta-img-kind-action = Karta akcji
tta-img-kind-event = Wydarzenie
tta-img-kind-territory = Terytorium
tta-img-kind-tactic = Taktyka
tta-img-kind-aggression = Agresja
tta-img-kind-pact = Pakt
tta-img-kind-war = Wojna
tta-img-kind-bonus = Bonus

## Liczby na kartach (ze znakiem; odwołanie do tta-img-signed dzieli $n)

tta-img-stat-food = { tta-img-signed } do żywności
tta-img-stat-resources = { tta-img-signed } do surowców
tta-img-stat-culture = { tta-img-signed } do kultury
tta-img-stat-science = { tta-img-signed } do nauki
tta-img-stat-strength = { tta-img-signed } do siły
tta-img-stat-happy = { tta-img-signed } { $n ->
    [one] uśmiech
    [few] uśmiechy
    [many] uśmiechów
   *[other] uśmiechu
}
tta-img-stat-civil_actions = { tta-img-signed } { $n ->
    [one] akcja cywilna
    [few] akcje cywilne
    [many] akcji cywilnych
   *[other] akcji cywilnej
}
tta-img-stat-military_actions = { tta-img-signed } { $n ->
    [one] akcja militarna
    [few] akcje militarne
    [many] akcji militarnych
   *[other] akcji militarnej
}
tta-img-stat-colonization = { tta-img-signed } do kolonizacji
tta-img-stat-blue_tokens = { tta-img-signed } { $n ->
    [one] niebieski żeton
    [few] niebieskie żetony
    [many] niebieskich żetonów
   *[other] niebieskiego żetonu
}
tta-img-stat-yellow_tokens = { tta-img-signed } { $n ->
    [one] żółty żeton
    [few] żółte żetony
    [many] żółtych żetonów
   *[other] żółtego żetonu
}
tta-img-stat-civil_hand_limit = { tta-img-signed } do limitu kart cywilnych
tta-img-stat-military_hand_limit = { tta-img-signed } do limitu kart militarnych

## Co robi gracz, który decyduje, i tytuły podpowiedzi

tta-img-status-event = { $player } odpowiada na: { $card }
tta-img-status-pick = { $player } wybiera: { $card }
tta-img-status-split = { $player } dzieli to, co daje lub zabiera { $card }
tta-img-status-agree = { $player } bierze karty: { $card }
tta-img-status-force = { $player } wybiera jednostki i karty: { $card }
tta-img-status-defend = { $player } wybiera obronę: { $card }
tta-img-status-bid = { $player } licytuje: { $card }
tta-img-status-pact = { $player } odpowiada na ofertę paktu: { $card }
tta-img-status-discard = { $player } odrzuca karty militarne
tta-img-status-colonize = { $player } wysyła siły kolonizacyjne: { $card }
tta-img-status-war = { $player } rozstrzyga: { $card }
tta-img-status-aggression = { $player } rozstrzyga: { $card }
tta-img-status-choose = { $player } wybiera: { $card }
tta-img-status-lose = { $player } wybiera, co straci: { $card }
tta-img-status-destroy = { $player } wybiera, co zniszczy { $card }
tta-img-status-uprising = { $player } mierzy się z buntem
tta-img-frame-event = Wydarzenie: { $card }
tta-img-frame-pick = Wybierz: { $card }
tta-img-frame-split = Podział: { $card }
tta-img-frame-agree = Weź karty: { $card }
tta-img-frame-force = Wybierz siły: { $card }
tta-img-frame-defend = Obrona: { $card }
tta-img-frame-bid = Licytacja kolonizacji: { $card }
tta-img-frame-pact = Oferta paktu: { $card }
tta-img-frame-discard = Odrzuć do limitu kart militarnych
tta-img-frame-colonize = Wyślij siły kolonizacyjne: { $card }
tta-img-frame-war = Wojna: { $card }
tta-img-frame-aggression = Agresja: { $card }
tta-img-frame-choose = Wybierz: { $card }
tta-img-frame-lose = Wybierz stratę: { $card }
tta-img-frame-destroy = Wybierz, co zostanie zniszczone: { $card }
tta-img-frame-uprising = Bunt
tta-img-frame-other = Zdecyduj: { $card }

## Odpowiedzi

tta-img-choice-food = Weź żywność
tta-img-choice-res = Weź surowce
tta-img-choice-yes = Tak — zbuduj za darmo
tta-img-choice-no = Nie
tta-img-choice-accept = Przyjmij
tta-img-choice-decline = Odmów
tta-img-choice-pass = Pas
tta-img-choice-done = Gotowe
tta-img-choice-reset = Zacznij od nowa
tta-img-choice-refuse = Odrzuć
tta-img-choice-resign = Zrezygnuj z gry

## Kafelki kart: liczby, legenda ikon, dlaczego karty nie można teraz użyć

tta-img-fig-revolution = rewolucja { $n }
tta-img-fig-defense = obrona +{ $n }
tta-img-fig-colonize = kolonizacja +{ $n }
tta-img-why-not = teraz niemożliwe
tta-img-why-not_enough_actions = potrzeba { $need }{ $kind ->
    [military] 🔴
   *[civil] ⚪
}, masz { $have }
tta-img-why-not_enough_food = potrzeba { $need }☘, masz { $have }
tta-img-why-not_enough_resources = potrzeba { $need }⚒, masz { $have }
tta-img-why-not_enough_science = potrzeba { $need }⚗, masz { $have }
tta-img-why-hand_full = pełna ręka { $count }/{ $limit }
tta-img-you = ty
tta-img-legend-ca = akcja cywilna
tta-img-legend-ma = akcja militarna
tta-img-legend-science = nauka
tta-img-legend-resources = surowce
tta-img-legend-food = żywność
tta-img-legend-culture = kultura
tta-img-legend-strength = siła
tta-img-legend-happy = uśmiech
tta-img-legend-unhappy = smutna mina
tta-img-legend-colony = kolonizacja
tta-img-legend-blue = niebieski żeton
tta-img-legend-worker = żółty żeton

## O co chodzi w decyzji poza turą

tta-img-what-destroy-own = Wybierz swój budynek, który stracisz
tta-img-what-destroy = Wybierz budynek do zniszczenia · { $player }
tta-img-what-colony-own = Wybierz kolonię, którą stracisz
tta-img-what-colony = Wybierz kolonię · { $player }
tta-img-what-lose_pop = Wybierz budynek lub jednostkę, która straci robotnika
tta-img-what-wonder = Wybierz swój cud, który straci działanie
tta-img-what-special = Wybierz technologie specjalne do przejęcia · { $player }
tta-img-what-pick = Wybierz jedną możliwość
tta-img-what-split-gain = Zysk żywności i surowców łącznie { $n }: podziel według uznania
tta-img-what-split-lose-own = Strata żywności i surowców łącznie { $n }: wybierz podział
tta-img-what-split-lose = { $player } traci żywność i surowce, łącznie { $n }: wybierz podział
tta-img-what-agree = Weź karty z toru o wartości do { $budget }⚪ (użyto { $spent }⚪)
tta-img-what-discard = { $n ->
    [one] Wybierz { $n } kartę do odrzucenia (limit { $limit })
    [few] Wybierz { $n } karty do odrzucenia (limit { $limit })
    [many] Wybierz { $n } kart do odrzucenia (limit { $limit })
   *[other] Wybierz { $n } karty do odrzucenia (limit { $limit })
}
tta-img-what-bid = Licytuj kolonię albo spasuj
tta-img-what-pact = Przyjmij albo odrzuć pakt
tta-img-what-event = Twoja odpowiedź na wydarzenie

## Sumy walki (przy remisie obrona się udaje)

tta-img-force-you = ty { $strength } + { $value } = { $total }
tta-img-force-you-pact = ty { $strength } + { $value } + pakt { $bonus } = { $total }
tta-img-force-attacker = atakujący { $n }
tta-img-force-attacker-now = atakujący { $n } przed poświęceniem
tta-img-force-defender-now = obrońca { $n } przed obroną
tta-img-force-hold-at = obronisz się przy { $n }: jeszcze { $more }
tta-img-force-hold = obronisz się: { $total } przeciw { $n }
tta-img-force-win-at = wygrasz przy { $n }: jeszcze { $more }
tta-img-force-win = wygrywasz: { $total } przeciw { $n }
tta-img-force-draw-at = remis przy { $n }: jeszcze { $more }
tta-img-force-draw = remis: { $total } przeciw { $n }
tta-img-force-rule-defend = Przy remisie obrona się udaje.
tta-img-force-rule-attack = Przy remisie obrona się udaje, a obrońca może jeszcze dodać jednostki i karty obrony.
tta-img-force-rule-war-att = Remis niczego nie zmienia; obrońca może jeszcze poświęcić jednostki.
tta-img-force-rule-war-att-defender = Remis wygrywa obrońca, który może jeszcze poświęcić jednostki.
tta-img-force-rule-war-def = Remis niczego nie zmienia; powyżej sumy atakującego wygrywasz.
tta-img-force-colonize = twoje siły { $value } · oferta { $bid }
tta-img-force-colonize-bonus = twoje siły { $value } (z kolonizacją +{ $bonus }) · oferta { $bid }
tta-img-force-reach = do { $n } brakuje { $more }
tta-img-force-enough = wystarczy: { $value } na { $n }
tta-img-force-one-unit = Musi wyruszyć co najmniej jedna jednostka.

## Licytacja kolonii

tta-img-bid-max = możesz wysłać do { $n }
tta-img-bid-rival = { $player }: siła { $strength }, karty militarne { $cards }
tta-img-bid-rival-bonus = { $player }: siła { $strength }, kolonizacja +{ $bonus }, karty militarne { $cards }
tta-img-bid-card = { $card } +{ $n }
tta-img-bid-cards = twoje karty kolonizacji: { $cards }
tta-img-bid-no-cards = nie masz w ręce karty kolonizacji
tta-img-bid-bonus = liczy się też twój bonus kolonizacji +{ $n }
tta-img-bid-rule = Zwycięzca wysyła jednostki (co najmniej jedną) i karty o wartości co najmniej oferty.

## Oferta paktu: każda strona i co dostaje

tta-img-pact-both = Oba narody
tta-img-pact-side = Strona { $side } · { $player }
tta-img-pact-nothing = nic
tta-img-pact-rate = { $text } na turę
tta-img-pact-per-wonder = +{ $n } do kultury na turę za każdy ukończony cud drugiego
tta-img-pact-substitute = raz na turę może zapłacić { $pay } jako { $get }
tta-img-pact-cooperation = technologie tańsze o { $n }⚗; partner płaci { $share }⚗
tta-img-pact-no-war = nikt nie może wypowiedzieć mu wojny
tta-img-pact-no-attacks = Bez ataków między nimi.
tta-img-pact-attack-bonus = Atak jednego na drugiego dostaje +{ $n }.
tta-img-pact-ends-on-attack = Kończy się, gdy jeden zaatakuje drugiego.

## Kategorie punktacji

tta-img-cat-culture = Punkty kultury
tta-img-cat-techs = Technologie epoki I
tta-img-cat-strength = Siła
tta-img-cat-happy = Uśmiechy
tta-img-cat-production = Produkcja
tta-img-cat-events = Wydarzenia epoki III
tta-img-cat-wonders = Cuda

## Jednowierszowe podsumowania kart (własne, z danych kart)

tta-summary-julius_caesar = +1 do siły i +1 akcja militarna.
tta-summary-homer = W każdej turze pierwszy surowiec wydany na jednostki jest darmowy; do dwóch jednostek Wojowników daje po 1 punkcie kultury.
tta-summary-moses = Zwiększenie populacji kosztuje 1 żywność mniej.
tta-summary-hammurabi = Jedna akcja cywilna więcej, jedna akcja militarna mniej.
tta-summary-aristotle = 1 punkt nauki za każdą kartę technologii wziętą z toru kart.
tta-summary-alexander_the_great = +1 do siły narodu za każdą jednostkę wojskową (poświęcone jednostki mają własną wartość).
tta-summary-hanging_gardens = +1 do kultury, +2 uśmiechy.
tta-summary-library_of_alexandria = +1 do kultury, +1 do nauki; limit kart cywilnych i militarnych na ręce +1.
tta-summary-colossus = +1 do kultury, +1 do siły, +1 do każdych sił kolonizacyjnych.
tta-summary-pyramids = Jedna akcja cywilna więcej.
tta-summary-engineering_genius_a = Zbuduj dokładnie jeden etap cudu o 2 surowce taniej.
tta-summary-frugality_a = Zwiększ populację za pełną cenę, potem odzyskaj 1 żywność.
tta-summary-ideal_building_site_a = Zbuduj jeden nowy budynek miejski o 1 surowiec taniej.
tta-summary-patriotism_a = W tej turze: dodatkowa akcja militarna, a pierwszy surowiec wydany na jednostki jest darmowy.
tta-summary-revolutionary_idea_a = Zdobądź 1 punkt nauki.
tta-summary-rich_land_a = Zbuduj jedną nową farmę lub kopalnię o 1 surowiec taniej.
tta-summary-work_of_art_a = Zdobądź 6 punktów kultury.
tta-summary-masonry = Budynki miejskie poziomu I–III kosztują 1 surowiec mniej; do 2 etapów cudu za akcję.
tta-summary-michelangelo = +1 do kultury za każdy uśmiech ze świątyń, teatrów i cudów; wzięcie cudu kosztuje 1 akcję cywilną mniej.
tta-summary-joan_of_arc = +1 do siły za każdy uśmiech ze świątyń; 5 punktów kultury za każdym razem, gdy przeciw jej narodowi zagrano agresję lub wojnę.
tta-summary-leonardo_da_vinci = Nauka równa poziomowi najlepszego obsadzonego laboratorium lub biblioteki; 1 surowiec za każdą zagraną technologię.
tta-summary-genghis_khan = Każda jednostka kawalerii jest o 1 silniejsza (także przy poświęceniu) i daje 1 punkt kultury; karta taktyki nic nie daje.
tta-summary-christopher_columbus = Raz na grę, jako akcję polityczną, wyłóż terytorium z ręki jako kolonię bez licytacji i poświęcania.
tta-summary-frederick_barbarossa = Za 1 akcję cywilną: zwiększ populację i zbuduj tym robotnikiem jednostkę, każde o 1 taniej.
tta-summary-great_wall = +1 do kultury, +1 uśmiech, +1 do siły narodu za każdą jednostkę piechoty i artylerii.
tta-summary-st_peters_basilica = +2 do kultury; każdy uśmiech liczy się podwójnie.
tta-summary-universitas_carolina = +1 do kultury, +2 do nauki.
tta-summary-taj_mahal = +3 do kultury.
tta-summary-bountiful_harvest_i = Zdobądź 2 żywności.
tta-summary-breakthrough_i = Zagraj technologię za pełną cenę (rewolucja dozwolona), potem zdobądź 2 punkty nauki.
tta-summary-efficient_upgrade_i = Ulepsz jedną farmę, kopalnię lub budynek miejski o 2 surowce taniej.
tta-summary-engineering_genius_i = Zbuduj dokładnie jeden etap cudu o 3 surowce taniej.
tta-summary-frugality_i = Zwiększ populację za pełną cenę, potem odzyskaj 2 żywności.
tta-summary-ideal_building_site_i = Zbuduj jeden nowy budynek miejski o 2 surowce taniej.
tta-summary-mineral_deposits_i = Zdobądź 2 surowce.
tta-summary-patriotism_i = W tej turze: dodatkowa akcja militarna, a pierwsze 2 surowce wydane na jednostki są darmowe.
tta-summary-revolutionary_idea_i = Zdobądź 2 punkty nauki.
tta-summary-rich_land_i = Zbuduj jedną nową farmę lub kopalnię o 2 surowce taniej.
tta-summary-work_of_art_i = Zdobądź 5 punktów kultury.
tta-summary-architecture = Budynki miejskie kosztują o 1 (poziom I) lub 2 (poziomy II, III) surowce mniej; do 3 etapów cudu za akcję.
tta-summary-william_shakespeare = +1 do kultury za każdą bibliotekę; kolejne +2 do kultury za każdą parę biblioteka–teatr.
tta-summary-james_cook = +2 do kultury za każdą kolonię; każda użyta karta bonusowa Kolonizacja liczy się o 1 więcej.
tta-summary-napoleon_bonaparte = +1 akcja militarna; wartość taktyki najlepszej pełnej armii liczy się jeszcze raz.
tta-summary-maximilien_robespierre = +1 akcja militarna; rewolucja zużywa wszystkie akcje militarne zamiast wszystkich cywilnych.
tta-summary-j_s_bach = Technologie teatrów kosztują 1 punkt nauki mniej; nowe teatry 1 surowiec mniej; +1 do kultury za każdy teatr.
tta-summary-isaac_newton = Nauka równa poziomowi najlepszego obsadzonego laboratorium lub biblioteki; zagranie technologii nie zużywa akcji cywilnej.
tta-summary-transcontinental_railroad = +5 do siły narodu; najlepsza obsadzona karta kopalni wytwarza jeden żeton więcej.
tta-summary-eiffel_tower = +4 do kultury, +1 uśmiech.
tta-summary-kremlin = +3 do kultury, jedna akcja cywilna i jedna militarna więcej, 2 smutne miny.
tta-summary-ocean_liner_service = Raz na turę zwiększ populację bez akcji cywilnej i o 5 żywności taniej.
tta-summary-bountiful_harvest_ii = Zdobądź 3 żywności.
tta-summary-breakthrough_ii = Zagraj technologię za pełną cenę (rewolucja dozwolona), potem zdobądź 4 punkty nauki.
tta-summary-efficient_upgrade_ii = Ulepsz jedną farmę, kopalnię lub budynek miejski o 3 surowce taniej.
tta-summary-engineering_genius_ii = Zbuduj dokładnie jeden etap cudu o 4 surowce taniej.
tta-summary-frugality_ii = Zwiększ populację za pełną cenę, potem odzyskaj 3 żywności.
tta-summary-ideal_building_site_ii = Zbuduj jeden nowy budynek miejski o 3 surowce taniej.
tta-summary-mineral_deposits_ii = Zdobądź 3 surowce.
tta-summary-patriotism_ii = W tej turze: dodatkowa akcja militarna, a pierwsze 3 surowce wydane na jednostki są darmowe.
tta-summary-revolutionary_idea_ii = Zdobądź 4 punkty nauki.
tta-summary-rich_land_ii = Zbuduj jedną nową farmę lub kopalnię o 3 surowce taniej.
tta-summary-wave_of_nationalism = W tej turze za każdy silniejszy naród pula darmowych surowców na jednostki: 6 / 3 / 2 przy 2 / 3 / 4 graczach.
tta-summary-work_of_art_ii = Zdobądź 4 punkty kultury.
tta-summary-air_forces = Jednostka lotnictwa. Do każdej armii dołącza najwyżej jedna i podwaja wartość jej taktyki.
tta-summary-engineering = Budynki miejskie kosztują o tyle surowców mniej, ile wynosi ich poziom (1/2/3); do 4 etapów cudu za akcję.
tta-summary-albert_einstein = Nauka równa poziomowi najlepszego obsadzonego laboratorium lub biblioteki; 3 punkty kultury za każdą zagraną technologię.
tta-summary-mahatma_gandhi = +2 do kultury; nie może zagrywać agresji ani wojen; ataki na ten naród kosztują podwójnie akcji militarnych.
tta-summary-rock_and_roll_icon = +2 uśmiechy; jeden obsadzony teatr najwyższego poziomu daje podwójną kulturę.
tta-summary-nikola_tesla = Każdy robotnik w laboratorium poziomu I–III wytwarza też żeton surowca o wartości poziomu laboratorium; inne narody płacą 1 surowiec więcej za budowę i ulepszanie laboratoriów i bibliotek.
tta-summary-winston_churchill = Technologie jednostek kosztują 3 punkty nauki mniej; karty Obrony liczą się podwójnie; gdy temu narodowi wypowiedziano wojnę, każda nowa jednostka kosztuje 2 surowce mniej.
tta-summary-game_designer = Każdy robotnik w laboratorium wytwarza też kulturę równą poziomowi laboratorium i 1 punkt nauki mniej.
tta-summary-hollywood = Po ukończeniu: 2 punkty kultury × poziom za każdy teatr i bibliotekę (za robotnika).
tta-summary-internet = Po ukończeniu: 2 punkty kultury × poziom za każde laboratorium i bibliotekę (za robotnika).
tta-summary-first_space_flight = Po ukończeniu: 1 punkt kultury za każdy poziom każdej wyłożonej karty technologii, łącznie z ustrojem.
tta-summary-fast_food_chains = Po ukończeniu: 1 punkt kultury za każdy budynek miejski i jednostkę, 2 za każdą farmę i kopalnię.
tta-summary-bountiful_harvest_iii = Zdobądź 4 żywności.
tta-summary-efficient_upgrade_iii = Ulepsz jedną farmę, kopalnię lub budynek miejski o 4 surowce taniej.
tta-summary-endowment_for_the_arts = Zdobądź kulturę za każdy naród z większą kulturą: po 6 / 3 / 2 przy 2 / 3 / 4 graczach.
tta-summary-engineering_genius_iii = Zbuduj dokładnie jeden etap cudu o 5 surowców taniej.
tta-summary-ideal_building_site_iii = Zbuduj jeden nowy budynek miejski o 4 surowce taniej.
tta-summary-military_build_up = W tej turze za każdy silniejszy naród pula darmowych surowców na jednostki: 8 / 5 / 3 przy 2 / 3 / 4 graczach.
tta-summary-mineral_deposits_iii = Zdobądź 4 surowce.
tta-summary-patriotism_iii = W tej turze: dodatkowa akcja militarna, a pierwsze 4 surowce wydane na jednostki są darmowe.
tta-summary-revolutionary_idea_iii = Zdobądź 6 punktów nauki.
tta-summary-work_of_art_iii = Zdobądź 3 punkty kultury.
tta-summary-development_of_agriculture = Każdy naród zdobywa 2 żywności.
tta-summary-development_of_crafts = Każdy naród zdobywa 2 surowce.
tta-summary-development_of_markets = Każdy naród zdobywa 2 żywności lub 2 surowce, według własnego wyboru.
tta-summary-development_of_politics = Każdy naród dobiera 3 karty militarne; aktywny gracz w tej turze nie odrzuca kart militarnych. Nieużywane w grze szkoleniowej.
tta-summary-development_of_religion = Każdy naród z wolnym robotnikiem może za darmo zbudować świątynię Religii (obowiązuje limit budynków).
tta-summary-development_of_science = Każdy naród zdobywa 2 punkty nauki.
tta-summary-development_of_settlement = Każdy naród za darmo zwiększa populację o jeden.
tta-summary-development_of_trade_routes = Każdy naród zdobywa 1 punkt nauki, 1 surowiec i 1 żywność.
tta-summary-development_of_warfare = Każdy naród z wolnym robotnikiem może za darmo zbudować jednostkę Wojowników.
tta-summary-no_event = Nic się nie dzieje.
tta-summary-barbarians = Jeśli naród z największą kulturą jest wśród dwóch najsłabszych, traci jednego mieszkańca.
tta-summary-border_conflict = Najsłabszy naród traci jeden budynek miejski, farmę lub kopalnię (według własnego wyboru); najsilniejszy zdobywa 3 surowce.
tta-summary-crusades = Najsilniejszy naród zdobywa 4 punkty kultury, najsłabszy traci 4.
tta-summary-cultural_influence = Każdy naród zdobywa kulturę równą swojemu przyrostowi kultury.
tta-summary-foray = Każdy z dwóch najsilniejszych narodów zdobywa łącznie 3 żywności i surowców, podzielone dowolnie.
tta-summary-good_harvest = Farmy wszystkich narodów od razu produkują, bez konsumpcji.
tta-summary-immigration = Naród(y) z największą liczbą uśmiechów za darmo zwiększa(ją) populację o 1.
tta-summary-new_deposits = Kopalnie wszystkich narodów od razu produkują, bez korupcji.
tta-summary-pestilence = Każdy naród traci jednego mieszkańca.
tta-summary-raiders = Każdy z dwóch najsłabszych narodów traci łącznie 2 żywności i surowców, podzielone według własnego wyboru.
tta-summary-rats = Każdy naród traci całą zgromadzoną żywność.
tta-summary-rebellion = W następnej turze każdy naród ma o 2 akcje cywilne mniej za każdego niezadowolonego robotnika policzonego teraz.
tta-summary-reign_of_terror = Najsłabszy naród traci jednego mieszkańca.
tta-summary-scientific_breakthrough = Każdy naród zdobywa naukę równą swojemu przyrostowi nauki.
tta-summary-uncertain_borders = Najsłabszy naród przenosi 1 żółty żeton ze swojego żółtego banku do żółtego banku najsilniejszego narodu.
tta-summary-developed_territory_i = Kolonia: +1 niebieski i +1 żółty żeton; przy zajęciu 3 punkty nauki.
tta-summary-fertile_territory_i = Kolonia: +3 żółte żetony; przy zajęciu 3 żywności.
tta-summary-historic_territory_i = Kolonia: +1 uśmiech; przy zajęciu 6 punktów kultury.
tta-summary-inhabited_territory_i = Kolonia: +2 żółte żetony; przy zajęciu 1 populacja za darmo.
tta-summary-strategic_territory_i = Kolonia: +2 do siły; przy zajęciu 3 karty militarne.
tta-summary-wealthy_territory_i = Kolonia: +2 niebieskie żetony; przy zajęciu 5 surowców.
tta-summary-enslave = Przegrany traci jednego mieszkańca; atakujący zdobywa 3 surowce.
tta-summary-plunder_i = Atakujący zabiera żywność i surowce o łącznej wartości 3, podzielone według swojego wyboru.
tta-summary-raid_i = Zniszcz jeden budynek miejski; zdobądź połowę jego nadrukowanego kosztu w surowcach, w górę.
tta-summary-open_borders_agreement = Oba narody mają +1 akcję militarną; gdy jeden atakuje drugi, atakujący dolicza +3.
tta-summary-trade_routes_agreement = Raz na własną turę A może zapłacić 1 żywność jako 1 surowiec, a B 1 surowiec jako 1 żywność.
tta-summary-civil_unrest = Każdy naród traci 4 punkty kultury za każdego niezadowolonego robotnika.
tta-summary-cold_war = Każdy z dwóch najsilniejszych narodów zdobywa 6 punktów nauki.
tta-summary-crime_wave = Każdy z dwóch najsłabszych narodów traci 3 punkty kultury i 1 niebieski żeton ze swojego niebieskiego banku.
tta-summary-economic_progress = Farmy i kopalnie wszystkich narodów od razu produkują, z konsumpcją i korupcją.
tta-summary-emigration = Każdy naród traci połowę niezadowolonych robotników (w górę) do swojego żółtego banku.
tta-summary-iconoclasm = Każdy przywódca w grze, który nie pochodzi z bieżącej epoki, zostaje odrzucony.
tta-summary-independence_declaration = Najsłabszy naród traci jedną kolonię według własnego wyboru.
tta-summary-international_agreement = Najsilniejszy naród może za darmo wziąć karty z toru warte do 5 akcji cywilnych; jeśli to zrobi, pomija swoją następną akcję polityczną.
tta-summary-national_pride = Naród z największą kulturą zdobywa 5 punktów kultury.
tta-summary-popularization_of_science = Każdy naród zdobywa kulturę równą swojemu przyrostowi nauki.
tta-summary-ravages_of_time = Każdy naród odwraca jeden ukończony cud epoki A lub I: jego efekty ustają, a zamiast nich daje 2 punkty kultury na turę.
tta-summary-refugees = Najsłabszy naród traci 3 punkty kultury i 1 populację; najsilniejszy zdobywa 3 punkty kultury i 1 populację.
tta-summary-terrorism = Naród z najmniejszą kulturą niszczy jeden budynek miejski każdemu innemu narodowi.
tta-summary-developed_territory_ii = Kolonia: +2 niebieskie i +2 żółte żetony; przy zajęciu 5 punktów nauki.
tta-summary-fertile_territory_ii = Kolonia: +4 żółte żetony; przy zajęciu 5 żywności.
tta-summary-historic_territory_ii = Kolonia: +2 uśmiechy; przy zajęciu 11 punktów kultury.
tta-summary-inhabited_territory_ii = Kolonia: +3 żółte żetony; przy zajęciu 2 populacji za darmo.
tta-summary-strategic_territory_ii = Kolonia: +4 do siły; przy zajęciu 5 kart militarnych.
tta-summary-wealthy_territory_ii = Kolonia: +3 niebieskie żetony; przy zajęciu 8 surowców.
tta-summary-annex = Zabierz przegranemu jedną kolonię razem z jej stałą korzyścią.
tta-summary-assassinate = Kosztuje tyle akcji militarnych, ile wynosi poziom przywódcy celu; przywódca zostaje odrzucony, a atakujący zdobywa 3 punkty kultury za poziom.
tta-summary-plunder_ii = Atakujący zabiera żywność i surowce o łącznej wartości 5, podzielone według swojego wyboru.
tta-summary-raid_ii = Zniszcz do dwóch identycznych budynków miejskich; zdobądź połowę ich nadrukowanego kosztu w surowcach, w dół.
tta-summary-sabotage = Kosztuje tyle akcji militarnych, ile wynosi poziom nieukończonego cudu celu; ten cud zostaje odrzucony, a atakujący zdobywa 3 punkty kultury za poziom.
tta-summary-spy = Atakujący zabiera do 5 punktów nauki.
tta-summary-acceptance_of_supremacy = W każdej fazie produkcji A wytwarza 1 surowiec więcej, a B 1 mniej; nie mogą się wzajemnie atakować.
tta-summary-international_trade_agreement = W każdej fazie produkcji A wytwarza 1 surowiec więcej, a B 1 żywność więcej.
tta-summary-promise_of_military_protection = A: przyrost kultury +1. B: siła +5, przyrost kultury −1. Kończy się, gdy jeden zaatakuje drugiego.
tta-summary-scientific_cooperation = Technologia zagrana przez któryś z narodów kosztuje go 2 punkty nauki mniej, a partnera 1 punkt nauki; nie można zagrywać, gdy partner nie ma nauki.
tta-summary-war_over_territory = Przegrany oddaje zwycięzcy 1 + różnica/3 (w dół) żółtych żetonów ze swojego żółtego banku do jego banku.
tta-summary-war_over_resources = Zwycięzca zabiera żywność i surowce o wartości różnicy, podzielone według swojego wyboru.
tta-summary-war_over_technology = Zwycięzca zabiera naukę równą różnicy albo zamiast jej części technologie specjalne liczone według ich kosztu w nauce.
tta-summary-war_over_culture_ii = Zwycięzca zabiera kulturę równą różnicy.
tta-summary-impact_of_agriculture = Kultura równa produkcji żywności narodu.
tta-summary-impact_of_architecture = Kultura równa sumie poziomów wszystkich budynków miejskich.
tta-summary-impact_of_colonies = 4 punkty kultury za każdą kolonię.
tta-summary-impact_of_competition = Kultura równa sumie poziomów wszystkich jednostek wojskowych i aren.
tta-summary-impact_of_government = 2 punkty kultury za każdą akcję cywilną i 1 za każdą militarną.
tta-summary-impact_of_happiness = 2 punkty kultury za każdy uśmiech (najwyżej 16), minus 2 za każdego niezadowolonego robotnika.
tta-summary-impact_of_industry = Kultura równa produkcji surowców narodu.
tta-summary-impact_of_population = 2 punkty kultury za każdego zadowolonego robotnika powyżej 10.
tta-summary-impact_of_progress = 2 punkty kultury za każdy poziom ustroju i każdej technologii specjalnej.
tta-summary-impact_of_science = Kultura według miejsca w przyroście nauki: 10/0, 14/7/0 lub 15/10/5/0 przy 2/3/4 graczach.
tta-summary-impact_of_strength = Kultura według miejsca w sile: 10/0, 14/7/0 lub 15/10/5/0 przy 2/3/4 graczach.
tta-summary-impact_of_technology = 4 punkty kultury za każdą wyłożoną kartę technologii poziomu III (w grze zaawansowanej poziomu II).
tta-summary-impact_of_wonders = Kultura za każdy ukończony cud: 5 za epokę A, 4 za epokę I, 3 za epokę II, 2 za epokę III.
tta-summary-armed_intervention = Atakujący zabiera do 7 punktów kultury.
tta-summary-plunder_iii = Atakujący zabiera żywność i surowce o łącznej wartości 8, podzielone według swojego wyboru.
tta-summary-raid_iii = Zniszcz do trzech identycznych budynków miejskich; zdobądź połowę ich nadrukowanego kosztu w surowcach, w dół.
tta-summary-international_tourism = Przyrost kultury każdego narodu wynosi +1 za każdy ukończony cud drugiego.
tta-summary-loss_of_sovereignty = A: przyrost kultury +2. B: przyrost kultury −2. Bez ataków między nimi i żaden naród nie może wypowiedzieć wojny B.
tta-summary-military_pact = Oba narody mają siłę +4. Kończy się, gdy jeden zaatakuje drugiego.
tta-summary-peace_treaty = Bez ataków między nimi; każdy ma przyrost kultury +1.
tta-summary-war_over_culture_iii = Zwycięzca zabiera kulturę równą różnicy.
tta-summary-holy_war = Przegrany traci różnica/3 (w dół) populacji; zwycięzca zdobywa 3 punkty kultury za każdą faktycznie utraconą populację.
