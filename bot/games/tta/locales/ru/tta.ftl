## «Сквозь века»: что сообщает ядро правил (rules/tta/describe.py).
## tta-act-…: подписи действий (кнопки и пункты меню, не длиннее 80 знаков вместе с названиями);
## tta-group-…: заголовки меню; tta-log-…: строки журнала. Названия карт и имена игроков приходят
## в именительном падеже, поэтому стоят после двоеточия или тире, а глаголы — в настоящем времени.

## Действия: взять, построить, сыграть

tta-act-end = Закончить ход
tta-act-take = Взять карту: { $card } ({ $cost ->
    [one] { $cost } гражданское действие
    [few] { $cost } гражданских действия
   *[other] { $cost } гражданских действий
})
tta-act-pop = Увеличить население ({ $food ->
    [one] { $food } еда
   *[other] { $food } еды
})
tta-act-pop-free = Рост без действия · { $food }☘
tta-act-build = Построить: { $card } ({ $cost ->
    [one] { $cost } ресурс
    [few] { $cost } ресурса
   *[other] { $cost } ресурсов
})
tta-act-recruit = Набрать отряд: { $card } ({ $cost ->
    [one] { $cost } ресурс
    [few] { $cost } ресурса
   *[other] { $cost } ресурсов
})
tta-act-upgrade = Улучшить: { $card } → { $to } ({ $cost ->
    [one] { $cost } ресурс
    [few] { $cost } ресурса
   *[other] { $cost } ресурсов
})
tta-act-destroy = Снести здание: { $card }
tta-act-disband = Распустить отряд: { $card }
tta-act-barbarossa = Барбаросса: новый рабочий сразу в отряд — { $card }
tta-act-wonder = { $stages ->
    [one] Построить этап чуда
    [few] Построить { $stages } этапа чуда
   *[other] Построить { $stages } этапов чуда
}: { $card } ({ $cost ->
    [one] { $cost } ресурс
    [few] { $cost } ресурса
   *[other] { $cost } ресурсов
})
tta-act-leader = Выложить лидера: { $card }
tta-act-tech = Выложить технологию: { $card } ({ $science ->
    [one] { $science } очко науки
    [few] { $science } очка науки
   *[other] { $science } очков науки
})
tta-act-peaceful = Мирная смена правления: { $card } ({ $science ->
    [one] { $science } очко науки
    [few] { $science } очка науки
   *[other] { $science } очков науки
})
tta-act-revolution = Революция: { $card } ({ $science ->
    [one] { $science } очко науки
    [few] { $science } очка науки
   *[other] { $science } очков науки
})
tta-act-card = Сыграть карту: { $card }
tta-act-card-build = { $card } — постройка: { $target }
tta-act-card-upgrade = { $card } — улучшение: { $target } → { $to }
tta-act-card-tech = { $card } — технология: { $target } ({ $science ->
    [one] { $science } очко науки
    [few] { $science } очка науки
   *[other] { $science } очков науки
})
tta-act-card-revolution = { $card } — революция: { $target } ({ $science ->
    [one] { $science } очко науки
    [few] { $science } очка науки
   *[other] { $science } очков науки
})
tta-act-event-food = { $card }: взять еду
tta-act-event-res = { $card }: взять ресурсы
tta-act-event-yes = { $card }: построить бесплатно
tta-act-event-no = { $card }: не строить
tta-act-unknown = Действие { $code }

## Действия: политика и армия

