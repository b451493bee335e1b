# Закрытые ставки: все тексты игры (идентификаторы bids-…). Переменные — числа, кроме $player,
# $lead (имя игрока, всегда в именительном падеже) и $bids, $winners (списки, их соединяет бот).

## Игра, её варианты и настройки

bids-name = Закрытые ставки
bids-description = Тайные ставки на призы, приносящие очки; каждый приз забирает самая высокая ставка.
bids-variant-first_price = Аукцион первой цены
bids-variant-second_price = Аукцион второй цены
bids-option-coins = Стартовые монеты
bids-option-rounds = Число раундов

## Кнопки и меню

bids-act-bid = Ставка { $amount }
bids-act-keep =
    Оставить ({ $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    })
bids-act-cash =
    Обменять на { $coins ->
        [one] { $coins } монету
        [few] { $coins } монеты
        [many] { $coins } монет
       *[other] { $coins } монеты
    }
bids-group-range = { $low }–{ $high }

## Журнал игры

bids-log-round =
    Раунд { $round } из { $rounds }: разыгрывается приз на { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }. Начинает: { $lead }.
bids-log-bid = { $player }: ставка сделана.
bids-log-bid-secret =
    Ваша тайная ставка: { $amount ->
        [one] { $amount } монета
        [few] { $amount } монеты
        [many] { $amount } монет
       *[other] { $amount } монеты
    }.
bids-log-bid-entry = { $player }: { $amount }
bids-log-reveal = Ставки открыты: { $bids }.
bids-log-win =
    { $player } забирает приз на { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } и платит { $price ->
        [one] { $price } монету
        [few] { $price } монеты
        [many] { $price } монет
       *[other] { $price } монеты
    }.
bids-log-discard =
    Ставок не было: приз на { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } уходит в сброс.
bids-log-keep =
    { $player } оставляет себе приз на { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }.
bids-log-cash =
    { $player } обменивает приз на { $coins ->
        [one] { $coins } монету
        [few] { $coins } монеты
        [many] { $coins } монет
       *[other] { $coins } монеты
    }.
bids-log-name = { $player }
bids-log-over =
    Игра окончена. { $count ->
        [one] Побеждает
       *[other] Побеждают
    }: { $winners }.

## Изображения

bids-img-seat = Игрок { $seat }
bids-img-round = Раунд { $round } из { $rounds }
bids-img-points =
    { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
bids-img-coins = Монеты
bids-img-coins-n =
    { $coins ->
        [one] { $coins } монета
        [few] { $coins } монеты
        [many] { $coins } монет
       *[other] { $coins } монеты
    }
bids-img-kept = Призы
bids-img-lead = Начинает
bids-img-deck =
    { $count ->
        [one] { $count } приз
        [few] { $count } приза
        [many] { $count } призов
       *[other] { $count } приза
    } лицом вниз
bids-img-step-bid = Тайные ставки
bids-img-step-claim = Оставить или обменять?
bids-img-step-over = Игра окончена
bids-img-has-bid = Ставка сделана
bids-img-bidding = Думает…
bids-img-bid = Ставка { $amount }
bids-img-pays = платит { $price }
bids-img-last = Последний аукцион
bids-img-no-auction = Аукционов ещё не было
bids-img-res-keep = Выигран, оставлен
bids-img-res-cash = Выигран, обменян
bids-img-res-lost = Проигран
bids-img-res-discard = Ставок не было
bids-img-res-pending = Выигран, идёт выбор
bids-img-rule-first_price = Победитель платит свою ставку
bids-img-rule-second_price = Победитель платит вторую по величине ставку
bids-img-rule-tie = При равенстве — первый по очереди от начинающего
bids-img-your-turn = Ваше решение
bids-img-not-your-turn = Сейчас решать нечего
bids-img-prompt-bid =
    Тайная ставка: от 0 до { $coins ->
        [one] { $coins } монеты
       *[other] { $coins } монет
    }
bids-img-prompt-sealed =
    Ваша тайная ставка: { $amount ->
        [one] { $amount } монета
        [few] { $amount } монеты
        [many] { $amount } монет
       *[other] { $amount } монеты
    }
bids-img-prompt-wait = Ждём остальные ставки
bids-img-prompt-claim = Аукцион ваш, заплачено { $price }
bids-img-prompt-over = Игра окончена
bids-img-col-bid = Ставка
bids-img-col-left = Останется монет
bids-img-col-worth = Ценность в конце
bids-img-keep =
    Оставить: +{ $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
bids-img-cash =
    Обменять: +{ $coins ->
        [one] { $coins } монета
        [few] { $coins } монеты
        [many] { $coins } монет
       *[other] { $coins } монеты
    }
bids-img-after = { $before } → { $after }
bids-img-rivals = Соперники
bids-img-score-title = Итоговый счёт
bids-img-score-live = Текущий счёт
bids-img-cat-prizes = Призы
bids-img-cat-coins = Монеты ÷ 3
bids-img-total = Итого
bids-img-tiebreak = Осталось монет
bids-img-winner = Победа
bids-img-col-round = Раунд
bids-img-col-prize = Приз
bids-img-col-paid = Уплачено
bids-img-col-result = Итог
bids-img-none = —
