## Cywilizacja: Poprzez wieki — to, co mówi rdzeń zasad (rules/tta/describe.py).
## tta-act-…: etykiety akcji (przyciski i pozycje menu, najwyżej 80 znaków razem z nazwami);
## tta-group-…: tytuły menu; tta-log-…: wiersze dziennika. Nazwy kart i imiona graczy przychodzą
## w mianowniku, dlatego stoją po dwukropku lub myślniku, a czasowniki są w czasie teraźniejszym.

## Akcje: branie, budowanie, zagrywanie

tta-act-end = Zakończ turę
tta-act-take = Weź kartę: { $card } ({ $cost ->
    [one] { $cost } akcja cywilna
    [few] { $cost } akcje cywilne
   *[other] { $cost } akcji cywilnych
})
tta-act-pop = Zwiększ populację ({ $food ->
    [one] { $food } żywność
   *[other] { $food } żywności
})
tta-act-pop-free = Populacja bez akcji · { $food }☘
tta-act-build = Zbuduj: { $card } ({ $cost ->
    [one] { $cost } surowiec
    [few] { $cost } surowce
   *[other] { $cost } surowców
})
tta-act-recruit = Zrekrutuj: { $card } ({ $cost ->
    [one] { $cost } surowiec
    [few] { $cost } surowce
   *[other] { $cost } surowców
})
tta-act-upgrade = Ulepsz: { $card } → { $to } ({ $cost ->
    [one] { $cost } surowiec
    [few] { $cost } surowce
   *[other] { $cost } surowców
})
tta-act-destroy = Zburz budynek: { $card }
tta-act-disband = Rozwiąż jednostkę: { $card }
tta-act-barbarossa = Barbarossa: nowy robotnik od razu do jednostki – { $card }
tta-act-wonder = { $stages ->
    [one] Zbuduj etap cudu
    [few] Zbuduj { $stages } etapy cudu
   *[other] Zbuduj { $stages } etapów cudu
}: { $card } ({ $cost ->
    [one] { $cost } surowiec
    [few] { $cost } surowce
   *[other] { $cost } surowców
})
tta-act-leader = Zagraj przywódcę: { $card }
tta-act-tech = Zagraj technologię: { $card } ({ $science ->
    [one] { $science } punkt nauki
    [few] { $science } punkty nauki
   *[other] { $science } punktów nauki
})
tta-act-peaceful = Pokojowa zmiana ustroju: { $card } ({ $science ->
    [one] { $science } punkt nauki
    [few] { $science } punkty nauki
   *[other] { $science } punktów nauki
})
tta-act-revolution = Rewolucja: { $card } ({ $science ->
    [one] { $science } punkt nauki
    [few] { $science } punkty nauki
   *[other] { $science } punktów nauki
})
tta-act-card = Zagraj kartę: { $card }
tta-act-card-build = { $card } – budowa: { $target }
tta-act-card-upgrade = { $card } – ulepszenie: { $target } → { $to }
tta-act-card-tech = { $card } – technologia: { $target } ({ $science ->
    [one] { $science } punkt nauki
    [few] { $science } punkty nauki
   *[other] { $science } punktów nauki
})
tta-act-card-revolution = { $card } – rewolucja: { $target } ({ $science ->
    [one] { $science } punkt nauki
    [few] { $science } punkty nauki
   *[other] { $science } punktów nauki
})
tta-act-event-food = { $card }: weź żywność
tta-act-event-res = { $card }: weź surowce
tta-act-event-yes = { $card }: zbuduj za darmo
tta-act-event-no = { $card }: nie buduj
tta-act-unknown = Akcja { $code }

## Akcje: polityka i wojsko

