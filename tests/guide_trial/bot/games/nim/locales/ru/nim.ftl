# Nim: все тексты игры (идентификаторы nim-…). Переменные — числа, кроме $player (имя
# игрока) и $winners (имена, которые соединяет отрисовщик).

## Игра и её варианты

nim-name = Nim
nim-variant-normal = Обычная игра
nim-variant-misere = Мизер

## Кнопки и меню

nim-act-take = Взять { $count } из кучки { $pile }
nim-group-pile = Кучка { $pile } ({ $size })

## Журнал игры

nim-log-take =
    { $player } берёт { $count ->
        [one] { $count } камешек
        [few] { $count } камешка
       *[other] { $count } камешков
    } из кучки { $pile } ({ $left ->
        [one] остался { $left }
       *[other] осталось { $left }
    }).
nim-log-over-normal = Конец игры: { $player } берёт последний камешек и побеждает.
nim-log-over-misere = Конец игры: { $player } берёт последний камешек и проигрывает; остальные побеждают.

## Изображения

nim-img-seat = Игрок { $seat }
nim-img-rule-normal = Кто возьмёт последний камешек, побеждает
nim-img-rule-misere = Кто возьмёт последний камешек, проигрывает
nim-img-limit =
    { $limit ->
        [one] Возьмите 1 камешек из одной кучки
       *[other] Возьмите от 1 до { $limit } камешков из одной кучки
    }
nim-img-no-limit = Возьмите сколько угодно камешков из одной кучки
nim-img-pile = Кучка { $pile }
nim-img-turn = Ходит: { $player }
nim-img-your-move = Ваш ход
nim-img-pick = Выберите кучку, затем сколько камешков взять
nim-img-winners =
    { $count ->
        [one] Побеждает
       *[other] Побеждают
    }: { $winners }
nim-img-last = Последний ход
nim-img-move = { $player }: { $count } из кучки { $pile }
nim-img-no-move = Ходов ещё не было
nim-img-move-n = Ход { $move }
nim-img-taken = Взято
nim-img-last-stone = Последний камешек
nim-img-result = Итог
nim-img-won = Победа
nim-img-lost = Поражение
nim-img-playing = Играет
nim-img-score-title = Итоги игры
nim-img-score-live = Игра идёт
