## Hadara: сводка, которую игрок получает, когда наступает его ход (rules/hadara/recap.py): что
## сделали остальные с его прошлого хода, не больше 8 строк. После имени игрока всегда стоит
## двоеточие.

recap-more = …и ещё { $count ->
    [one] { $count } строка
    [few] { $count } строки
   *[other] { $count } строк
} в журнале игры.
recap-plus = ещё { $count }
recap-times = { $card } ×{ $count }
recap-join = { $first }; { $rest }
recap-epoch = Началась эпоха { $epoch }.
recap-player = { $player }: { $parts }.
recap-cards = новые карты: { $colors } ({ $cards })
recap-color = { $count } { $color ->
    [blue] { $count ->
        [one] синяя
        [few] синие
       *[other] синих
    }
    [green] { $count ->
        [one] зелёная
        [few] зелёные
       *[other] зелёных
    }
    [yellow] { $count ->
        [one] жёлтая
        [few] жёлтые
       *[other] жёлтых
    }
    [red] { $count ->
        [one] красная
        [few] красные
       *[other] красных
    }
   *[purple] { $count ->
        [one] фиолетовая
        [few] фиолетовые
       *[other] фиолетовых
    }
}
recap-sold = продано карт: { $count }
recap-colony-plunder = разграблена колония уровня { $level } (+{ $points } { $points ->
    [one] очко
    [few] очка
   *[other] очков
})
recap-colony-integrate = присоединена колония «{ $colony }» (уровень { $level }, +{ $points } { $points ->
    [one] очко
    [few] очка
   *[other] очков
})
recap-statues = { $count ->
    [one] статуя
   *[other] статуи
} { $statues }
recap-silver = { $count ->
    [one] серебряная медаль
    [few] { $count } серебряные медали
   *[other] { $count } серебряных медалей
}
recap-gold = { $count ->
    [one] золотая медаль
    [few] { $count } золотые медали
   *[other] { $count } золотых медалей
}
recap-removed = убрано карт при кормлении: { $count }
