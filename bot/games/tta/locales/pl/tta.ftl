## Cywilizacja: Poprzez wieki — to, co mówi rdzeń zasad (rules/tta/describe.py).
## tta-act-…: etykiety akcji (przyciski i pozycje menu). Telefon pokazuje około 25 pierwszych
## znaków, więc etykieta zaczyna się od tego, co ją odróżnia: najpierw koszt, symbolami z obrazków
## (⚪ akcja cywilna, 🔴 akcja militarna, ⚗ nauka, ☘ żywność, ⚒ surowce, ✿ kultura, ⚔ siła), potem
## karta; czasownik niesie tytuł menu (tta-group-…), nie etykieta. tta-title-…: czego wymaga
## decyzja, w nagłówku; tta-log-…: wiersze dziennika. Nazwy kart i imiona graczy przychodzą
## w mianowniku, dlatego stoją po dwukropku lub myślniku albo jako podmiot, a czasowniki są
## w czasie teraźniejszym.

## Akcje tury: rząd kart, budowa, ręka

tta-act-end = Zakończ turę
tta-act-take = { $cost }⚪ { $card }
tta-act-pop = { $food }☘ Zwiększ populację
tta-act-pop-free = { $food }☘ Bez akcji: zwiększ populację
tta-act-build = { $cost }⚒ { $card }
tta-act-recruit = { $cost }⚒ { $card }
tta-act-upgrade = { $cost }⚒ { $card } → { $to }
tta-act-destroy = { $card }
tta-act-disband = { $card }
tta-act-barbarossa = { $food }☘ { $cost }⚒ Barbarossa: { $card }
tta-act-wonder = { $cost }⚒ { $card }: { $stages ->
    [one] 1 etap
    [few] { $stages } etapy
   *[other] { $stages } etapów
}
tta-act-leader = { $card }
tta-act-tech = { $science }⚗ { $card }
tta-act-peaceful = { $science }⚗ { $card }: pokojowa zmiana
tta-act-peaceful-here = { $science }⚗ Pokojowa zmiana ustroju
tta-act-revolution = { $science }⚗ { $card }: rewolucja
tta-act-revolution-here = { $science }⚗ Rewolucja
tta-act-card = { $card }
tta-act-card-build = { $cost }⚒ { $card }: { $target }
tta-act-card-upgrade = { $cost }⚒ { $card }: { $target } → { $to }
tta-act-card-tech = { $science }⚗ { $card }: { $target }
tta-act-card-revolution = { $science }⚗ { $card }: rewolucja – { $target }
tta-act-event-food = Weź { $amount }☘
tta-act-event-res = Weź { $amount }⚒
tta-act-event-yes = Zbuduj za darmo: { $card }
tta-act-event-no = Nie buduj
tta-act-unknown = Akcja { $code }
tta-aged-card = { $age } · { $card }

## Akcje: polityka i wojsko

