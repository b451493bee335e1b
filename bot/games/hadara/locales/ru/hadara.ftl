## Кнопки и меню: каждая подпись говорит, сколько выбор стоит, что даёт и сколько ПО приносит
## (не длиннее 80 знаков). Названия внутри фразы — вложенные сообщения в нужном падеже.

btn-side =
    Сторона { $side ->
        [A] А
       *[B] Б
    }: экономика { $income }, военное дело { $military }, культура { $culture }, с/х { $food } ({ $coins } { $coins ->
        [one] монета
        [few] монеты
        [many] монет
       *[other] монеты
    })
btn-wheel = Установить колесо: сначала вы берёте карты { $deck }
btn-buy =
    Купить { $card } { $price ->
        [0] бесплатно
        [one] за { $price } монету
        [few] за { $price } монеты
        [many] за { $price } монет
       *[other] за { $price } монеты
    }
btn-buy-tile =
    Купить { $card } за { $price } { $price ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    } + { $tile } на карту ({ $gain })
btn-sell =
    Продать { $card } за { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    }
btn-colony-plunder = Колония { $level }: разграбить ({ $money }, { $points } ПО)
btn-colony-integrate = Колония { $level }: присоединить ({ $money }; скрытая сторона, от { $points } ПО)
btn-statue-up = Статуя { $statue } ({ $points } ПО): { $tile } лицом вверх, { $gain }{ $paid }
btn-statue-down = Статуя { $statue } ({ $points } ПО): { $tile } лицом вниз, +{ $bonus } ПО{ $paid }
btn-feed-remove = Убрать { $card }: { $losses }
btn-feed-pay =
    Не убирать карту, а заплатить { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    }
btn-silver =
    Серебряная медаль, { $tile } ({ $coins } { $coins ->
        [one] монета
        [few] монеты
        [many] монет
       *[other] монеты
    }): ½ { $track ->
        [income] экономики
        [military] военного дела
        [culture] культуры
       *[food] сельского хозяйства
    } = { $points } ПО
btn-gold =
    Золотая медаль ({ $coins } { $coins ->
        [one] монета
        [few] монеты
        [many] монет
       *[other] монеты
    }): { $per_set } ПО за набор из 5 цветов, сейчас { $sets } { $sets ->
        [one] набор
        [few] набора
        [many] наборов
       *[other] набора
    } = { $points } ПО
btn-pass =
    { $step ->
        [colony] Пас: больше не захватывать колоний
        [statue] Пас: больше не создавать статуй
        [medal] Пас: больше не покупать медалей
       *[other] Пас
    }
