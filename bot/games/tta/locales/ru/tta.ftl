## «Сквозь века»: что сообщает ядро правил (rules/tta/describe.py).
## tta-act-…: подписи действий (кнопки и пункты меню). Телефон показывает примерно первые 25
## знаков, поэтому подпись начинается с того, чем она отличается: сначала цена, символами картинок
## (⚪ гражданское действие, 🔴 военное действие, ⚗ наука, ☘ еда, ⚒ ресурсы, ✿ культура, ⚔ сила),
## затем карта; глагол несёт заголовок меню (tta-group-…), а не подпись. tta-title-…: чего требует
## решение, в заголовке; tta-log-…: строки журнала. Названия карт и имена игроков приходят
## в именительном падеже, поэтому стоят после двоеточия или тире либо как подлежащее, а глаголы —
## в настоящем времени.

## Действия хода: ряд карт, стройка, рука

tta-act-end = Закончить ход
tta-act-take = { $cost }⚪ { $card }
tta-act-pop = { $food }☘ Увеличить население
tta-act-pop-free = { $food }☘ Без действия: рост населения
tta-act-build = { $cost }⚒ { $card }
tta-act-recruit = { $cost }⚒ { $card }
tta-act-upgrade = { $cost }⚒ { $card } → { $to }
tta-act-destroy = { $card }
tta-act-disband = { $card }
tta-act-barbarossa = { $food }☘ { $cost }⚒ Барбаросса: { $card }
tta-act-wonder = { $cost }⚒ { $card }: { $stages ->
    [one] { $stages } этап
    [few] { $stages } этапа
   *[other] { $stages } этапов
}
tta-act-leader = { $card }
tta-act-tech = { $science }⚗ { $card }
tta-act-peaceful = { $science }⚗ { $card }: мирная смена
tta-act-peaceful-here = { $science }⚗ Мирная смена правления
tta-act-revolution = { $science }⚗ { $card }: революция
tta-act-revolution-here = { $science }⚗ Революция
tta-act-card = { $card }
tta-act-card-build = { $cost }⚒ { $card }: { $target }
tta-act-card-upgrade = { $cost }⚒ { $card }: { $target } → { $to }
tta-act-card-tech = { $science }⚗ { $card }: { $target }
tta-act-card-revolution = { $science }⚗ { $card }: революция — { $target }
tta-act-event-food = Взять { $amount }☘
tta-act-event-res = Взять { $amount }⚒
tta-act-event-yes = Построить бесплатно: { $card }
tta-act-event-no = Не строить
tta-act-unknown = Действие { $code }
tta-aged-card = { $age } · { $card }

## Действия: политика и армия

tta-act-no-political = Без политического действия
tta-act-resign = Выйти из игры
tta-act-prepare = { $card } +{ $culture }✿
tta-act-columbus = Колумб: { $card }
tta-act-columbus-civil = 1⚪ Колумб: { $card }
tta-act-aggression = { $ma }🔴 { $card }: { $target }
tta-act-target = { $ma }🔴 { $target }
tta-act-pact = { $card }: { $role ->
    [a] вы A · { $target } B
    [b] вы B · { $target } A
   *[other] { $target }
}
tta-act-pact-with = { $role ->
    [a] Вы A · { $target } B
    [b] Вы B · { $target } A
   *[other] { $target }
}
tta-act-cancel-pact = Расторгнуть: { $card } ({ $partner })
tta-act-accept = Принять: { $card }{ $role ->
    [a] { " " }(вы A)
    [b] { " " }(вы B)
   *[other] {""}
}
tta-act-refuse = Отклонить: { $card }
tta-act-tactic = 1🔴 Тактика: { $card }
tta-act-draw = 1🔴 Взять военную карту
tta-act-trade = { $amount }{ $pay ->
    [food] ☘
   *[other] ⚒
} → { $amount }{ $pay ->
    [food] ⚒
   *[other] ☘
} Торговый путь
tta-act-discard = { $card }
tta-act-bid = { $amount }⚔
tta-act-pass = Выйти из торга
tta-act-sacrifice = +{ $strength }⚔ { $card }
tta-act-bonus-card = +{ $value }⚔ { $card }
tta-act-done = Готово
tta-act-done-attack = Атаковать (+{ $total }⚔)
tta-act-done-defend = Защищаться (+{ $total }⚔)
tta-act-done-colonize = Колонизировать ({ $total }⚔)
tta-act-done-war_att = В бой (+{ $total }⚔)
tta-act-done-war_def = Защищаться (+{ $total }⚔)
tta-act-done-special = Вместо этого взять { $science }⚗
tta-act-reset = Начать заново
tta-act-pick-colony = { $card }
tta-act-pick-wonder = { $card }
tta-act-pick-special = { $science }⚗ { $card }
tta-act-pick-lose = { $card }
tta-act-pick-destroy = { $card }
tta-act-split-gain = { $food }☘ { $resources }⚒
tta-act-split-lose = −{ $food }☘ −{ $resources }⚒

