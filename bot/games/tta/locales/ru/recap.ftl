## Through the Ages: сводка, которую игрок получает, когда наступает его ход
## (rules/tta/recap.py): что произошло с его прошлого хода, не больше 8 строк. После имени игрока
## всегда стоит двоеточие, или оно стоит отдельно («Ann +3»), чтобы его не приходилось склонять.

tta-recap-more = …и ещё { $count ->
    [one] { $count } строка
    [few] { $count } строки
   *[other] { $count } строк
} в журнале игры.
tta-recap-times = { $card } ×{ $count }
tta-recap-plus = ещё { $count }
tta-recap-join = { $first }; { $rest }

## Что касается вас (сначала).
tta-recap-you-aggression = { $player }: { $card } против вас — { $outcome ->
    [success] успех ({ $attack } : { $defence }).
    [held] вы отбились ({ $defence } : { $attack }).
   *[pending] пока не решено.
}
tta-recap-you-attacked = Ваша агрессия: { $card } (цель: { $player }) — { $outcome ->
    [success] успех ({ $attack } : { $defence }).
   *[failed] неудача ({ $attack } : { $defence }).
}
tta-recap-you-war = { $player }: вам объявлена война: { $card }; она решится в начале следующего хода нападающего.
tta-recap-you-war-yours = Ваша война { $card } (цель: { $player }) решится в начале вашего хода.
tta-recap-you-war-result = { $player }: война { $card } — { $outcome ->
    [won] победа ({ $mine } : { $theirs }).
    [lost] поражение ({ $mine } : { $theirs }).
   *[tie] ничья ({ $mine } : { $theirs }).
}
tta-recap-you-pact = { $player }: пакт с вами в силе — { $card }.
tta-recap-you-refused = { $player }: ваше предложение отклонено — { $card }.
tta-recap-you-pact-ended = { $player }: ваш пакт { $card } прекращается ({ $why ->
    [cancelled] расторжение
    [attack] нападение
    [obsolete] устаревание
    [replaced] замена новым пактом
    [resigned] выход народа из игры
   *[other] { $why }
}).
tta-recap-you-colony = Вы выиграли колонизацию: { $card } (ставка { $bid }).
tta-recap-you-lost = Ваши потери: { $items }.
tta-recap-stat = { $stat ->
    [culture] { $amount ->
        [one] { $amount } очко культуры
        [few] { $amount } очка культуры
       *[other] { $amount } очков культуры
    }
    [science] { $amount ->
        [one] { $amount } очко науки
        [few] { $amount } очка науки
       *[other] { $amount } очков науки
    }
    [food] { $amount } еды
    [resources] { $amount ->
        [one] { $amount } ресурс
        [few] { $amount } ресурса
       *[other] { $amount } ресурсов
    }
    [population] { $amount ->
        [one] { $amount } рабочий
        [few] { $amount } рабочих
       *[other] { $amount } рабочих
    }
    [yellow_tokens] { $amount ->
        [one] { $amount } жёлтая фишка
        [few] { $amount } жёлтые фишки
       *[other] { $amount } жёлтых фишек
    }
    [blue_tokens] { $amount ->
        [one] { $amount } синяя фишка
        [few] { $amount } синие фишки
       *[other] { $amount } синих фишек
    }
   *[other] { $amount } ({ $stat })
}

## По строке на каждый другой народ: «Ann: новые карты (2): Железо, Бронза; построено: Храм».
tta-recap-nation = { $player }: { $parts }.
tta-recap-took = { $count ->
    [one] новая карта
   *[other] новые карты ({ $count })
}: { $cards }
tta-recap-built = построено: { $cards }
tta-recap-arrow = { $card } → { $to }{ $count ->
    [1] {""}
   *[other] {" "}×{ $count }
}
tta-recap-upgraded = улучшено: { $cards }{ $more ->
    [0] {""}
   *[other] {" "}и ещё { $more }
}
tta-recap-pop = население +{ $count }
tta-recap-wonder = { $card } +{ $stages ->
    [one] { $stages } этап
    [few] { $stages } этапа
   *[other] { $stages } этапов
}
tta-recap-played = сыграно: { $cards }
tta-recap-revolution = революция: { $card }
tta-recap-tactic = тактика: { $cards }
tta-recap-colonies = колония: { $cards }
tta-recap-attack = { $card } (цель: { $target }) — { $outcome ->
    [success] успех
    [failed] неудача
    [declared] объявлена
    [won] победа
    [lost] поражение
    [tie] ничья
   *[pending] пока не решено
}
tta-recap-pact = пакт { $card } (партнёр: { $partner })
tta-recap-prepared = подготовлено событий: { $count }
tta-recap-resigned = выход из игры

## Для всех.
tta-recap-events = События: { $cards }.
tta-recap-age = { $age ->
    [A] Началась древность (эпоха A).
   *[other] Началась эпоха { $age }.
}
tta-recap-last-round = Идёт последний раунд.
tta-recap-culture = Культура: { $scores }.
tta-recap-score = { $player } { $delta }