tta-act-no-political = Bez akcji politycznej
tta-act-resign = Zrezygnuj z gry
tta-act-prepare = { $card } +{ $culture }✿
tta-act-columbus = Kolumb: { $card }
tta-act-columbus-civil = 1⚪ Kolumb: { $card }
tta-act-aggression = { $ma }🔴 { $card }: { $target }
tta-act-target = { $ma }🔴 { $target }
tta-act-pact = { $card }: { $role ->
    [a] ty A · { $target } B
    [b] ty B · { $target } A
   *[other] { $target }
}
tta-act-pact-with = { $role ->
    [a] Ty A · { $target } B
    [b] Ty B · { $target } A
   *[other] { $target }
}
tta-act-cancel-pact = Zerwij: { $card } ({ $partner })
tta-act-accept = Przyjmij: { $card }{ $role ->
    [a] { " " }(ty A)
    [b] { " " }(ty B)
   *[other] {""}
}
tta-act-refuse = Odrzuć: { $card }
tta-act-tactic = 1🔴 Taktyka: { $card }
tta-act-draw = 1🔴 Dobierz kartę militarną
tta-act-trade = { $amount }{ $pay ->
    [food] ☘
   *[other] ⚒
} → { $amount }{ $pay ->
    [food] ⚒
   *[other] ☘
} Szlak handlowy
tta-act-discard = { $card }
tta-act-bid = { $amount }⚔
tta-act-pass = Wycofaj się
tta-act-sacrifice = +{ $strength }⚔ { $card }
tta-act-bonus-card = +{ $value }⚔ { $card }
tta-act-done = Gotowe
tta-act-done-attack = Atakuj (+{ $total }⚔)
tta-act-done-defend = Broń się (+{ $total }⚔)
tta-act-done-colonize = Kolonizuj ({ $total }⚔)
tta-act-done-war_att = Do wojny (+{ $total }⚔)
tta-act-done-war_def = Broń się (+{ $total }⚔)
tta-act-done-special = Zamiast tego weź { $science }⚗
tta-act-reset = Zacznij od nowa
tta-act-pick-colony = { $card }
tta-act-pick-wonder = { $card }
tta-act-pick-special = { $science }⚗ { $card }
tta-act-pick-lose = { $card }
tta-act-pick-destroy = { $card }
tta-act-split-gain = { $food }☘ { $resources }⚒
tta-act-split-lose = −{ $food }☘ −{ $resources }⚒

tta-confirm-resign = Na pewno zrezygnować z gry? Twoja cywilizacja na dobre upada: zajmuje ostatnie miejsce, jej pakty wygasają, wojna przeciwko niej nie zostanie rozegrana, a ty nie wykonasz już żadnego ruchu. Tego nie da się cofnąć.

## Tytuły menu

tta-group-take = Weź kartę z rzędu
tta-group-build = Budowa · ulepszenia · populacja
tta-group-hand = Zagraj kartę z ręki
tta-group-military = Wojsko i inne
tta-group-destroy = Zburz budynek
tta-group-disband = Rozwiąż jednostkę
tta-group-upgrade = Ulepsz
tta-group-event = Wydarzenie: { $card }
tta-group-prepare = Przygotuj wydarzenie lub terytorium
tta-group-attack = Agresja lub wojna
tta-group-pact = Pakty
tta-group-other = Inne
tta-group-discard = Odrzuć karty militarne – limit: { $limit }
tta-group-bid = Licytacja terytorium: { $card }
tta-group-sacrifice = Poświęć jednostki
tta-group-cards = Zagraj karty bonusowe
tta-group-pick-destroy = Wybierz budynek do zniszczenia
tta-group-pick-lose = Wybierz, skąd odejdzie robotnik
tta-group-pick-colony = Wybierz kolonię
tta-group-pick-wonder = Wybierz cud, który popadnie w ruinę
tta-group-pick-special = Wybierz technologię
tta-group-split-gain = Podziel na żywność i surowce
tta-group-split-lose = Podziel stratę na żywność i surowce
tta-group-part = Część { $part }

## Czego wymaga decyzja (nagłówek)

tta-title-turn = Twoja tura
tta-title-political = Twoja tura: akcja polityczna
tta-title-defend = { $attacker } atakuje cię ({ $card }): broń się
tta-title-war-def = { $attacker } prowadzi z tobą wojnę ({ $card }): broń się
tta-title-attack = { $card } (cel: { $target }): poświęć jednostki
tta-title-war-att = { $card } (cel: { $target }): twoja siła w wojnie
tta-title-colonize = Kolonizacja – { $card }: siła co najmniej { $bid }
tta-title-bid = Licytacja kolonii: { $card }{ $high ->
    [0] {""}
   *[other] { " " }(najwyższa oferta: { $high })
}
tta-title-pact = { $proposer } proponuje ci pakt: { $card }{ $role ->
    [a] { " " }(ty A)
    [b] { " " }(ty B)
   *[other] {""}
}
tta-title-discard = Odrzuć karty militarne – limit: { $limit }
tta-title-event-goods = { $card }: żywność czy surowce?
tta-title-event-build = { $card }: zbudować za darmo?
tta-title-agree = { $card }: weź karty warte najwyżej { $budget }⚪
tta-title-pick-destroy = { $card }: wybierz, który budynek traci { $player }
tta-title-pick-destroy-own = { $card }: wybierz budynek, który tracisz
tta-title-pick-lose = { $card }: wybierz, skąd odchodzi robotnik
tta-title-pick-colony = { $card }: wybierz, którą kolonię traci { $player }
tta-title-pick-colony-own = { $card }: wybierz kolonię, którą tracisz
tta-title-pick-wonder = { $card }: wybierz cud, który popadnie w ruinę
tta-title-pick-special = { $card }: technologie, które traci { $player } (najwyżej { $science }⚗)
tta-title-split-gain = { $card }: podziel { $amount } na żywność i surowce
tta-title-split-lose-own = { $card }: podziel stratę { $amount } na żywność i surowce
tta-title-split-lose = { $card }: wybierz, co traci { $player } ({ $amount })
tta-title-choose = Twój wybór

