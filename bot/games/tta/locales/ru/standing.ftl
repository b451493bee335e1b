## Ответы заранее (rules/tta/standing.py): что игрок оставляет на вопросы вне своего хода,
## пока его нет. Их видит только он сам, в своих настройках.

# Вопросы как заголовки настроек.
tta-standing-question-defence = Агрессии и войны против вас
tta-standing-question-colonize = Торги за колонии
tta-standing-question-pact = Предложения пактов
tta-standing-question-event_goods = Событие: еда или ресурсы
tta-standing-question-event_build = Событие: бесплатное здание
tta-standing-question-split = Деление еды и ресурсов
tta-standing-question-loss = Потеря здания или отряда

# Виды ответов как короткие пункты меню (не длиннее ~25 символов).
tta-standing-kind-defend-cheapest = Самая дешёвая защита
tta-standing-kind-defend-none = Не защищаться
tta-standing-kind-bid-up-to = Торговаться до предела
tta-standing-kind-bid-never = Никогда не торговаться
tta-standing-kind-pact-refuse-all = Отклонять все пакты
tta-standing-kind-pact-by-seat = По игрокам
tta-standing-kind-goods-choice = Всегда одно и то же
tta-standing-kind-free-build = Бесплатное здание: да/нет
tta-standing-kind-split-prefer = Предпочтительное деление
tta-standing-kind-lose-cheapest = Терять самое дешёвое

# Описание сохранённого ответа.
tta-standing-defend-cheapest = Защищаться самой дешёвой силой, которая отобьёт атаку: { $cards ->
    [0] без карт обороны
    [one] не больше { $cards } карты обороны
   *[other] не больше { $cards } карт обороны
}, { $units ->
    [0] не жертвуя отрядами
    [one] жертвуя не больше чем { $units } отрядом
   *[other] жертвуя не больше чем { $units } отрядами
}. Если этого не хватит, ничего не тратится.
tta-standing-defend-none = Не защищаться: ничем не жертвовать и не играть карт.
tta-standing-bid-up-to = Торговаться за территории, перебивая на 1, не выше { $max }⚔; выигранную колонию занимать самой дешёвой силой, покрывающей ставку.
tta-standing-bid-never = Никогда не торговаться за территории.
tta-standing-pact-refuse-all = Отклонять любое предложение пакта.
tta-standing-pact-by-seat = Пакты: { $accepted ->
    [0] ничего не принимать
   *[other] принимать предложения игроков: { $accept }
}; { $refused ->
    [0] ничего не отклонять
   *[other] отклонять предложения игроков: { $refuse }
}. Остальные предложения подождут вас.
tta-standing-seat = { $player }
tta-standing-goods-choice = Еда или ресурсы: всегда { $choice ->
    [food] еда
   *[res] ресурсы
}.
tta-standing-free-build = Бесплатное здание от события: { $choice ->
    [yes] всегда строить
   *[no] никогда не строить
}.
tta-standing-split-prefer = Деление еды и ресурсов: { $prefer ->
    [food] как можно больше еды
    [res] как можно больше ресурсов
   *[even] примерно поровну
}.
tta-standing-lose-cheapest = Когда нужно потерять здание или отряд: самое дешёвое (колонию или чудо: самое старое).

# Отметка в журнале у действия, выполненного ответом заранее.
tta-standing-answered = { $player }: ответ дан заранее

# Меню настроек ответа (/tta answers): подсказка для каждого параметра, затем варианты
# выбора (не длиннее примерно 25 знаков).
tta-standing-param-defend_cheapest-cards = Карт обороны: не больше…
tta-standing-param-defend_cheapest-units = Жертвовать отрядов: не больше…
tta-standing-param-bid_up_to-max = Самая высокая ставка…
tta-standing-param-pact_by_seat-accept = Принимать пакты от…
tta-standing-param-pact_by_seat-refuse = Отклонять пакты от…
tta-standing-param-goods_choice-choice = Всегда брать…
tta-standing-param-free_build-choice = Строить бесплатно?
tta-standing-param-split_prefer-prefer = Предпочитать…
tta-standing-value-goods_choice-food = Еду
tta-standing-value-goods_choice-res = Ресурсы
tta-standing-value-free_build-yes = Всегда строить
tta-standing-value-free_build-no = Никогда не строить
tta-standing-value-split_prefer-food = Больше еды
tta-standing-value-split_prefer-res = Больше ресурсов
tta-standing-value-split_prefer-even = Примерно поровну
# Вопросы как пункты меню (не длиннее 25 знаков).
tta-standing-menu-defence = Агрессии и войны на вас
tta-standing-menu-colonize = Торги за колонии
tta-standing-menu-pact = Предложения пактов
tta-standing-menu-event_goods = Событие: еда или ресурсы
tta-standing-menu-event_build = Бесплатное здание
tta-standing-menu-split = Деление еды и ресурсов
tta-standing-menu-loss = Потеря здания/отряда