tta-act-no-political = Без политического действия
tta-act-resign = Выйти из игры
tta-act-prepare = Подготовить: { $card } (+{ $culture ->
    [one] { $culture } очко культуры
    [few] { $culture } очка культуры
   *[other] { $culture } очков культуры
})
tta-act-columbus = Колумб — новая колония: { $card }
tta-act-aggression = { $card } — цель: { $target } ({ $ma ->
    [one] { $ma } военное действие
    [few] { $ma } военных действия
   *[other] { $ma } военных действий
})
tta-act-war = Объявить: { $card } — цель: { $target } ({ $ma ->
    [one] { $ma } военное действие
    [few] { $ma } военных действия
   *[other] { $ma } военных действий
})
tta-act-pact = Предложить: { $card } → { $target } (вы — { $role })
tta-act-cancel-pact = Расторгнуть пакт: { $card } — партнёр: { $partner }
tta-act-accept = Принять: { $card } — { $proposer } как { $role }
tta-act-refuse = Отклонить: { $card } — от: { $proposer }
tta-act-tactic = Выложить тактику: { $card } (1 военное действие)
tta-act-draw = Взять военную карту (1 военное действие)
tta-act-trade = Торговый путь: отдать { $pay ->
    [food] еду
   *[other] ресурсы
} за { $get ->
    [food] еду
   *[other] ресурсы
}
tta-act-discard = Сбросить: { $card }
tta-act-bid = Предложить силу { $amount }: { $card }
tta-act-pass = Пас
tta-act-sacrifice = Пожертвовать: { $card } (сила +{ $strength })
tta-act-bonus-card = Сыграть: { $card } (+{ $value })
tta-act-done = Готово
tta-act-done-attack = Атаковать: +{ $total } от жертв
tta-act-done-defend = Защищаться: +{ $total } от жертв и карт
tta-act-done-colonize = Колонизировать с силой { $total }
tta-act-done-war_att = В бой: +{ $total } от жертв
tta-act-done-war_def = Защищаться в войне: +{ $total } от жертв
tta-act-reset = Начать заново
tta-act-pick-colony = Колония: { $card } ({ $player })
tta-act-pick-wonder = Чудо: { $card } (вместо эффекта прирост культуры +2)
tta-act-pick-special = Взять: { $card } (вместо { $science ->
    [one] { $science } очка науки
   *[other] { $science } очков науки
})
tta-act-pick-lose = Потерять рабочего: { $card } ({ $player })
tta-act-pick-destroy = Уничтожить: { $card } ({ $player })
tta-act-split-gain = Взять { $food ->
    [one] { $food } еду
   *[other] { $food } еды
} и { $resources ->
    [one] { $resources } ресурс
    [few] { $resources } ресурса
   *[other] { $resources } ресурсов
}
tta-act-split-lose = Отнять { $food ->
    [one] { $food } еду
   *[other] { $food } еды
} и { $resources ->
    [one] { $resources } ресурс
    [few] { $resources } ресурса
   *[other] { $resources } ресурсов
}

## Заголовки меню

tta-group-take = Взять карту из ряда
tta-group-hand = Сыграть карту с руки
tta-group-build = Построить здание
tta-group-upgrade = Улучшить здание
tta-group-destroy = Снести здание
tta-group-military = Армия
tta-group-pop = Население и еда
tta-group-wonder = Строить чудо
tta-group-event = Событие: { $card }
tta-group-prepare = Подготовить событие или территорию
tta-group-attack = Агрессия или война
tta-group-pact = Пакты
tta-group-discard = Сбросить военные карты до лимита
tta-group-bid = Торг за новую территорию
tta-group-sacrifice = Пожертвовать отрядами
tta-group-cards = Сыграть бонусные карты
tta-group-pick = Выбрать
tta-group-split = Разделить на еду и ресурсы
tta-group-part = Часть { $part }

## Журнал