tta-act-no-political = Bez akcji politycznej
tta-act-resign = Zrezygnuj z gry
tta-act-prepare = Przygotuj: { $card } (+{ $culture ->
    [one] { $culture } punkt kultury
    [few] { $culture } punkty kultury
   *[other] { $culture } punktów kultury
})
tta-act-columbus = Kolumb – nowa kolonia: { $card }
tta-act-aggression = { $card } – cel: { $target } ({ $ma ->
    [one] { $ma } akcja militarna
    [few] { $ma } akcje militarne
   *[other] { $ma } akcji militarnych
})
tta-act-war = Wypowiedz wojnę: { $card } – cel: { $target } ({ $ma ->
    [one] { $ma } akcja militarna
    [few] { $ma } akcje militarne
   *[other] { $ma } akcji militarnych
})
tta-act-pact = Zaproponuj: { $card } – komu: { $target } (ty jako { $role })
tta-act-cancel-pact = Zerwij pakt: { $card } – partner: { $partner }
tta-act-accept = Przyjmij: { $card } – { $proposer } jako { $role }
tta-act-refuse = Odrzuć: { $card } – od: { $proposer }
tta-act-tactic = Zagraj taktykę: { $card } (1 akcja militarna)
tta-act-draw = Dobierz kartę militarną (1 akcja militarna)
tta-act-trade = Szlak handlowy: oddaj { $pay ->
    [food] żywność
   *[other] surowce
} za { $get ->
    [food] żywność
   *[other] surowce
}
tta-act-discard = Odrzuć: { $card }
tta-act-bid = Zaoferuj siłę { $amount }: { $card }
tta-act-pass = Pas
tta-act-sacrifice = Poświęć: { $card } (siła +{ $strength })
tta-act-bonus-card = Zagraj: { $card } (+{ $value })
tta-act-done = Gotowe
tta-act-done-attack = Atakuj: +{ $total } z poświęceń
tta-act-done-defend = Broń się: +{ $total } z poświęceń i kart
tta-act-done-colonize = Kolonizuj siłą { $total }
tta-act-done-war_att = Do wojny: +{ $total } z poświęceń
tta-act-done-war_def = Broń się w wojnie: +{ $total } z poświęceń
tta-act-reset = Zacznij od nowa
tta-act-pick-colony = Kolonia: { $card } ({ $player })
tta-act-pick-wonder = Cud: { $card } (zamiast efektu przyrost kultury +2)
tta-act-pick-special = Weź: { $card } (zamiast { $science ->
    [one] { $science } punktu nauki
   *[other] { $science } punktów nauki
})
tta-act-pick-lose = Strać robotnika: { $card } ({ $player })
tta-act-pick-destroy = Zniszcz: { $card } ({ $player })
tta-act-split-gain = Weź { $food ->
    [one] { $food } żywność
   *[other] { $food } żywności
} i { $resources ->
    [one] { $resources } surowiec
    [few] { $resources } surowce
   *[other] { $resources } surowców
}
tta-act-split-lose = Zabierz { $food ->
    [one] { $food } żywność
   *[other] { $food } żywności
} i { $resources ->
    [one] { $resources } surowiec
    [few] { $resources } surowce
   *[other] { $resources } surowców
}

## Tytuły menu

tta-group-take = Weź kartę z rzędu
tta-group-hand = Zagraj kartę z ręki
tta-group-build = Zbuduj budynek
tta-group-upgrade = Ulepsz budynek
tta-group-destroy = Zburz budynek
tta-group-military = Wojsko
tta-group-pop = Populacja i żywność
tta-group-wonder = Buduj cud
tta-group-event = Wydarzenie: { $card }
tta-group-prepare = Przygotuj wydarzenie lub terytorium
tta-group-attack = Agresja lub wojna
tta-group-pact = Pakty
tta-group-discard = Odrzuć karty militarne do limitu
tta-group-bid = Licytacja nowego terytorium
tta-group-sacrifice = Poświęć jednostki
tta-group-cards = Zagraj karty bonusowe
tta-group-pick = Wybierz
tta-group-split = Podziel na żywność i surowce
tta-group-part = Część { $part }

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

tta-act-undo = Cofnij moją ostatnią akcję
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
