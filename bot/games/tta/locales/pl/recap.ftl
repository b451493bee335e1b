## Through the Ages: podsumowanie, które gracz dostaje, gdy przychodzi jego tura
## (rules/tta/recap.py): co się stało od jego poprzedniej tury, najwyżej 8 wierszy. Po imieniu
## gracza zawsze stoi dwukropek albo stoi ono samo („Ann +3”), żeby nie trzeba go było odmieniać.

tta-recap-more = …i { $count ->
    [one] jeszcze 1 wiersz
    [few] jeszcze { $count } wiersze
   *[other] jeszcze { $count } wierszy
} w dzienniku gry.
tta-recap-times = { $card } ×{ $count }
tta-recap-plus = +{ $count } { $count ->
    [one] inna
    [few] inne
   *[other] innych
}
tta-recap-join = { $first }; { $rest }

## Co spotkało ciebie (najpierw).
tta-recap-you-aggression = { $player }: { $card } przeciw tobie – { $outcome ->
    [success] sukces ({ $attack } : { $defence }).
    [held] obrona się udała ({ $defence } : { $attack }).
   *[pending] jeszcze nierozstrzygnięte.
}
tta-recap-you-attacked = Twoja agresja: { $card } (cel: { $player }) – { $outcome ->
    [success] sukces ({ $attack } : { $defence }).
   *[failed] porażka ({ $attack } : { $defence }).
}
tta-recap-you-war = { $player }: wojna wypowiedziana tobie: { $card }; rozstrzygnie się na początku następnej tury atakującego.
tta-recap-you-war-yours = Twoja wojna { $card } (cel: { $player }) rozstrzygnie się na początku twojej tury.
tta-recap-you-war-result = { $player }: wojna { $card } – { $outcome ->
    [won] zwycięstwo ({ $mine } : { $theirs }).
    [lost] porażka ({ $mine } : { $theirs }).
   *[tie] remis ({ $mine } : { $theirs }).
}
tta-recap-you-pact = { $player }: pakt z tobą obowiązuje – { $card }.
tta-recap-you-refused = { $player }: twoja propozycja odrzucona – { $card }.
tta-recap-you-pact-ended = { $player }: twój pakt { $card } wygasa ({ $why ->
    [cancelled] zerwanie
    [attack] atak
    [obsolete] przestarzałość
    [replaced] zastąpienie nowym paktem
    [resigned] rezygnacja narodu
   *[other] { $why }
}).
tta-recap-you-colony = Kolonizacja wygrana: { $card } (oferta { $bid }).
tta-recap-you-lost = Twoje straty: { $items }.
tta-recap-stat = { $stat ->
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
    [population] { $amount ->
        [one] { $amount } robotnik
        [few] { $amount } robotników
       *[other] { $amount } robotników
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
}

## Jeden wiersz na każdy inny naród: „Ann: nowe karty (2): Żelazo, Brąz; zbudowano: Świątynia”.
tta-recap-nation = { $player }: { $parts }.
tta-recap-took = { $count ->
    [one] nowa karta
   *[other] nowe karty ({ $count })
}: { $cards }
tta-recap-built = zbudowano: { $cards }
tta-recap-arrow = { $card } → { $to }{ $count ->
    [1] {""}
   *[other] {" "}×{ $count }
}
tta-recap-upgraded = ulepszono: { $cards }{ $more ->
    [0] {""}
    [one] {" "}i 1 inne
   *[other] {" "}i { $more } innych
}
tta-recap-pop = populacja +{ $count }
tta-recap-wonder = { $card } +{ $stages ->
    [one] 1 etap
    [few] { $stages } etapy
   *[other] { $stages } etapów
}
tta-recap-played = zagrano: { $cards }
tta-recap-revolution = rewolucja: { $card }
tta-recap-tactic = taktyka: { $cards }
tta-recap-colonies = kolonia: { $cards }
tta-recap-attack = { $card } (cel: { $target }) – { $outcome ->
    [success] sukces
    [failed] porażka
    [declared] wypowiedziana
    [won] zwycięstwo
    [lost] porażka
    [tie] remis
   *[pending] jeszcze nierozstrzygnięte
}
tta-recap-pact = pakt { $card } (partner: { $partner })
tta-recap-prepared = przygotowane wydarzenia: { $count }
tta-recap-resigned = rezygnacja z gry

## Dla wszystkich.
tta-recap-events = Wydarzenia: { $cards }.
tta-recap-age = { $age ->
    [A] Zaczęła się starożytność (epoka A).
   *[other] Zaczęła się epoka { $age }.
}
tta-recap-last-round = Trwa ostatnia runda.
tta-recap-culture = Kultura: { $scores }.
tta-recap-score = { $player } { $delta }