select-statue =
    Статуя { $statue }: культура { $culture }, { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
select-colony = Колония уровня { $level } (военное дело { $level })
select-pile = { $pile }: { $card }
select-feed = Убрать карту
select-silver = Серебряная медаль

## Части подписей и записей журнала

track-delta =
    { $track ->
        [income] экономика
        [military] военное дело
        [culture] культура
       *[food] сельское хозяйство
    } { $delta }
    .short =
        { $track ->
            [income] экономика
            [military] военное дело
            [culture] культура
           *[food] с/х
        } { $delta }
coins-plus =
    +{ $coins } { $coins ->
        [one] монета
        [few] монеты
        [many] монет
       *[other] монеты
    }
coins-minus =
    −{ $coins } { $coins ->
        [one] монета
        [few] монеты
        [many] монет
       *[other] монеты
    }
paid-none = {""}
paid-coins =
    {" "}(−{ $coins } { $coins ->
        [one] монета
        [few] монеты
        [many] монет
       *[other] монеты
    })
points-minus = −{ $points } ПО
loss-effect = потеря эффекта
loss-none = больше ничего

# Колоды (лицом вниз, фаза А): .from = «из синей колоды».
deck-blue = синяя колода
    .from = из синей колоды
deck-green = зелёная колода
    .from = из зелёной колоды
deck-yellow = жёлтая колода
    .from = из жёлтой колоды
deck-red = красная колода
    .from = из красной колоды
deck-purple = фиолетовая колода
    .from = из фиолетовой колоды
# Стопки сброса (фаза Б): .title — в начале меню, .acc = «в синюю стопку сброса»,
# .from = «из синей стопки сброса».
pile-blue = синяя стопка сброса
    .title = Синяя стопка сброса
    .acc = синюю стопку сброса
    .from = из синей стопки сброса
pile-green = зелёная стопка сброса
    .title = Зелёная стопка сброса
    .acc = зелёную стопку сброса
    .from = из зелёной стопки сброса
pile-yellow = жёлтая стопка сброса
    .title = Жёлтая стопка сброса
    .acc = жёлтую стопку сброса
    .from = из жёлтой стопки сброса
pile-red = красная стопка сброса
    .title = Красная стопка сброса
    .acc = красную стопку сброса
    .from = из красной стопки сброса
pile-purple = фиолетовая стопка сброса
    .title = Фиолетовая стопка сброса
    .acc = фиолетовую стопку сброса
    .from = из фиолетовой стопки сброса
# Бонусные жетоны: .with = «с жёлтым жетоном».
tile-yellow = жёлтый жетон
    .with = с жёлтым жетоном
tile-red = красный жетон
    .with = с красным жетоном
tile-blue = синий жетон
    .with = с синим жетоном
tile-green = зелёный жетон
    .with = с зелёным жетоном

## Журнал игры (имена игроков стоят там, где не нужны ни падеж, ни род)

log-setup = Игра подготовлена.
log-initiative_coin =
    { $player } получает { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    } за позднюю инициативу.
log-epoch = Начинается эпоха { $epoch }; первый игрок — { $player }.
log-wheel = { $player } устанавливает колесо. Раунд 1: { $decks }.
log-wheel-deck = { $coat } ({ $player }) — { $deck }
log-round =
    { $round ->
        [1] Раунд взятия карт 1 из 5.
       *[other] Раунд взятия карт { $round } из 5: колесо поворачивается на одно деление, и каждый берёт карты из следующей колоды.
    }
log-chosen = { $player }: выбор сделан.
log-draw = Вы берёте карты { $deck }: { $cards }.
log-choice =
    Ваш выбор: { $mode ->
        [sell] продать { $card }
       *[buy] купить { $card }
    }.
log-discard = { $player } сбрасывает { $card } в { $pile }.
log-buy =
    { $player } покупает { $card } { $price ->
        [0] бесплатно
        [one] за { $price } монету
        [few] за { $price } монеты
        [many] за { $price } монет
       *[other] за { $price } монеты
    }.
log-sell =
    { $player } продаёт карту за { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    }.
log-sell-card =
    { $player } продаёт { $card } за { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    }.
log-sell_secret = Проданная карта: { $card }.
log-take = { $player } берёт { $card } { $pile }.
log-income =
    { $player } получает доход: { $coins } { $coins ->
        [one] монета
        [few] монеты
        [many] монет
       *[other] монеты
    }.
log-colony-plunder =
    { $player } разграбляет колонию уровня { $level }: { $money }, { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }.
log-colony-integrate =
    { $player } присоединяет колонию «{ $colony }» (уровень { $level }): { $money }, { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }.
log-colony_pass = { $player } больше не захватывает колоний.
log-colony_none = { $player } не может захватить ни одной колонии.
log-statue =
    { $player } создаёт статую { $statue }: { $tile } { $face ->
        [down] лицом вниз
       *[up] лицом вверх
    }{ $paid }.
log-statue_pass = { $player } больше не создаёт статуй.
log-phase =
    { $phase ->
        [A] Начинается фаза А.
       *[B] Начинается фаза Б: игроки по очереди берут верхние карты из стопок сброса.
    }
log-feed_surplus =
    { $player } получает { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    } за излишек продовольствия.
log-hunger =
    { $player }: нужно убрать { $cards } { $cards ->
        [one] карту
        [few] карты
        [many] карт
       *[other] карты
    } (не хватает продовольствия).
log-feed_remove = { $player } убирает { $card }.
log-feed_pay =
    { $player } платит { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    }, чтобы не убирать карту.
log-medal_pass = { $player } больше не покупает медалей.
log-silver =
    { $player } покупает серебряную медаль { $tile } за { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    }.
log-gold =
    { $player } покупает золотую медаль за { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    }.
log-game_over = Игра окончена.

## Команды (значение — описание, .name — имя команды или параметра в Discord)

cmd-hadara = Играть в «Хадару» в этом канале
    .name = hadara
cmd-hadara-new = Открыть лобби новой партии «Хадары»
    .name = новая
opt-hadara-variant = Базовая или продвинутая игра
opt-hadara-max-players = Сколько игроков может присоединиться (2–5)
choice-hadara-basic = Базовая
choice-hadara-advanced = Продвинутая

hadara-name = Хадара

hadara-help = «Хадара» для 2–5 игроков: три эпохи выбора карт, колонии, статуи и медали.
    • /hadara новая открывает лобби (базовая или продвинутая игра, число игроков, таймеры).
    • В раундах добора каждый игрок получает личное сообщение с двумя картами; если личные сообщения закрыты, используйте /hadara рука.
    • Когда несколько игроков выбирают одновременно и открыто (статуи, медали), у каждого на столе своё меню со своим именем.


## Заголовки решений: что от вас требуется сейчас (первая строка запроса)

hadara-title-side = Выберите сторону своей стартовой карты
hadara-title-wheel = Установите колесо на первый раунд взятия карт
hadara-title-draft = Раунд взятия карт { $round } из 5: оставьте одну карту, другую сбросьте
hadara-title-colony = Ваш ход: захватите колонию или спасуйте
hadara-title-statue = Создайте статую или спасуйте
hadara-title-take = Ваш ход: возьмите верхнюю карту из стопки сброса
hadara-title-feed = Прокормите население: уберите { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }
hadara-title-medal = Купите медали или спасуйте

## Export (a file of the game)