## Dziennik

tta-log-setup = Zaczyna się gra dla { $players } graczy; gracz rozpoczynający: { $start }.
tta-log-age = { $age ->
    [0] Zaczyna się starożytność (epoka A).
    [1] Zaczyna się epoka I.
    [2] Zaczyna się epoka II.
    [3] Zaczyna się epoka III.
   *[other] Zaczyna się epoka IV: zbliża się ostatnia runda.
}
tta-log-last_round = Runda { $round } jest ostatnia.
tta-log-end_turn = { $player } kończy turę.
tta-log-game_over = Gra dobiegła końca.
tta-log-resign = { $player } rezygnuje z gry.
tta-log-take = { $player } bierze kartę: { $card } ({ $cost ->
    [one] { $cost } akcja cywilna
    [few] { $cost } akcje cywilne
   *[other] { $cost } akcji cywilnych
}).
tta-log-pop = { $player } zwiększa populację ({ $food ->
    [one] { $food } żywność
   *[other] { $food } żywności
}).
tta-log-build = { $player } buduje: { $card } ({ $cost ->
    [one] { $cost } surowiec
    [few] { $cost } surowce
   *[other] { $cost } surowców
}).
tta-log-upg = { $player } ulepsza: { $card } → { $to } ({ $cost ->
    [one] { $cost } surowiec
    [few] { $cost } surowce
   *[other] { $cost } surowców
}).
tta-log-dest = { $player } usuwa budynek lub jednostkę: { $card }.
tta-log-barb = { $player } – Barbarossa: nowy robotnik ({ $food ->
    [one] { $food } żywność
   *[other] { $food } żywności
}) od razu do jednostki – { $card } ({ $cost ->
    [one] { $cost } surowiec
    [few] { $cost } surowce
   *[other] { $cost } surowców
}).
tta-log-wonder = { $player } buduje { $stages ->
    [one] etap cudu
    [few] { $stages } etapy cudu
   *[other] { $stages } etapów cudu
}: { $card } ({ $cost ->
    [one] { $cost } surowiec
    [few] { $cost } surowce
   *[other] { $cost } surowców
}).
tta-log-play = { $player } zagrywa kartę: { $card }.
tta-log-rev = { $player } przeprowadza rewolucję: { $card } ({ $science ->
    [one] { $science } punkt nauki
    [few] { $science } punkty nauki
   *[other] { $science } punktów nauki
}).
tta-log-tac = { $player } zagrywa taktykę: { $card }.
tta-log-col = { $player } płaci za Kolumba akcją cywilną.
tta-log-trade = { $player } wymienia { $pay ->
    [food] { $amount ->
        [one] { $amount } żywność
       *[other] { $amount } żywności
    }
   *[other] { $amount ->
        [one] { $amount } surowiec
        [few] { $amount } surowce
       *[other] { $amount } surowców
    }
} na { $get ->
    [food] żywność
   *[other] surowce
}.
tta-log-maintenance = { $player } – produkcja: kultura +{ $culture }, nauka +{ $science }, żywność +{ $food } (zjedzone { $eaten }), surowce +{ $resources }.
tta-log-produce = { $player } od razu produkuje żywność lub surowce.
tta-log-uprising = Bunt – naród: { $player }. Niezadowolenie { $discontent }, wolnych robotników tylko { $unused }; produkcja przepada.
tta-log-actions_lost = { $player } zaczyna turę z akcjami cywilnymi zużytymi z góry: { $civil }.
tta-log-lose_actions = { $player } straci w następnej turze { $civil ->
    [one] { $civil } akcję cywilną
    [few] { $civil } akcje cywilne
   *[other] { $civil } akcji cywilnych
}.
tta-log-draw = { $player } dobiera { $count ->
    [one] kartę militarną
    [few] { $count } karty militarne
   *[other] { $count } kart militarnych
}.
tta-log-drawn = Dobierasz: { $cards }.
tta-log-discard = { $player } odrzuca { $count ->
    [one] kartę militarną
    [few] { $count } karty militarne
   *[other] { $count } kart militarnych
}.
tta-log-discarded = Odrzucasz: { $card }.
tta-log-reshuffle = Odrzucone karty militarne epoki { $age ->
    [1] I
    [2] II
    [3] III
   *[other] { $age }
} tworzą nową talię ({ $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } kart
}).
tta-log-obsolete = { $player } odrzuca przestarzałe karty: { $cards }.
tta-log-yellow_lost = { $player } oddaje przy zmianie epoki { $count ->
    [one] { $count } żółty żeton
    [few] { $count } żółte żetony
   *[other] { $count } żółtych żetonów
}.
tta-log-bonus_revealed = Odkryte do końcowej punktacji: { $card }.
tta-log-final_event = Końcowa punktacja: { $card }.

