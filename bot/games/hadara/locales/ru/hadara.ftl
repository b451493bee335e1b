## Кнопки и меню

btn-side =
    Сторона { $side } ({ $coins } { $coins ->
        [one] монета
        [few] монеты
        [many] монет
       *[other] монеты
    })
btn-wheel = Положение { $rotation }
btn-buy = Купить { $card } ({ $price })
btn-buy-tile = Купить { $card } ({ $price }), жетон { $tile }
btn-sell = Продать { $card } (+{ $coins })
btn-colony-plunder = Колония { $level }: разграбить (+{ $coins })
btn-colony-integrate = Колония { $level }: присоединить (−{ $coins })
btn-statue-up = Статуя { $statue } ({ $culture }): жетон { $tile } лицом вверх
btn-statue-down = Статуя { $statue } ({ $culture }): жетон { $tile } лицом вниз
btn-feed-remove = Сбросить { $card }
btn-feed-pay =
    Вместо этого заплатить { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    }
btn-silver = Серебряная медаль, жетон { $tile } ({ $coins })
btn-gold = Золотая медаль ({ $coins })
btn-pass = Пас
select-statue = Статуя { $statue } (культура { $culture })
select-colony = Колония уровня { $level }
select-pile = Стопка ({ $color }): { $card }
select-feed = Сбросить карту
select-silver = Серебряная медаль
log-setup = Игра подготовлена.
log-initiative_coin =
    { $player } получает { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    } за позднюю инициативу.
log-epoch = Начинается эпоха { $epoch }; первый игрок — { $player }.
log-wheel = { $player } поворачивает колесо в положение { $rotation }.
log-round = Раунд взятия карт { $round }.
log-chosen = { $player } делает выбор.
log-discard = { $player } сбрасывает { $card } в стопку: { $pile }.
log-buy = { $player } покупает { $card } за { $price }.
log-sell = { $player } продаёт карту за { $coins }.
log-sell-card = { $player } продаёт { $card } за { $coins }.
log-income = { $player } получает доход { $coins }.
log-colony =
    { $player } { $mode ->
        [integrate] присоединяет
       *[plunder] разграбляет
    } колонию уровня { $level }.
log-colony_pass = { $player } больше не берёт колонии.
log-colony_none = { $player } не может захватить колонию.
log-statue = { $player } создаёт статую { $statue }.
log-statue_pass = { $player } больше не создаёт статуи.
log-phase = Начинается фаза { $phase }.
log-take = { $player } берёт { $card } из стопки: { $pile }.
log-feed_surplus = { $player } получает { $coins } за излишек продовольствия.
log-hunger =
    { $player } должен сбросить { $cards } { $cards ->
        [one] карту
        [few] карты
        [many] карт
       *[other] карты
    }.
log-feed_remove = { $player } сбрасывает { $card }.
log-feed_pay =
    { $player } платит { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    } вместо сброса карты.
log-medal_pass = { $player } больше не покупает медали.
log-silver = { $player } покупает серебряную медаль за { $coins }.
log-gold = { $player } покупает золотую медаль за { $coins }.
log-game_over = Игра окончена.
log-draw = Вы берёте: { $cards }.
log-choice = Ваш выбор: { $action }.
log-sell_secret = Вы продали: { $card }.

## Команды (значение — описание, .name — имя команды или параметра в Discord)

cmd-hadara = Играть в «Хадару» в этом канале
    .name = hadara
cmd-hadara-new = Открыть лобби новой партии «Хадары»
    .name = новая
cmd-hadara-status = Снова показать стол игры в этом канале
    .name = статус
cmd-hadara-hand = Показать ваши личные варианты (видите только вы)
    .name = рука
cmd-hadara-log = Показать последние ходы
    .name = журнал
cmd-hadara-abandon = Прервать игру в этом канале
    .name = прервать
opt-hadara-variant = Базовая или продвинутая игра
opt-hadara-max-players = Сколько игроков может присоединиться (2–5)
choice-basic = Базовая
choice-advanced = Продвинутая

hadara-name = Hadara

hadara-help = «Хадара» для 2–5 игроков: три эпохи выбора карт, колонии, статуи и медали.
    • /hadara новая открывает лобби (базовая или продвинутая игра, число игроков, таймеры).
    • В раундах добора каждый игрок получает личное сообщение с двумя картами; если личные сообщения закрыты, используйте /hadara рука.
    • Когда несколько игроков выбирают одновременно и открыто (статуи, медали), у каждого на столе своё меню со своим именем.

cmd-hadara-board = Показать планшет игрока (видите только вы)
    .name = планшет
