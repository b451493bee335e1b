## Hadara: podsumowanie, które gracz dostaje, gdy przychodzi jego ruch (rules/hadara/recap.py):
## co zrobili pozostali od jego poprzedniego ruchu, najwyżej 8 wierszy. Po imieniu gracza zawsze
## stoi dwukropek.

recap-more = …i { $count ->
    [one] jeszcze 1 wiersz
    [few] jeszcze { $count } wiersze
   *[other] jeszcze { $count } wierszy
} w dzienniku gry.
recap-plus = +{ $count } { $count ->
    [one] inna
    [few] inne
   *[other] innych
}
recap-times = { $card } ×{ $count }
recap-join = { $first }; { $rest }
recap-epoch = Zaczęła się epoka { $epoch }.
recap-player = { $player }: { $parts }.
recap-cards = nowe karty: { $colors } ({ $cards })
recap-color = { $count } { $color ->
    [blue] { $count ->
        [one] niebieska
        [few] niebieskie
       *[other] niebieskich
    }
    [green] { $count ->
        [one] zielona
        [few] zielone
       *[other] zielonych
    }
    [yellow] { $count ->
        [one] żółta
        [few] żółte
       *[other] żółtych
    }
    [red] { $count ->
        [one] czerwona
        [few] czerwone
       *[other] czerwonych
    }
   *[purple] { $count ->
        [one] fioletowa
        [few] fioletowe
       *[other] fioletowych
    }
}
recap-sold = { $count ->
    [one] sprzedana 1 karta
    [few] sprzedane { $count } karty
   *[other] sprzedano { $count } kart
}
recap-colony-plunder = splądrowana kolonia poziomu { $level } (+{ $points } { $points ->
    [one] punkt
    [few] punkty
   *[other] punktów
})
recap-colony-integrate = przyłączona kolonia „{ $colony }” (poziom { $level }, +{ $points } { $points ->
    [one] punkt
    [few] punkty
   *[other] punktów
})
recap-statues = { $count ->
    [one] popiersie
   *[other] popiersia
} { $statues }
recap-silver = { $count ->
    [one] srebrna pieczęć
    [few] { $count } srebrne pieczęcie
   *[other] { $count } srebrnych pieczęci
}
recap-gold = { $count ->
    [one] złota pieczęć
    [few] { $count } złote pieczęcie
   *[other] { $count } złotych pieczęci
}
recap-removed = przy karmieniu { $count ->
    [one] odrzucona 1 karta
    [few] odrzucone { $count } karty
   *[other] odrzucono { $count } kart
}