## Dziennik: polityka, wydarzenia, kolonie

tta-log-no_political = { $player } nie wykonuje akcji politycznej.
tta-log-political_skipped = { $player } pomija w tej turze akcję polityczną.
tta-log-prepare = { $player } przygotowuje wydarzenie epoki { $age ->
    [0] A
    [1] I
    [2] II
   *[other] III
} (+{ $culture ->
    [one] { $culture } punkt kultury
    [few] { $culture } punkty kultury
   *[other] { $culture } punktów kultury
}).
tta-log-prepared = Przygotowujesz: { $card }.
tta-log-event = { $player } odkrywa wydarzenie: { $card }.
tta-log-events_rebuilt = Przyszłe wydarzenia stają się aktualnymi ({ $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } kart
}).
tta-log-gain = { $stat ->
    [population] { $player } zwiększa populację o { $amount }.
   *[other] { $player } zyskuje { $stat ->
        [culture] { $amount ->
            [one] { $amount } punkt kultury
            [few] { $amount } punkty kultury
           *[other] { $amount } punktów kultury
        }
        [science] { $amount ->
            [one] { $amount } punkt nauki
            [few] { $amount } punkty nauki
           *[other] { $amount } punktów nauki
        }
        [food] { $amount ->
            [one] { $amount } żywność
           *[other] { $amount } żywności
        }
        [resources] { $amount ->
            [one] { $amount } surowiec
            [few] { $amount } surowce
           *[other] { $amount } surowców
        }
        [military_cards] { $amount ->
            [one] { $amount } kartę militarną
            [few] { $amount } karty militarne
           *[other] { $amount } kart militarnych
        }
        [yellow_tokens] { $amount ->
            [one] { $amount } żółty żeton
            [few] { $amount } żółte żetony
           *[other] { $amount } żółtych żetonów
        }
        [blue_tokens] { $amount ->
            [one] { $amount } niebieski żeton
            [few] { $amount } niebieskie żetony
           *[other] { $amount } niebieskich żetonów
        }
       *[other] { $amount } ({ $stat })
    }.
}
tta-log-lose = { $player } traci { $stat ->
    [culture] { $amount ->
        [one] { $amount } punkt kultury
        [few] { $amount } punkty kultury
       *[other] { $amount } punktów kultury
    }
    [science] { $amount ->
        [one] { $amount } punkt nauki
        [few] { $amount } punkty nauki
       *[other] { $amount } punktów nauki
    }
    [food] { $amount ->
        [one] { $amount } żywność
       *[other] { $amount } żywności
    }
    [resources] { $amount ->
        [one] { $amount } surowiec
        [few] { $amount } surowce
       *[other] { $amount } surowców
    }
    [yellow_tokens] { $amount ->
        [one] { $amount } żółty żeton
        [few] { $amount } żółte żetony
       *[other] { $amount } żółtych żetonów
    }
    [blue_tokens] { $amount ->
        [one] { $amount } niebieski żeton
        [few] { $amount } niebieskie żetony
       *[other] { $amount } niebieskich żetonów
    }
   *[other] { $amount } ({ $stat })
}.
tta-log-gain_goods = { $player } zyskuje { $food ->
    [one] { $food } żywność
   *[other] { $food } żywności
} i { $resources ->
    [one] { $resources } surowiec
    [few] { $resources } surowce
   *[other] { $resources } surowców
}.
tta-log-lose_goods = { $player } traci { $food ->
    [one] { $food } żywność
   *[other] { $food } żywności
} i { $resources ->
    [one] { $resources } surowiec
    [few] { $resources } surowce
   *[other] { $resources } surowców
}.
tta-log-lose_pop = { $player } traci { $count ->
    [one] robotnika
   *[other] { $count } robotników
}.
tta-log-free_build = { $player } buduje za darmo: { $card }.
tta-log-declined = { $player } nie korzysta z karty: { $card }.
tta-log-destroyed = { $player } traci { $count ->
    [one] budynek
    [few] { $count } budynki
   *[other] { $count } budynków
}: { $card }.
tta-log-ravaged = { $player } – podupadły cud: { $card } (zamiast efektu przyrost kultury +2).
tta-log-leader_lost = { $player } traci przywódcę: { $card }.
tta-log-wonder_lost = { $player } traci budowany cud: { $card }.
tta-log-yellow_moved = { $player } oddaje { $amount ->
    [one] { $amount } żółty żeton
    [few] { $amount } żółte żetony
   *[other] { $amount } żółtych żetonów
}; otrzymuje je { $to }.
tta-log-bid = { $player } oferuje siłę { $bid } w licytacji terytorium: { $card }.
tta-log-bid_pass = { $player } wycofuje się z licytacji terytorium: { $card }.
tta-log-auction_won = { $player } wygrywa licytację terytorium: { $card } (oferta { $bid }).
tta-log-no_colony = Nikt nie kolonizuje terytorium: { $card }.
tta-log-sacrifice = { $units ->
    [0] { $player } zagrywa karty bonusowe o wartości { $value }: { $cards }.
    [one] { $player } poświęca jednostkę: siła { $value }.
    [few] { $player } poświęca { $units } jednostki: siła { $value }.
   *[other] { $player } poświęca { $units } jednostek: siła { $value }.
}
tta-log-colony = { $player } zyskuje kolonię: { $card }.
tta-log-colony_lost = { $to ->
    [-1] { $player } traci kolonię: { $card }.
   *[other] { $player } traci kolonię: { $card }; przejmuje ją { $to }.
}
tta-log-columbus = { $player } zakłada z Kolumbem kolonię: { $card }.