tta-confirm-resign = Точно выйти из игры? Ваша цивилизация окончательно приходит в упадок: она занимает последнее место, её пакты прекращаются, война против неё не состоится, а вы больше не делаете ходов. Это нельзя отменить.

## Заголовки меню

tta-group-take = Взять карту из ряда
tta-group-build = Стройка · улучшение · население
tta-group-hand = Сыграть карту с руки
tta-group-military = Армия и прочее
tta-group-destroy = Снести здание
tta-group-disband = Распустить отряд
tta-group-upgrade = Улучшить
tta-group-event = Событие: { $card }
tta-group-prepare = Подготовить событие или территорию
tta-group-attack = Агрессия или война
tta-group-pact = Пакты
tta-group-other = Прочее
tta-group-discard = Сбросить военные карты — лимит: { $limit }
tta-group-bid = Торг за территорию: { $card }
tta-group-sacrifice = Пожертвовать отрядами
tta-group-cards = Сыграть бонусные карты
tta-group-pick-destroy = Выбрать здание для уничтожения
tta-group-pick-lose = Выбрать, откуда уйдёт рабочий
tta-group-pick-colony = Выбрать колонию
tta-group-pick-wonder = Выбрать чудо, которое придёт в упадок
tta-group-pick-special = Выбрать технологию
tta-group-split-gain = Разделить на еду и ресурсы
tta-group-split-lose = Разделить потерю на еду и ресурсы
tta-group-part = Часть { $part }

## Чего требует решение (заголовок)

tta-title-turn = Ваш ход
tta-title-political = Ваш ход: политическое действие
tta-title-defend = { $attacker } нападает на вас ({ $card }): защищайтесь
tta-title-war-def = { $attacker } ведёт с вами войну ({ $card }): защищайтесь
tta-title-attack = { $card } (цель: { $target }): пожертвуйте отрядами
tta-title-war-att = { $card } (цель: { $target }): ваши силы в войне
tta-title-colonize = Колонизация — { $card }: сила не меньше { $bid }
tta-title-bid = Торг за колонию: { $card }{ $high ->
    [0] {""}
   *[other] { " " }(высшая ставка: { $high })
}
tta-title-pact = { $proposer } предлагает вам пакт: { $card }{ $role ->
    [a] { " " }(вы A)
    [b] { " " }(вы B)
   *[other] {""}
}
tta-title-discard = Сбросьте военные карты — лимит: { $limit }
tta-title-event-goods = { $card }: еда или ресурсы?
tta-title-event-build = { $card }: построить бесплатно?
tta-title-agree = { $card }: возьмите карты не дороже { $budget }⚪
tta-title-pick-destroy = { $card }: выберите, какое здание теряет { $player }
tta-title-pick-destroy-own = { $card }: выберите здание, которое вы теряете
tta-title-pick-lose = { $card }: выберите, откуда уходит рабочий
tta-title-pick-colony = { $card }: выберите, какую колонию теряет { $player }
tta-title-pick-colony-own = { $card }: выберите колонию, которую вы теряете
tta-title-pick-wonder = { $card }: выберите чудо, которое придёт в упадок
tta-title-pick-special = { $card }: технологии, которые теряет { $player } (не больше { $science }⚗)
tta-title-split-gain = { $card }: разделите { $amount } на еду и ресурсы
tta-title-split-lose-own = { $card }: разделите потерю { $amount } на еду и ресурсы
tta-title-split-lose = { $card }: выберите, что теряет { $player } ({ $amount })
tta-title-choose = Ваш выбор

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

tta-act-undo = Отменить
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
