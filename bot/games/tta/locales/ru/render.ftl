# «Сквозь века»: тексты на изображениях (render/tta/i18n.py; идентификаторы должны совпадать точно).
# Числа со знаком (+2, ±0, −1) — это выборы: на tta-img-signed и tta-img-cost-extra
# ссылаются другие сообщения, которые разделяют с ними переменные.

## Общие слова

tta-img-none = —
tta-img-seat = Игрок { $seat }
tta-img-seat-no = { $seat }
tta-img-age-0 = A
tta-img-age-1 = I
tta-img-age-2 = II
tta-img-age-3 = III
tta-img-age-4 = IV
tta-img-age = Эпоха { $age }
tta-img-round = раунд { $round }
tta-img-age-round = Эпоха { $age } · Раунд { $round }
tta-img-over = игра окончена
tta-img-last-round = Последний раунд
tta-progress-turn = ходит игрок { $seat }
tta-progress-player = ходит: { $player }

## Стол

tta-img-status-turn = { $player } выполняет действия
tta-img-status-other = { $player } решает: { $card }
tta-img-status-political = { $player } может совершить политическое действие
tta-img-final-events = События эпохи III к подсчёту: { $n }
tta-img-status-over = { $n ->
    [one] Игра окончена · победитель: { $winners }
   *[other] Игра окончена · победители: { $winners }
}
tta-img-civil-deck = Гражданская колода { $age }: { $n ->
    [one] { $n } карта
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
}
tta-img-military-deck = Военная колода { $age }: { $n ->
    [one] { $n } карта
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
}
tta-img-events-left = События: закрыто { $n }
tta-img-event-piles = События: текущие { $current } · будущие { $future }
tta-img-last-event = Последнее событие
tta-img-no-event = Событий пока не открыто
tta-img-row = Ряд карт
tta-img-row-costs = Ряд карт · цена для: { $player }
tta-img-row-costs-wonders = Ряд карт · цена для: { $player } (чудеса { tta-img-cost-extra })
tta-img-empty-slot = пусто
tta-img-new = новая
tta-img-cost-extra = { $extra ->
    [0] ±0
    [-1] −1
    [-2] −2
    [-3] −3
    [-4] −4
    [-5] −5
    [-6] −6
    [-7] −7
    [-8] −8
    [-9] −9
    [-10] −10
    [-11] −11
    [-12] −12
    [-13] −13
    [-14] −14
    [-15] −15
    [-16] −16
    [-17] −17
    [-18] −18
    [-19] −19
    [-20] −20
   *[other] +{ $extra }
}
tta-img-per-turn = { tta-img-signed } за ход
tta-img-signed = { $n ->
    [0] ±0
    [-1] −1
    [-2] −2
    [-3] −3
    [-4] −4
    [-5] −5
    [-6] −6
    [-7] −7
    [-8] −8
    [-9] −9
    [-10] −10
    [-11] −11
    [-12] −12
    [-13] −13
    [-14] −14
    [-15] −15
    [-16] −16
    [-17] −17
    [-18] −18
    [-19] −19
    [-20] −20
   *[other] +{ $n }
}
tta-img-strength = сила
tta-img-happy = улыбки
tta-img-content = все довольны
tta-img-discontent = недовольных: { $n }
tta-img-food-flow = +{ $make } −{ $eat }
tta-img-res-flow = { $lose ->
    [0] +{ $make }
   *[other] +{ $make } −{ $lose }
}
tta-img-left-of = { $left }/{ $max }
tta-img-ca-value = { $value } гражд.
tta-img-ma-value = { $value } воен.
tta-img-wonder-progress = { $card } { $built }/{ $total }
tta-img-wonders-and = { $wonder } · готово { $done }
tta-img-wonders-done = { $done ->
    [0] Нет чудес
    [one] { $done } чудо
    [few] { $done } чуда
    [many] { $done } чудес
   *[other] { $done } чуда
}
tta-img-no-leader = Нет лидера
tta-img-winner = Победитель
tta-img-deciding = Решает
tta-img-on-turn = Ходит
tta-img-first = Первый
tta-img-hand-sizes = Рука { $civil }/{ $limit } · военные { $military }
tta-img-hand-civil = Рука { $civil }/{ $limit }
tta-img-colonies-n = { $n ->
    [one] { $n } колония
    [few] { $n } колонии
    [many] { $n } колоний
   *[other] { $n } колонии
}
tta-img-pacts-n = { $n ->
    [one] { $n } пакт
    [few] { $n } пакта
    [many] { $n } пактов
   *[other] { $n } пакта
}
tta-img-politics = Войны и пакты
tta-img-war-line = { $card }: { $a } – { $b }
tta-img-pact-line = { $card }: { $a } и { $b }

## Планшет игрока