tta-log-setup = Начинается игра ({ $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[other] { $players } игроков
}); первый игрок: { $start }.
tta-log-age = { $age ->
    [0] Начинается древность (эпоха A).
    [1] Начинается эпоха I.
    [2] Начинается эпоха II.
    [3] Начинается эпоха III.
   *[other] Начинается эпоха IV: близок последний раунд.
}
tta-log-last_round = Раунд { $round } — последний.
tta-log-end_turn = { $player } заканчивает ход.
tta-log-game_over = Игра окончена.
tta-log-resign = { $player } выходит из игры.
tta-log-take = { $player } берёт карту: { $card } ({ $cost ->
    [one] { $cost } гражданское действие
    [few] { $cost } гражданских действия
   *[other] { $cost } гражданских действий
}).
tta-log-pop = { $player } увеличивает население ({ $food ->
    [one] { $food } еда
   *[other] { $food } еды
}).
tta-log-build = { $player } строит: { $card } ({ $cost ->
    [one] { $cost } ресурс
    [few] { $cost } ресурса
   *[other] { $cost } ресурсов
}).
tta-log-upg = { $player } улучшает: { $card } → { $to } ({ $cost ->
    [one] { $cost } ресурс
    [few] { $cost } ресурса
   *[other] { $cost } ресурсов
}).
tta-log-dest = { $player } убирает здание или отряд: { $card }.
tta-log-barb = { $player } — Барбаросса: новый рабочий ({ $food ->
    [one] { $food } еда
   *[other] { $food } еды
}) сразу в отряд — { $card } ({ $cost ->
    [one] { $cost } ресурс
    [few] { $cost } ресурса
   *[other] { $cost } ресурсов
}).
tta-log-wonder = { $player } строит { $stages ->
    [one] этап чуда
    [few] { $stages } этапа чуда
   *[other] { $stages } этапов чуда
}: { $card } ({ $cost ->
    [one] { $cost } ресурс
    [few] { $cost } ресурса
   *[other] { $cost } ресурсов
}).
tta-log-play = { $player } играет карту: { $card }.
tta-log-rev = { $player } совершает революцию: { $card } ({ $science ->
    [one] { $science } очко науки
    [few] { $science } очка науки
   *[other] { $science } очков науки
}).
tta-log-tac = { $player } выкладывает тактику: { $card }.
tta-log-col = { $player } тратит на Колумба гражданское действие.
tta-log-trade = { $player } меняет { $pay ->
    [food] { $amount ->
        [one] { $amount } еду
       *[other] { $amount } еды
    }
   *[other] { $amount ->
        [one] { $amount } ресурс
        [few] { $amount } ресурса
       *[other] { $amount } ресурсов
    }
} на { $get ->
    [food] еду
   *[other] ресурсы
}.
tta-log-maintenance = { $player } — производство: культура +{ $culture }, наука +{ $science }, еда +{ $food } (съедено { $eaten }), ресурсы +{ $resources }.
tta-log-produce = { $player } сразу производит еду или ресурсы.
tta-log-uprising = Восстание — народ: { $player }. Недовольство { $discontent }, свободных рабочих лишь { $unused }; производства нет.
tta-log-actions_lost = { $player } начинает ход с заранее потраченными гражданскими действиями: { $civil }.
tta-log-lose_actions = { $player } потеряет в следующем ходу { $civil ->
    [one] { $civil } гражданское действие
    [few] { $civil } гражданских действия
   *[other] { $civil } гражданских действий
}.
tta-log-draw = { $player } берёт { $count ->
    [one] военную карту
    [few] { $count } военные карты
   *[other] { $count } военных карт
}.
tta-log-drawn = Вы берёте: { $cards }.
tta-log-discard = { $player } сбрасывает { $count ->
    [one] военную карту
    [few] { $count } военные карты
   *[other] { $count } военных карт
}.
tta-log-discarded = Вы сбрасываете: { $card }.
tta-log-reshuffle = Сброшенные военные карты эпохи { $age ->
    [1] I
    [2] II
    [3] III
   *[other] { $age }
} образуют новую колоду ({ $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[other] { $cards } карт
}).
tta-log-obsolete = { $player } сбрасывает устаревшие карты: { $cards }.
tta-log-yellow_lost = { $player } при смене эпохи возвращает { $count ->
    [one] { $count } жёлтую фишку
    [few] { $count } жёлтые фишки
   *[other] { $count } жёлтых фишек
}.
tta-log-bonus_revealed = Открыто для финального подсчёта: { $card }.
tta-log-final_event = Финальный подсчёт: { $card }.

## Журнал: политика, события, колонии