## Dziennik: agresje, wojny, pakty

tta-log-aggression = { $player } zagrywa agresję: { $card } – cel: { $target } ({ $ma ->
    [one] { $ma } akcja militarna
    [few] { $ma } akcje militarne
   *[other] { $ma } akcji militarnych
}).
tta-log-aggression_result = { $success ->
    [1] { $card }: sukces – { $player } { $attack }, { $target } { $defence }.
   *[other] { $card }: porażka – { $player } { $attack }, { $target } { $defence }.
}
tta-log-war = { $player } wypowiada wojnę: { $card } – cel: { $target } ({ $ma ->
    [one] { $ma } akcja militarna
    [few] { $ma } akcje militarne
   *[other] { $ma } akcji militarnych
}).
tta-log-war_result = { $winner ->
    [-1] { $card }: remis ({ $attack } : { $defence }), nic się nie dzieje.
   *[other] { $card }: { $player } { $attack }, { $target } { $defence }; zwycięzca: { $winner } (o { $margin }).
}
tta-log-war_cancelled = { $player } – wojna się nie odbędzie: { $card }.
tta-log-steal = { $player } zabiera { $stat ->
    [science] { $amount ->
        [one] { $amount } punkt nauki
        [few] { $amount } punkty nauki
       *[other] { $amount } punktów nauki
    }
   *[other] { $amount ->
        [one] { $amount } punkt kultury
        [few] { $amount } punkty kultury
       *[other] { $amount } punktów kultury
    }
}; traci: { $from }.
tta-log-tech_taken = { $player } zabiera technologię: { $card }; traci: { $from }.
tta-log-token_returned = { $player } zwraca żeton ataku (naród: { $of }).
tta-log-pact_offer = { $player } proponuje pakt: { $card } – komu: { $target } (proponujący jako { $role ->
    [a] A
   *[other] B
}).
tta-log-pact_refused = { $player } odrzuca: { $card } (od: { $from }).
tta-log-pact = { $card } obowiązuje: A – { $a }, B – { $b }.
tta-log-pact_ended = { $card } ({ $a }, { $b }) wygasa: { $why ->
    [cancelled] zerwanie
    [attack] atak
    [obsolete] przestarzałość
    [replaced] zastąpienie nowym paktem
    [resigned] rezygnacja narodu
   *[other] { $why }
}.