tta-img-board-title = { $player } · планшет
tta-img-yellow-bank = Жёлтый банк · { $n ->
    [one] { $n } жетон
    [few] { $n } жетона
    [many] { $n } жетонов
   *[other] { $n } жетона
}
tta-img-yellow-now = { $cost ->
    [0] банк пуст · ест { $eat }
    [one] новый рабочий: { $cost } еда · ест { $eat }
   *[other] новый рабочий: { $cost } еды · ест { $eat }
}
tta-img-bank-cost = рост { $food }
tta-img-bank-eat = ест { $food }
tta-img-bank-happy = ☺ { $n }
tta-img-bank-empty = пусто: ест { $food }
tta-img-workers = { $unused ->
    [one] { $unused } свободный рабочий
    [few] { $unused } свободных рабочих
    [many] { $unused } свободных рабочих
   *[other] { $unused } свободного рабочего
} · население { $population }
tta-img-blue-bank = Синий банк · { $n ->
    [one] { $n } жетон
    [few] { $n } жетона
    [many] { $n } жетонов
   *[other] { $n } жетона
}
tta-img-corruption = { $n ->
    [0] нет коррупции
   *[other] коррупция −{ $n }
}
tta-img-corruption-section = −{ $n }
tta-img-group-production = Фермы и шахты
tta-img-group-urban = Городские здания · не больше { $limit } одного типа
tta-img-group-unit = Войска
tta-img-nothing = нет
tta-img-workers-n = { $n }
tta-img-government = Форма правления
tta-img-gov-stats = { $ca } гражданских · { $ma } военных · лимит зданий { $urban }
tta-img-leader = Лидер
tta-img-wonders = Чудеса
tta-img-wonder-stages = этапы { $built }/{ $total }
tta-img-wonder-next = { $cost ->
    [one] следующий этап: { $cost } ресурс
    [few] следующий этап: { $cost } ресурса
    [many] следующий этап: { $cost } ресурсов
   *[other] следующий этап: { $cost } ресурса
}
tta-img-completed = построено
tta-img-specials = Особые технологии
tta-img-tactic = Тактика
tta-img-armies = { $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
tta-img-army-bonus = армии +{ $n } к силе
tta-img-colonies-bonus = Колонии · колонизация +{ $n }
tta-img-colonies = Колонии
tta-img-pacts = Пакты
tta-img-civil-hand = Гражданские карты · { $n } из { $limit }
tta-img-military-hand = Военные карты · { $n ->
    [one] { $n } карта
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
}
tta-img-military-hidden = Эти карты видит только их владелец
tta-img-urban-limit = лимит зданий { $n }
tta-img-pool = { $n } бесплатно на войска

## Карта

tta-img-card-age-kind = Эпоха { $age } · { $kind }
tta-img-science-cost = Цена в науке: { $n }
tta-img-revolution-cost = { $n ->
    [one] Революция: { $n } очко науки
    [few] Революция: { $n } очка науки
    [many] Революция: { $n } очков науки
   *[other] Революция: { $n } очка науки
}
tta-img-build-cost = { $n ->
    [one] Цена постройки: { $n } ресурс
    [few] Цена постройки: { $n } ресурса
    [many] Цена постройки: { $n } ресурсов
   *[other] Цена постройки: { $n } ресурса
}
tta-img-per-building = Каждое здание:
tta-img-per-unit = Каждый отряд:
tta-img-token-value = Каждый синий жетон: { $n } { $stat ->
    [food] { $n ->
        [one] еда
       *[other] еды
    }
   *[other] { $n ->
        [one] ресурс
        [few] ресурса
        [many] ресурсов
       *[other] ресурса
    }
}
tta-img-stages = Этапы: { $costs } ресурсов
tta-img-when-complete = После постройки:
tta-img-in-effect = Пока в игре:
tta-img-tactic-army = Армия: { $units }
tta-img-tactic-units = { $infantry ->
    [0] {""}
   *[other] { $infantry } { $infantry ->
        [one] пехота
        [few] пехоты
        [many] пехот
       *[other] пехоты
    }
}{ $cavalry ->
    [0] {""}
   *[other] { $infantry ->
        [0] {""}
       *[other] {" + "}
    }{ $cavalry } { $cavalry ->
        [one] кавалерия
        [few] кавалерии
        [many] кавалерий
       *[other] кавалерии
    }
}{ $artillery ->
    [0] {""}
   *[other] { $infantry ->
        [0] { $cavalry ->
            [0] {""}
           *[other] {" + "}
        }
       *[other] {" + "}
    }{ $artillery } { $artillery ->
        [one] артиллерия
        [few] артиллерии
        [many] артиллерий
       *[other] артиллерии
    }
}
tta-img-tactic-value = { $obsolete ->
    [one] +{ $value } к силе (устаревшая +{ $obsolete })
    [few] +{ $value } к силе (устаревшая +{ $obsolete })
    [many] +{ $value } к силе (устаревшая +{ $obsolete })
    [other] +{ $value } к силе (устаревшая +{ $obsolete })
   *[none] +{ $value } к силе
}
tta-img-military-cost = { $n ->
    [one] { $n } военное действие
    [few] { $n } военных действия
    [many] { $n } военных действий
   *[other] { $n } военного действия
}
tta-img-bonus = Оборона +{ $defense } · Колонизация +{ $colonization }
tta-img-copies = Экземпляры: { $p2 } / { $p3 } / { $p4 } (2 / 3 / 4 игрока)
tta-img-starting = Напечатана на каждой карте народа
tta-img-unknown-card = Неизвестная карта

## Подсказка (изображение для игрока, который решает)

tta-img-prompt-turn = Ваш ход: { $player }
tta-img-prompt-wait = Сейчас решать нечего
tta-img-prompt-waiting-for = Ждём: { $player }
tta-img-prompt-over = Игра окончена
tta-img-prompt-stake = Что на кону
tta-img-prompt-choices = Ваши варианты
tta-img-prompt-hand = Ваша рука
tta-img-prompt-playable = можно сыграть
tta-img-prompt-round-one = Раунд 1: лишь взятие карт
tta-img-choice-other = { $choice }
tta-img-purpose-colonize = Колонизационные силы
tta-img-purpose-attack = Атакующие силы
tta-img-purpose-defend = Оборона
tta-img-purpose-war_att = Война: атакующие силы
tta-img-purpose-war_def = Война: оборона
tta-img-fact-attacker = нападающий { $player } (сила { $strength })
tta-img-fact-defender = защитник { $player } (сила { $strength })
tta-img-fact-from = предлагает: { $player }
tta-img-fact-target = народ: { $player }
tta-img-fact-high = лучшая ставка { $bid } ({ $player })
tta-img-fact-bid = ставка { $n }
tta-img-fact-no-bid = ставок пока нет
tta-img-fact-limit = военные карты { $n }, лимит { $limit }
tta-img-fact-total = нужно превзойти: { $n }
tta-img-fact-value = ваши силы: { $n }
tta-img-fact-amount = количество { $n }
tta-img-fact-budget = бюджет { $budget }, потрачено { $spent }
tta-img-fact-unit = { $card } ×{ $n }
tta-img-fact-units = выбрано: { $units }
tta-img-choice-bid = Ставка { $n }
tta-img-choice-split = { $food } { $food ->
    [one] еда
   *[other] еды
} + { $res } { $res ->
    [one] ресурс
    [few] ресурса
    [many] ресурсов
   *[other] ресурса
}
tta-img-choice-card = Сыграть: { $card }
tta-img-choice-disc = Сбросить: { $card }
tta-img-choice-sac = Пожертвовать: { $card }
tta-img-choice-pick = { $card }
tta-img-choice-take = Взять: { $card }
tta-img-choices-more = ещё { $n ->
    [one] { $n } вариант
    [few] { $n } варианта
    [many] { $n } вариантов
   *[other] { $n } варианта
} на кнопках
tta-img-unused-workers = { $n ->
    [one] { $n } свободный рабочий
    [few] { $n } свободных рабочих
    [many] { $n } свободных рабочих
   *[other] { $n } свободного рабочего
}
tta-img-pop-cost = { $n ->
    [0] рабочих не осталось
    [one] новый рабочий: { $n } еда
   *[other] новый рабочий: { $n } еды
}
tta-img-your-nation = Ваш народ
tta-img-military-pool = { $n } бесплатно на войска

## Подсчёт очков

tta-img-score-title = Итоговый подсчёт
tta-img-score-live = Текущий счёт
tta-img-total = Итого
tta-img-culture-now = Культура сейчас
tta-img-culture-rate = Культура за ход
tta-img-science-now = Наука
tta-img-cat-other = { $name }
tta-img-place = { $place }.

## Типы технологий и виды карт

tta-img-type-farm = Ферма
tta-img-type-mine = Шахта
tta-img-type-temple = Храм
tta-img-type-lab = Лаборатория
tta-img-type-arena = Арена
tta-img-type-library = Библиотека
tta-img-type-theater = Театр
tta-img-type-infantry = Пехота
tta-img-type-cavalry = Кавалерия
tta-img-type-artillery = Артиллерия
tta-img-type-air_force = Авиация
tta-img-type-government = Правление
tta-img-type-civil = Управление
tta-img-type-military = Военное дело
tta-img-type-colonization = Колонизация
tta-img-type-construction = Зодчество
tta-img-kind-leader = Лидер
tta-img-kind-wonder = Чудо
tta-img-kind-technology = Технология
tta-img-kind-action = Действие
tta-img-kind-event = Событие
tta-img-kind-territory = Территория
tta-img-kind-tactic = Тактика
tta-img-kind-aggression = Агрессия
tta-img-kind-pact = Пакт
tta-img-kind-war = Война
tta-img-kind-bonus = Бонус

## Числа на картах (со знаком; ссылка на tta-img-signed разделяет $n)

tta-img-stat-food = { tta-img-signed } к еде
tta-img-stat-resources = { tta-img-signed } к ресурсам
tta-img-stat-culture = { tta-img-signed } к культуре
tta-img-stat-science = { tta-img-signed } к науке
tta-img-stat-strength = { tta-img-signed } к силе
tta-img-stat-happy = { tta-img-signed } { $n ->
    [one] улыбка
    [few] улыбки
    [many] улыбок
   *[other] улыбки
}
tta-img-stat-civil_actions = { tta-img-signed } { $n ->
    [one] гражданское действие
    [few] гражданских действия
    [many] гражданских действий
   *[other] гражданского действия
}
tta-img-stat-military_actions = { tta-img-signed } { $n ->
    [one] военное действие
    [few] военных действия
    [many] военных действий
   *[other] военного действия
}
tta-img-stat-colonization = { tta-img-signed } к колонизации
tta-img-stat-blue_tokens = { tta-img-signed } { $n ->
    [one] синий жетон
    [few] синих жетона
    [many] синих жетонов
   *[other] синего жетона
}
tta-img-stat-yellow_tokens = { tta-img-signed } { $n ->
    [one] жёлтый жетон
    [few] жёлтых жетона
    [many] жёлтых жетонов
   *[other] жёлтого жетона
}
tta-img-stat-civil_hand_limit = { tta-img-signed } к лимиту гражданских карт
tta-img-stat-military_hand_limit = { tta-img-signed } к лимиту военных карт

## Что делает решающий игрок, и заголовки подсказки

tta-img-status-event = { $player } отвечает: { $card }
tta-img-status-pick = { $player } выбирает: { $card }
tta-img-status-split = { $player } делит то, что даёт или отнимает { $card }
tta-img-status-agree = { $player } берёт карты: { $card }
tta-img-status-force = { $player } выбирает отряды и карты: { $card }
tta-img-status-defend = { $player } выбирает защиту: { $card }
tta-img-status-bid = { $player } делает ставку: { $card }
tta-img-status-pact = { $player } отвечает на предложение пакта: { $card }
tta-img-status-discard = { $player } сбрасывает военные карты
tta-img-status-colonize = { $player } отправляет колонизационные силы: { $card }
tta-img-status-war = { $player } разрешает: { $card }
tta-img-status-aggression = { $player } разрешает: { $card }
tta-img-status-choose = { $player } выбирает: { $card }
tta-img-status-lose = { $player } выбирает, что потерять: { $card }
tta-img-status-destroy = { $player } выбирает, что уничтожит { $card }
tta-img-status-uprising = { $player } усмиряет бунт
tta-img-frame-event = Событие: { $card }
tta-img-frame-pick = Выбор: { $card }
tta-img-frame-split = Раздел: { $card }
tta-img-frame-agree = Взять карты: { $card }
tta-img-frame-force = Выберите силы: { $card }
tta-img-frame-defend = Защита: { $card }
tta-img-frame-bid = Ставка на колонизацию: { $card }
tta-img-frame-pact = Предложен пакт: { $card }
tta-img-frame-discard = Сбросьте до лимита военных карт
tta-img-frame-colonize = Колонизационные силы: { $card }
tta-img-frame-war = Война: { $card }
tta-img-frame-aggression = Агрессия: { $card }
tta-img-frame-choose = Выбор: { $card }
tta-img-frame-lose = Что потерять: { $card }
tta-img-frame-destroy = Что будет уничтожено: { $card }
tta-img-frame-uprising = Бунт
tta-img-frame-other = Решите: { $card }

## Ответы

tta-img-choice-food = Взять еду
tta-img-choice-res = Взять ресурсы
tta-img-choice-yes = Да — построить бесплатно
tta-img-choice-no = Нет
tta-img-choice-accept = Принять
tta-img-choice-decline = Отклонить
tta-img-choice-pass = Пас
tta-img-choice-done = Готово
tta-img-choice-reset = Начать заново
tta-img-choice-refuse = Отказаться
tta-img-choice-resign = Выйти из игры

## Плитки карт: числа, легенда значков, почему карту сейчас нельзя использовать

tta-img-fig-revolution = революция { $n }
tta-img-fig-defense = оборона +{ $n }
tta-img-fig-colonize = колонизация +{ $n }
tta-img-why-not = сейчас нельзя
tta-img-why-not_enough_actions = нужно { $need }{ $kind ->
    [military] 🔴
   *[civil] ⚪
}, у вас { $have }
tta-img-why-not_enough_food = нужно { $need }☘, у вас { $have }
tta-img-why-not_enough_resources = нужно { $need }⚒, у вас { $have }
tta-img-why-not_enough_science = нужно { $need }⚗, у вас { $have }
tta-img-why-hand_full = рука полна { $count }/{ $limit }
tta-img-you = вы
tta-img-legend-ca = гражданское действие
tta-img-legend-ma = военное действие
tta-img-legend-science = наука
tta-img-legend-resources = ресурсы
tta-img-legend-food = еда
tta-img-legend-culture = культура
tta-img-legend-strength = сила
tta-img-legend-happy = улыбка
tta-img-legend-unhappy = грустное лицо
tta-img-legend-colony = колонизация
tta-img-legend-blue = синий жетон
tta-img-legend-worker = жёлтый жетон

## О чём решение вне хода

tta-img-what-destroy-own = Выберите своё здание, которое потеряете
tta-img-what-destroy = Выберите здание для уничтожения · { $player }
tta-img-what-colony-own = Выберите колонию, которую потеряете
tta-img-what-colony = Выберите колонию · { $player }
tta-img-what-lose_pop = Выберите здание или отряд, который потеряет рабочего
tta-img-what-wonder = Выберите своё чудо, которое утратит свои эффекты
tta-img-what-special = Выберите особые технологии, которые заберёте · { $player }
tta-img-what-pick = Выберите один вариант
tta-img-what-split-gain = Получение еды и ресурсов, всего { $n }: разделите как хотите
tta-img-what-split-lose-own = Потеря еды и ресурсов, всего { $n }: выберите, как разделить
tta-img-what-split-lose = { $player } теряет еду и ресурсы, всего { $n }: выберите, как разделить
tta-img-what-agree = Возьмите карты из ряда стоимостью до { $budget }⚪ (использовано { $spent }⚪)
tta-img-what-discard = { $n ->
    [one] Выберите { $n } карту для сброса (лимит { $limit })
    [few] Выберите { $n } карты для сброса (лимит { $limit })
    [many] Выберите { $n } карт для сброса (лимит { $limit })
   *[other] Выберите { $n } карты для сброса (лимит { $limit })
}
tta-img-what-bid = Сделайте ставку на колонию или пасуйте
tta-img-what-pact = Примите или отклоните пакт
tta-img-what-event = Ваш ответ на событие

## Суммы боя (при равенстве защитник устоит)

tta-img-force-you = вы { $strength } + { $value } = { $total }
tta-img-force-you-pact = вы { $strength } + { $value } + пакт { $bonus } = { $total }
tta-img-force-attacker = нападающий { $n }
tta-img-force-attacker-now = нападающий { $n } до жертв
tta-img-force-defender-now = защитник { $n } до обороны
tta-img-force-hold-at = устоите при { $n }: ещё { $more }
tta-img-force-hold = вы устоите: { $total } против { $n }
tta-img-force-win-at = победите при { $n }: ещё { $more }
tta-img-force-win = вы побеждаете: { $total } против { $n }
tta-img-force-draw-at = ничья при { $n }: ещё { $more }
tta-img-force-draw = ничья: { $total } против { $n }
tta-img-force-rule-defend = При равенстве защитник устоит.
tta-img-force-rule-attack = При равенстве защитник устоит; он ещё может добавить отряды и карты обороны.
tta-img-force-rule-war-att = Ничья ничего не меняет; защитник ещё может пожертвовать отрядами.
tta-img-force-rule-war-att-defender = При равенстве побеждает защитник; он ещё может пожертвовать отрядами.
tta-img-force-rule-war-def = Ничья ничего не меняет; выше суммы нападающего — ваша победа.
tta-img-force-colonize = ваши силы { $value } · ставка { $bid }
tta-img-force-colonize-bonus = ваши силы { $value } (с колонизацией +{ $bonus }) · ставка { $bid }
tta-img-force-reach = до { $n } не хватает { $more }
tta-img-force-enough = достаточно: { $value } на { $n }
tta-img-force-one-unit = Должен отправиться хотя бы один отряд.

## Ставки на колонию

tta-img-bid-max = можно отправить до { $n }
tta-img-bid-rival = { $player }: сила { $strength }, военные карты { $cards }
tta-img-bid-rival-bonus = { $player }: сила { $strength }, колонизация +{ $bonus }, военные карты { $cards }
tta-img-bid-card = { $card } +{ $n }
tta-img-bid-cards = ваши карты колонизации: { $cards }
tta-img-bid-no-cards = в руке нет карт колонизации
tta-img-bid-bonus = учитывается и ваш бонус колонизации +{ $n }
tta-img-bid-rule = Победитель отправляет отряды (хотя бы один) и карты на сумму не меньше ставки.

## Предложенный пакт: каждая сторона и что она получает

tta-img-pact-both = Оба народа
tta-img-pact-side = Сторона { $side } · { $player }
tta-img-pact-nothing = ничего
tta-img-pact-rate = { $text } за ход
tta-img-pact-per-wonder = +{ $n } к культуре за ход за каждое построенное чудо другого
tta-img-pact-substitute = раз в ход может заплатить { $pay } как { $get }
tta-img-pact-cooperation = технологии дешевле на { $n }⚗; партнёр платит { $share }⚗
tta-img-pact-no-war = никто не может объявить ему войну
tta-img-pact-no-attacks = Никаких нападений между ними.
tta-img-pact-attack-bonus = Нападение одного на другого получает +{ $n }.
tta-img-pact-ends-on-attack = Заканчивается, если один нападёт на другого.

## Категории подсчёта

tta-img-cat-culture = Культура за игру
tta-img-cat-techs = Технологии эпохи I
tta-img-cat-strength = Сила
tta-img-cat-happy = Улыбки
tta-img-cat-production = Производство
tta-img-cat-events = События эпохи III
tta-img-cat-wonders = Чудеса

## Однострочные описания карт (собственные, по данным карт)

tta-summary-julius_caesar = +1 к силе и +1 военное действие.
tta-summary-homer = Каждый ход первый ресурс, потраченный на отряды, бесплатен; до двух отрядов Воинов дают по 1 очку культуры.
tta-summary-moses = Увеличение населения стоит на 1 еду меньше.
tta-summary-hammurabi = На одно гражданское действие больше, на одно военное меньше.
tta-summary-aristotle = 1 очко науки за каждую карту технологии, взятую из ряда.
tta-summary-alexander_the_great = +1 к силе народа за каждый военный отряд (пожертвованные отряды сохраняют свою ценность).
tta-summary-hanging_gardens = +1 к культуре, +2 улыбки.
tta-summary-library_of_alexandria = +1 к культуре, +1 к науке; лимиты гражданских и военных карт на руке +1.
tta-summary-colossus = +1 к культуре, +1 к силе, +1 к каждым колонизационным силам.
tta-summary-pyramids = На одно гражданское действие больше.
tta-summary-engineering_genius_a = Постройте ровно один этап чуда на 2 ресурса дешевле.
tta-summary-frugality_a = Увеличьте население по полной цене, затем верните 1 еду.
tta-summary-ideal_building_site_a = Постройте одно новое городское здание на 1 ресурс дешевле.
tta-summary-patriotism_a = В этот ход: лишнее военное действие, и первый ресурс, потраченный на отряды, бесплатен.
tta-summary-revolutionary_idea_a = Получите 1 очко науки.
tta-summary-rich_land_a = Постройте одну новую ферму или шахту на 1 ресурс дешевле.
tta-summary-work_of_art_a = Получите 6 очков культуры.
tta-summary-masonry = Городские здания уровней I–III стоят на 1 ресурс меньше; до 2 этапов чуда за действие.
tta-summary-michelangelo = +1 к культуре за каждую улыбку от храмов, театров и чудес; взять чудо стоит на 1 гражданское действие меньше.
tta-summary-joan_of_arc = +1 к силе за каждую улыбку от храмов; 5 очков культуры всякий раз, когда против её народа играют агрессию или войну.
tta-summary-leonardo_da_vinci = Наука, равная уровню лучшей занятой лаборатории или библиотеки; 1 ресурс за каждую сыгранную технологию.
tta-summary-genghis_khan = Каждый отряд кавалерии на 1 сильнее (и при жертве) и даёт 1 очко культуры; карта тактики ничего не даёт.
tta-summary-christopher_columbus = Раз за игру, политическим действием, выложите территорию с руки как колонию без торгов и жертв.
tta-summary-frederick_barbarossa = За 1 гражданское действие: увеличьте население и постройте этим рабочим отряд, каждое на 1 дешевле.
tta-summary-great_wall = +1 к культуре, +1 улыбка, +1 к силе народа за каждый отряд пехоты и артиллерии.
tta-summary-st_peters_basilica = +2 к культуре; каждая улыбка считается дважды.
tta-summary-universitas_carolina = +1 к культуре, +2 к науке.
tta-summary-taj_mahal = +3 к культуре.
tta-summary-bountiful_harvest_i = Получите 2 еды.
tta-summary-breakthrough_i = Сыграйте технологию по полной цене (революция разрешена), затем получите 2 очка науки.
tta-summary-efficient_upgrade_i = Улучшите одну ферму, шахту или городское здание на 2 ресурса дешевле.
tta-summary-engineering_genius_i = Постройте ровно один этап чуда на 3 ресурса дешевле.
tta-summary-frugality_i = Увеличьте население по полной цене, затем верните 2 еды.
tta-summary-ideal_building_site_i = Постройте одно новое городское здание на 2 ресурса дешевле.
tta-summary-mineral_deposits_i = Получите 2 ресурса.
tta-summary-patriotism_i = В этот ход: лишнее военное действие, и первые 2 ресурса, потраченные на отряды, бесплатны.
tta-summary-revolutionary_idea_i = Получите 2 очка науки.
tta-summary-rich_land_i = Постройте одну новую ферму или шахту на 2 ресурса дешевле.
tta-summary-work_of_art_i = Получите 5 очков культуры.
tta-summary-architecture = Городские здания стоят на 1 (уровень I) или 2 (уровни II, III) ресурса меньше; до 3 этапов чуда за действие.
tta-summary-william_shakespeare = +1 к культуре за каждую библиотеку; ещё +2 к культуре за каждую пару библиотека–театр.
tta-summary-james_cook = +2 к культуре за каждую колонию; каждая использованная бонусная карта Колонизации считается на 1 больше.
tta-summary-napoleon_bonaparte = +1 военное действие; значение тактики лучшей полной армии учитывается ещё раз.
tta-summary-maximilien_robespierre = +1 военное действие; революция тратит все военные действия вместо всех гражданских.
tta-summary-j_s_bach = Технологии театров стоят на 1 очко науки меньше; новые театры — на 1 ресурс меньше; +1 к культуре за каждый театр.
tta-summary-isaac_newton = Наука, равная уровню лучшей занятой лаборатории или библиотеки; розыгрыш технологии не тратит гражданское действие.
tta-summary-transcontinental_railroad = +5 к силе народа; лучшая занятая карта шахты производит на один жетон больше.
tta-summary-eiffel_tower = +4 к культуре, +1 улыбка.
tta-summary-kremlin = +3 к культуре, на одно гражданское и одно военное действие больше, 2 грустных лица.
tta-summary-ocean_liner_service = Раз за ход увеличьте население без гражданского действия и на 5 еды дешевле.
tta-summary-bountiful_harvest_ii = Получите 3 еды.
tta-summary-breakthrough_ii = Сыграйте технологию по полной цене (революция разрешена), затем получите 4 очка науки.
tta-summary-efficient_upgrade_ii = Улучшите одну ферму, шахту или городское здание на 3 ресурса дешевле.
tta-summary-engineering_genius_ii = Постройте ровно один этап чуда на 4 ресурса дешевле.
tta-summary-frugality_ii = Увеличьте население по полной цене, затем верните 3 еды.
tta-summary-ideal_building_site_ii = Постройте одно новое городское здание на 3 ресурса дешевле.
tta-summary-mineral_deposits_ii = Получите 3 ресурса.
tta-summary-patriotism_ii = В этот ход: лишнее военное действие, и первые 3 ресурса, потраченные на отряды, бесплатны.
tta-summary-revolutionary_idea_ii = Получите 4 очка науки.
tta-summary-rich_land_ii = Постройте одну новую ферму или шахту на 3 ресурса дешевле.
tta-summary-wave_of_nationalism = В этот ход за каждый более сильный народ — запас бесплатных ресурсов на отряды: 6 / 3 / 2 при 2 / 3 / 4 игроках.
tta-summary-work_of_art_ii = Получите 4 очка культуры.
tta-summary-air_forces = Авиационный отряд. К каждой армии присоединяется не больше одного, и он удваивает значение её тактики.
tta-summary-engineering = Городские здания стоят на столько ресурсов меньше, каков их уровень (1/2/3); до 4 этапов чуда за действие.
tta-summary-albert_einstein = Наука, равная уровню лучшей занятой лаборатории или библиотеки; 3 очка культуры за каждую сыгранную технологию.
tta-summary-mahatma_gandhi = +2 к культуре; нельзя играть агрессии и войны; нападения на этот народ стоят вдвое больше военных действий.
tta-summary-rock_and_roll_icon = +2 улыбки; один занятый театр высшего уровня даёт вдвое больше культуры.
tta-summary-nikola_tesla = Каждый рабочий в лаборатории уровня I–III производит также жетон ресурса ценностью в уровень лаборатории; другие народы платят на 1 ресурс больше за постройку и улучшение лабораторий и библиотек.
tta-summary-winston_churchill = Технологии отрядов стоят на 3 очка науки меньше; карты Обороны считаются вдвойне; пока этому народу объявлена война, каждый новый отряд стоит на 2 ресурса меньше.
tta-summary-game_designer = Каждый рабочий в лаборатории производит также культуру, равную уровню лаборатории, и на 1 очко науки меньше.
tta-summary-hollywood = После постройки: 2 очка культуры × уровень за каждый театр и библиотеку (за рабочего).
tta-summary-internet = После постройки: 2 очка культуры × уровень за каждую лабораторию и библиотеку (за рабочего).
tta-summary-first_space_flight = После постройки: 1 очко культуры за каждый уровень каждой выложенной карты технологии, включая форму правления.
tta-summary-fast_food_chains = После постройки: 1 очко культуры за каждое городское здание и отряд, 2 — за каждую ферму и шахту.
tta-summary-bountiful_harvest_iii = Получите 4 еды.
tta-summary-efficient_upgrade_iii = Улучшите одну ферму, шахту или городское здание на 4 ресурса дешевле.
tta-summary-endowment_for_the_arts = Получите культуру за каждый народ с большей культурой: по 6 / 3 / 2 при 2 / 3 / 4 игроках.
tta-summary-engineering_genius_iii = Постройте ровно один этап чуда на 5 ресурсов дешевле.
tta-summary-ideal_building_site_iii = Постройте одно новое городское здание на 4 ресурса дешевле.
tta-summary-military_build_up = В этот ход за каждый более сильный народ — запас бесплатных ресурсов на отряды: 8 / 5 / 3 при 2 / 3 / 4 игроках.
tta-summary-mineral_deposits_iii = Получите 4 ресурса.
tta-summary-patriotism_iii = В этот ход: лишнее военное действие, и первые 4 ресурса, потраченные на отряды, бесплатны.
tta-summary-revolutionary_idea_iii = Получите 6 очков науки.
tta-summary-work_of_art_iii = Получите 3 очка культуры.
tta-summary-development_of_agriculture = Каждый народ получает 2 еды.
tta-summary-development_of_crafts = Каждый народ получает 2 ресурса.
tta-summary-development_of_markets = Каждый народ получает 2 еды или 2 ресурса на свой выбор.
tta-summary-development_of_politics = Каждый народ берёт 3 военные карты; активный игрок в этот ход не сбрасывает военные карты. Не используется в учебной игре.
tta-summary-development_of_religion = Каждый народ со свободным рабочим может бесплатно построить храм Религии (действует лимит зданий).
tta-summary-development_of_science = Каждый народ получает 2 очка науки.
tta-summary-development_of_settlement = Каждый народ бесплатно увеличивает население на одного.
tta-summary-development_of_trade_routes = Каждый народ получает 1 очко науки, 1 ресурс и 1 еду.
tta-summary-development_of_warfare = Каждый народ со свободным рабочим может бесплатно построить отряд Воинов.
tta-summary-no_event = Ничего не происходит.
tta-summary-barbarians = Если народ с наибольшей культурой среди двух слабейших, он теряет одного жителя.
tta-summary-border_conflict = Слабейший народ теряет одно городское здание, ферму или шахту (на свой выбор); сильнейший получает 3 ресурса.
tta-summary-crusades = Сильнейший народ получает 4 очка культуры, слабейший теряет 4.
tta-summary-cultural_influence = Каждый народ получает культуру, равную своему приросту культуры.
tta-summary-foray = Каждый из двух сильнейших народов получает в сумме 3 еды и ресурсов, разделённых как угодно.
tta-summary-good_harvest = Фермы всех народов сразу производят, без потребления.
tta-summary-immigration = Народ(ы) с наибольшим числом улыбок бесплатно увеличивают население на 1.
tta-summary-new_deposits = Шахты всех народов сразу производят, без коррупции.
tta-summary-pestilence = Каждый народ теряет одного жителя.
tta-summary-raiders = Каждый из двух слабейших народов теряет в сумме 2 еды и ресурсов, разделённых на свой выбор.
tta-summary-rats = Каждый народ теряет всю запасённую еду.
tta-summary-rebellion = В свой следующий ход каждый народ имеет на 2 гражданских действия меньше за каждого недовольного рабочего, учтённого сейчас.
tta-summary-reign_of_terror = Слабейший народ теряет одного жителя.
tta-summary-scientific_breakthrough = Каждый народ получает науку, равную своему приросту науки.
tta-summary-uncertain_borders = Слабейший народ перемещает 1 жёлтый жетон из своего жёлтого банка в жёлтый банк сильнейшего народа.
tta-summary-developed_territory_i = Колония: +1 синий и +1 жёлтый жетон; при заселении 3 очка науки.
tta-summary-fertile_territory_i = Колония: +3 жёлтых жетона; при заселении 3 еды.
tta-summary-historic_territory_i = Колония: +1 улыбка; при заселении 6 очков культуры.
tta-summary-inhabited_territory_i = Колония: +2 жёлтых жетона; при заселении 1 население бесплатно.
tta-summary-strategic_territory_i = Колония: +2 к силе; при заселении 3 военные карты.
tta-summary-wealthy_territory_i = Колония: +2 синих жетона; при заселении 5 ресурсов.
tta-summary-enslave = Проигравший теряет одного жителя; нападающий получает 3 ресурса.
tta-summary-plunder_i = Нападающий забирает еду и ресурсы общей ценностью 3, разделённые на свой выбор.
tta-summary-raid_i = Уничтожьте одно городское здание; получите половину его напечатанной цены в ресурсах, с округлением вверх.
tta-summary-open_borders_agreement = Оба народа получают +1 военное действие; когда один нападает на другого, нападающий прибавляет +3.
tta-summary-trade_routes_agreement = Раз в свой ход A может заплатить 1 еду как 1 ресурс, а B — 1 ресурс как 1 еду.
tta-summary-civil_unrest = Каждый народ теряет 4 очка культуры за каждого недовольного рабочего.
tta-summary-cold_war = Каждый из двух сильнейших народов получает 6 очков науки.
tta-summary-crime_wave = Каждый из двух слабейших народов теряет 3 очка культуры и 1 синий жетон из своего синего банка.
tta-summary-economic_progress = Фермы и шахты всех народов сразу производят, с потреблением и коррупцией.
tta-summary-emigration = Каждый народ теряет половину недовольных рабочих (с округлением вверх) в свой жёлтый банк.
tta-summary-iconoclasm = Каждый лидер в игре не из текущей эпохи сбрасывается.
tta-summary-independence_declaration = Слабейший народ теряет одну колонию на свой выбор.
tta-summary-international_agreement = Сильнейший народ может бесплатно взять карты из ряда стоимостью до 5 гражданских действий; если он это сделает, то пропускает своё следующее политическое действие.
tta-summary-national_pride = Народ с наибольшей культурой получает 5 очков культуры.
tta-summary-popularization_of_science = Каждый народ получает культуру, равную своему приросту науки.
tta-summary-ravages_of_time = Каждый народ переворачивает одно построенное чудо эпохи A или I: его эффекты прекращаются, взамен оно даёт 2 очка культуры за ход.
tta-summary-refugees = Слабейший народ теряет 3 очка культуры и 1 население; сильнейший получает 3 очка культуры и 1 население.
tta-summary-terrorism = Народ с наименьшей культурой уничтожает по одному городскому зданию у каждого другого народа.
tta-summary-developed_territory_ii = Колония: +2 синих и +2 жёлтых жетона; при заселении 5 очков науки.
tta-summary-fertile_territory_ii = Колония: +4 жёлтых жетона; при заселении 5 еды.
tta-summary-historic_territory_ii = Колония: +2 улыбки; при заселении 11 очков культуры.
tta-summary-inhabited_territory_ii = Колония: +3 жёлтых жетона; при заселении 2 населения бесплатно.
tta-summary-strategic_territory_ii = Колония: +4 к силе; при заселении 5 военных карт.
tta-summary-wealthy_territory_ii = Колония: +3 синих жетона; при заселении 8 ресурсов.
tta-summary-annex = Заберите у проигравшего одну колонию вместе с её постоянной выгодой.
tta-summary-assassinate = Стоит столько военных действий, каков уровень лидера-цели; лидер сбрасывается, а нападающий получает 3 очка культуры за уровень.
tta-summary-plunder_ii = Нападающий забирает еду и ресурсы общей ценностью 5, разделённые на свой выбор.
tta-summary-raid_ii = Уничтожьте до двух одинаковых городских зданий; получите половину их напечатанной цены в ресурсах, с округлением вниз.
tta-summary-sabotage = Стоит столько военных действий, каков уровень недостроенного чуда цели; это чудо сбрасывается, а нападающий получает 3 очка культуры за уровень.
tta-summary-spy = Нападающий забирает до 5 очков науки.
tta-summary-acceptance_of_supremacy = В каждую фазу производства A производит на 1 ресурс больше, а B — на 1 меньше; они не могут нападать друг на друга.
tta-summary-international_trade_agreement = В каждую фазу производства A производит на 1 ресурс больше, B — на 1 еду больше.
tta-summary-promise_of_military_protection = A: прирост культуры +1. B: сила +5, прирост культуры −1. Прекращается, если один нападёт на другого.
tta-summary-scientific_cooperation = Технология, сыгранная любым из народов, стоит ему на 2 очка науки меньше, а партнёру — 1 очко науки; играть нельзя, пока у партнёра нет науки.
tta-summary-war_over_territory = Проигравший отдаёт победителю 1 + разница/3 (с округлением вниз) жёлтых жетонов из своего жёлтого банка в его банк.
tta-summary-war_over_resources = Победитель забирает еду и ресурсы ценностью в разницу, разделённые на свой выбор.
tta-summary-war_over_technology = Победитель забирает науку, равную разнице, или вместо её части особые технологии по их цене в науке.
tta-summary-war_over_culture_ii = Победитель забирает культуру, равную разнице.
tta-summary-impact_of_agriculture = Культура, равная производству еды народа.
tta-summary-impact_of_architecture = Культура, равная сумме уровней всех городских зданий.
tta-summary-impact_of_colonies = 4 очка культуры за каждую колонию.
tta-summary-impact_of_competition = Культура, равная сумме уровней всех военных отрядов и арен.
tta-summary-impact_of_government = 2 очка культуры за каждое гражданское действие и 1 — за каждое военное.
tta-summary-impact_of_happiness = 2 очка культуры за каждую улыбку (не больше 16), минус 2 за каждого недовольного рабочего.
tta-summary-impact_of_industry = Культура, равная производству ресурсов народа.
tta-summary-impact_of_population = 2 очка культуры за каждого довольного рабочего сверх 10.
tta-summary-impact_of_progress = 2 очка культуры за каждый уровень формы правления и каждой особой технологии.
tta-summary-impact_of_science = Культура по месту в приросте науки: 10/0, 14/7/0 или 15/10/5/0 при 2/3/4 игроках.
tta-summary-impact_of_strength = Культура по месту в силе: 10/0, 14/7/0 или 15/10/5/0 при 2/3/4 игроках.
tta-summary-impact_of_technology = 4 очка культуры за каждую выложенную карту технологии уровня III (в продвинутой игре — уровня II).
tta-summary-impact_of_wonders = Культура за каждое построенное чудо: 5 за эпоху A, 4 за эпоху I, 3 за эпоху II, 2 за эпоху III.
tta-summary-armed_intervention = Нападающий забирает до 7 очков культуры.
tta-summary-plunder_iii = Нападающий забирает еду и ресурсы общей ценностью 8, разделённые на свой выбор.
tta-summary-raid_iii = Уничтожьте до трёх одинаковых городских зданий; получите половину их напечатанной цены в ресурсах, с округлением вниз.
tta-summary-international_tourism = Прирост культуры каждого народа +1 за каждое построенное чудо другого.
tta-summary-loss_of_sovereignty = A: прирост культуры +2. B: прирост культуры −2. Никаких нападений между ними, и никто не может объявить войну B.
tta-summary-military_pact = Оба народа получают силу +4. Прекращается, если один нападёт на другого.
tta-summary-peace_treaty = Никаких нападений между ними; у каждого прирост культуры +1.
tta-summary-war_over_culture_iii = Победитель забирает культуру, равную разнице.
tta-summary-holy_war = Проигравший теряет разница/3 (с округлением вниз) населения; победитель получает 3 очка культуры за каждое реально потерянное население.