tta-log-no_political = { $player } не совершает политического действия.
tta-log-political_skipped = { $player } пропускает в этом ходу политическое действие.
tta-log-prepare = { $player } готовит событие эпохи { $age ->
    [0] A
    [1] I
    [2] II
   *[other] III
} (+{ $culture ->
    [one] { $culture } очко культуры
    [few] { $culture } очка культуры
   *[other] { $culture } очков культуры
}).
tta-log-prepared = Вы готовите: { $card }.
tta-log-event = { $player } открывает событие: { $card }.
tta-log-events_rebuilt = Будущие события становятся текущими ({ $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[other] { $cards } карт
}).
tta-log-gain = { $stat ->
    [population] { $player } увеличивает население на { $amount }.
   *[other] { $player } получает { $stat ->
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
        [food] { $amount ->
            [one] { $amount } еду
           *[other] { $amount } еды
        }
        [resources] { $amount ->
            [one] { $amount } ресурс
            [few] { $amount } ресурса
           *[other] { $amount } ресурсов
        }
        [military_cards] { $amount ->
            [one] { $amount } военную карту
            [few] { $amount } военные карты
           *[other] { $amount } военных карт
        }
        [yellow_tokens] { $amount ->
            [one] { $amount } жёлтую фишку
            [few] { $amount } жёлтые фишки
           *[other] { $amount } жёлтых фишек
        }
        [blue_tokens] { $amount ->
            [one] { $amount } синюю фишку
            [few] { $amount } синие фишки
           *[other] { $amount } синих фишек
        }
       *[other] { $amount } ({ $stat })
    }.
}
tta-log-lose = { $player } теряет { $stat ->
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
    [food] { $amount ->
        [one] { $amount } еду
       *[other] { $amount } еды
    }
    [resources] { $amount ->
        [one] { $amount } ресурс
        [few] { $amount } ресурса
       *[other] { $amount } ресурсов
    }
    [yellow_tokens] { $amount ->
        [one] { $amount } жёлтую фишку
        [few] { $amount } жёлтые фишки
       *[other] { $amount } жёлтых фишек
    }
    [blue_tokens] { $amount ->
        [one] { $amount } синюю фишку
        [few] { $amount } синие фишки
       *[other] { $amount } синих фишек
    }
   *[other] { $amount } ({ $stat })
}.
tta-log-gain_goods = { $player } получает { $food ->
    [one] { $food } еду
   *[other] { $food } еды
} и { $resources ->
    [one] { $resources } ресурс
    [few] { $resources } ресурса
   *[other] { $resources } ресурсов
}.
tta-log-lose_goods = { $player } теряет { $food ->
    [one] { $food } еду
   *[other] { $food } еды
} и { $resources ->
    [one] { $resources } ресурс
    [few] { $resources } ресурса
   *[other] { $resources } ресурсов
}.
tta-log-lose_pop = { $player } теряет { $count ->
    [one] рабочего
   *[other] { $count } рабочих
}.
tta-log-free_build = { $player } бесплатно строит: { $card }.
tta-log-declined = { $player } не пользуется картой: { $card }.
tta-log-destroyed = { $player } теряет { $count ->
    [one] здание
    [few] { $count } здания
   *[other] { $count } зданий
}: { $card }.
tta-log-ravaged = { $player } — чудо в запустении: { $card } (вместо эффекта прирост культуры +2).
tta-log-leader_lost = { $player } теряет лидера: { $card }.
tta-log-wonder_lost = { $player } теряет недостроенное чудо: { $card }.
tta-log-yellow_moved = { $player } отдаёт { $amount ->
    [one] { $amount } жёлтую фишку
    [few] { $amount } жёлтые фишки
   *[other] { $amount } жёлтых фишек
}; их получает { $to }.
tta-log-bid = { $player } предлагает силу { $bid } в торге за территорию: { $card }.
tta-log-bid_pass = { $player } выходит из торга за территорию: { $card }.
tta-log-auction_won = { $player } выигрывает торг за территорию: { $card } (ставка { $bid }).
tta-log-no_colony = Никто не колонизирует территорию: { $card }.
tta-log-sacrifice = { $units ->
    [0] { $player } играет бонусные карты на { $value }: { $cards }.
    [one] { $player } жертвует отрядом: сила { $value }.
    [few] { $player } жертвует { $units } отрядами: сила { $value }.
   *[other] { $player } жертвует { $units } отрядами: сила { $value }.
}
tta-log-colony = { $player } получает колонию: { $card }.
tta-log-colony_lost = { $to ->
    [-1] { $player } теряет колонию: { $card }.
   *[other] { $player } теряет колонию: { $card }; её забирает { $to }.
}
tta-log-columbus = { $player } основывает с Колумбом колонию: { $card }.

## Журнал: агрессии, войны, пакты