tta-confirm-end =
    { $uprising ->
        [0] Jeśli teraz zakończysz turę: { $famine ->
            [0] korupcja zabierze surowców: { $corruption }.
           *[other] głód, brakuje żywności: { $famine } (−{ $culture } kultury).{ $corruption ->
                [0] {""}
               *[other] { " " }Korupcja zabierze surowców: { $corruption }.
            }
        } Zakończyć turę mimo to?
       *[other] Jeśli teraz zakończysz turę, wybuchnie bunt: twój naród nic w tej turze nie wytworzy (ani kultury, nauki, żywności, ani surowców). Zakończyć turę mimo to?
    }

## Undo and the reasons a move is refused

tta-act-undo = Cofnij
tta-log-undo = { $player } cofa akcję.
reason-not_enough_actions = { $kind ->
    [military] za mało akcji wojskowych (potrzeba { $need }🔴, masz { $have }🔴)
   *[civil] za mało akcji cywilnych (potrzeba { $need }⚪, masz { $have }⚪)
}
reason-not_enough_food = za mało żywności (potrzeba { $need }☘, masz { $have }☘)
reason-not_enough_resources = za mało surowców (potrzeba { $need }⚒, masz { $have }⚒)
reason-not_enough_science = za mało nauki (potrzeba { $need }⚗, masz { $have }⚗)
reason-no_worker = brak wolnego robotnika
reason-hand_full = masz pełną rękę ({ $count }/{ $limit })
reason-leader_age_taken = przywódcę z tej epoki już wziąłeś
reason-wonder_in_progress = budujesz już inny cud
reason-duplicate_technology = masz już tę technologię
reason-taken_this_turn = karty akcji nie można zagrać w turze, w której ją wzięto
reason-round_one_only_take = w pierwszej rundzie można tylko brać karty
reason-revolution_needs_all_actions = rewolucja wymaga wszystkich niewykorzystanych akcji cywilnych
reason-no_wonder = nie budujesz żadnego cudu
reason-no_bank_token = w niebieskim banku nie ma już żetonu
reason-nothing_to_undo = nie ma czego cofnąć
reason-used_this_turn = w tej turze już to wykorzystano
reason-limit_reached = { $what ->
    [population] żółty bank jest pusty
    [urban] najwyżej { $limit } { $limit ->
        [one] budynek miejski
        [few] budynki miejskie
       *[other] budynków miejskich
    } jednego typu
   *[other] osiągnięto limit
}
reason-requirement_not_met = { $why ->
    [cooperation] partner ze Współpracy naukowej nie ma nauki
   *[other] warunek nie jest spełniony
}
reason-unknown_target = brak możliwego celu