tta-log-aggression = { $player } играет агрессию: { $card } — цель: { $target } ({ $ma ->
    [one] { $ma } военное действие
    [few] { $ma } военных действия
   *[other] { $ma } военных действий
}).
tta-log-aggression_result = { $success ->
    [1] { $card }: успех — { $player } { $attack }, { $target } { $defence }.
   *[other] { $card }: провал — { $player } { $attack }, { $target } { $defence }.
}
tta-log-war = { $player } объявляет войну: { $card } — цель: { $target } ({ $ma ->
    [one] { $ma } военное действие
    [few] { $ma } военных действия
   *[other] { $ma } военных действий
}).
tta-log-war_result = { $winner ->
    [-1] { $card }: ничья ({ $attack } : { $defence }), ничего не происходит.
   *[other] { $card }: { $player } { $attack }, { $target } { $defence }; победитель: { $winner } (перевес { $margin }).
}
tta-log-war_cancelled = { $player } — война не состоится: { $card }.
tta-log-steal = { $player } забирает { $stat ->
    [science] { $amount ->
        [one] { $amount } очко науки
        [few] { $amount } очка науки
       *[other] { $amount } очков науки
    }
   *[other] { $amount ->
        [one] { $amount } очко культуры
        [few] { $amount } очка культуры
       *[other] { $amount } очков культуры
    }
}; теряет: { $from }.
tta-log-tech_taken = { $player } забирает технологию: { $card }; теряет: { $from }.
tta-log-token_returned = { $player } возвращает жетон атаки (народ: { $of }).
tta-log-pact_offer = { $player } предлагает пакт: { $card } — кому: { $target } (предлагающий как { $role ->
    [a] A
   *[other] B
}).
tta-log-pact_refused = { $player } отклоняет: { $card } (от: { $from }).
tta-log-pact = { $card } в силе: A — { $a }, B — { $b }.
tta-log-pact_ended = { $card } ({ $a }, { $b }) прекращается: { $why ->
    [cancelled] расторжение
    [attack] нападение
    [obsolete] устаревание
    [replaced] замена новым пактом
    [resigned] выход народа из игры
   *[other] { $why }
}.

tta-confirm-end =
    { $uprising ->
        [0] Если сейчас закончить ход: { $famine ->
            [0] коррупция заберёт ресурсов: { $corruption }.
           *[other] голод, не хватает еды: { $famine } (−{ $culture } культуры).{ $corruption ->
                [0] {""}
               *[other] { " " }Коррупция заберёт ресурсов: { $corruption }.
            }
        } Всё равно закончить ход?
       *[other] Если сейчас закончить ход, начнётся восстание: ваш народ в этот ход ничего не произведёт (ни культуры, ни науки, ни еды, ни ресурсов). Всё равно закончить ход?
    }

## Undo and the reasons a move is refused

tta-act-undo = Отменить моё последнее действие
tta-log-undo = { $player } отменяет действие.
reason-not_enough_actions = { $kind ->
    [military] не хватает военных действий (нужно { $need }🔴, у вас { $have }🔴)
   *[civil] не хватает гражданских действий (нужно { $need }⚪, у вас { $have }⚪)
}
reason-not_enough_food = не хватает еды (нужно { $need }☘, у вас { $have }☘)
reason-not_enough_resources = не хватает ресурсов (нужно { $need }⚒, у вас { $have }⚒)
reason-not_enough_science = не хватает науки (нужно { $need }⚗, у вас { $have }⚗)
reason-no_worker = нет свободного рабочего
reason-hand_full = у вас полная рука ({ $count }/{ $limit })
reason-leader_age_taken = лидера этой эпохи вы уже брали
reason-wonder_in_progress = вы уже строите другое чудо
reason-duplicate_technology = эта технология у вас уже есть
reason-taken_this_turn = карту действия нельзя сыграть в ход, когда её взяли
reason-round_one_only_take = в первом раунде можно только брать карты
reason-revolution_needs_all_actions = для революции нужны все неиспользованные гражданские действия
reason-no_wonder = вы не строите чудо
reason-no_bank_token = в синем банке не осталось фишек
reason-nothing_to_undo = нечего отменять
reason-used_this_turn = в этом ходу уже использовано
reason-limit_reached = { $what ->
    [population] жёлтый банк пуст
    [urban] не больше { $limit } городских зданий одного типа
   *[other] достигнут предел
}
reason-requirement_not_met = { $why ->
    [cooperation] у партнёра по Научному сотрудничеству нет науки
   *[other] условие не выполнено
}
reason-unknown_target = нет подходящей цели
